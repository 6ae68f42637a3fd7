import { builtInTestimonialPhoto } from "~/catalogue";
import type { StoryEntry } from "~/components/testimonials/story-entry";
import { getImage, hasImage } from "~/images/images.server";
import { isExternalPhotoUrl } from "../admin/external-photo.server";
import { testimonialsRepository, type TestimonialCategory } from "./testimonials-repository.server";

/**
 * The approved testimonials of one public page, in page order, with each built-in photo resolved.
 * A database failure is logged and answered with an empty list: the visitor sees the empty state
 * (SPEC.md §8 "Testimonial fetch fails"). `degraded` tells the render cache that answer must not be
 * kept in place of the last good page.
 */
export async function loadStoryEntries(category: TestimonialCategory, degraded?: () => void): Promise<StoryEntry[]> {
  let rows;
  try {
    rows = await testimonialsRepository().listApproved(category);
  } catch (error) {
    console.error(`testimonials: could not read ${category}`, error);
    degraded?.();
    return [];
  }
  return rows.map((row) => {
    const builtIn = builtInTestimonialPhoto(row.id, row.brideName, row.groomName);
    return {
      id: row.id,
      brideName: row.brideName,
      groomName: row.groomName,
      reviewText: row.reviewText,
      rating: row.rating,
      // Someone else's address (a row whose photo could not be copied on approval) never reaches
      // the page: the chain goes on to the built-in photo or the initials.
      photoUrl: isExternalPhotoUrl(row.photoUrl) ? null : row.photoUrl,
      builtInPhoto: builtIn && hasImage(builtIn.key) ? getImage(builtIn.key) : null,
    };
  });
}
