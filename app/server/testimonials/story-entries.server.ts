import { builtInTestimonialPhoto } from "~/catalogue";
import type { StoryEntry } from "~/components/testimonials/story-entry";
import { getImage, hasImage } from "~/images/images.server";
import { testimonialsRepository, type TestimonialCategory } from "./testimonials-repository.server";

/**
 * The approved testimonials of one public page, in page order, with each built-in photo resolved.
 * A database failure is logged and answered with an empty list: the visitor sees the empty state
 * (SPEC.md §8 "Testimonial fetch fails").
 */
export async function loadStoryEntries(category: TestimonialCategory): Promise<StoryEntry[]> {
  let rows;
  try {
    rows = await testimonialsRepository().listApproved(category);
  } catch (error) {
    console.error(`testimonials: could not read ${category}`, error);
    return [];
  }
  return rows.map((row) => {
    const builtIn = builtInTestimonialPhoto(row.brideName, row.groomName);
    return {
      id: row.id,
      brideName: row.brideName,
      groomName: row.groomName,
      reviewText: row.reviewText,
      rating: row.rating,
      photoUrl: row.photoUrl,
      builtInPhoto: builtIn && hasImage(builtIn.key) ? getImage(builtIn.key) : null,
    };
  });
}
