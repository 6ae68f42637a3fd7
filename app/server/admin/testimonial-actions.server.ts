import { data } from "react-router";
import {
  categorySchema,
  EDIT_FIELD_NAMES,
  NO_SUCH_TESTIMONIAL,
  pinSchema,
  submissionOf,
  type TestimonialEditValues,
} from "~/shared/testimonials/testimonial-moderation.schema";
import { testimonialSubmissionSchema } from "../testimonials/testimonial-input";
import { testimonialsRepository, type Testimonial } from "../testimonials/testimonials-repository.server";
import { notFound, refused, saved, type EditResult } from "./editor/edit-result.server";
import { parseOne, parseValues } from "./editor/form-values.server";
import { idParam } from "./editor/route-params.server";
import { adoptExternalPhoto } from "./external-photo.server";
import { MAX_PHOTO_BYTES, PhotoError, storeTestimonialPhoto } from "./photos.server";

// Moderating one testimonial (/admin/testimonials/:id and its delete page): each change through
// the repository, answered as the kit's EditResult. Testimonials carry no version: each change is
// one small statement, and the last one wins.

/** Photo uploads may carry up to 5 MB plus the multipart envelope. */
export const TESTIMONIAL_FORM_LIMIT = MAX_PHOTO_BYTES + 64 * 1024;
export const PHOTO_TOO_LARGE = "That photo is larger than 5 MB.";

const repo = () => testimonialsRepository();
const done = (changed: Testimonial | undefined, notice: string) =>
  changed ? saved(notice) : notFound(NO_SUCH_TESTIMONIAL);

/** The testimonial a moderation page is about (from its URL), or the page's 404. */
export async function testimonialFromUrl(idText: string | undefined): Promise<Testimonial> {
  const testimonial = await repo().findById(idParam(idText, NO_SUCH_TESTIMONIAL));
  if (!testimonial) throw data({ error: NO_SUCH_TESTIMONIAL }, { status: 404 });
  return testimonial;
}

/** Publishes it on a page (or moves it to the other one); an old-backend photo is copied in now. */
export async function approveTestimonial(id: number, category: string): Promise<EditResult> {
  const page = categorySchema.safeParse(category);
  if (!page.success) return refused("Choose Love Stories or Life Stories.", 400, { category: "Choose a page" });
  const label = page.data === "love_stories" ? "Love Stories" : "Life Stories";
  const approved = await repo().approve(id, page.data);
  if (!approved) return notFound(NO_SUCH_TESTIMONIAL);
  // A photo on someone else's server (rows from the old backend) is fetched and stored now.
  const photo = await adoptExternalPhoto(id, approved.photoUrl);
  const photoNote =
    photo.status === "stored"
      ? " Its photo was copied to the site."
      : photo.status === "failed"
        ? ` Its photo could not be copied (${photo.reason}): upload it below, or the page shows initials.`
        : "";
  return saved(`Approved: it now shows on ${label}.${photoNote}`);
}

export async function hideTestimonial(id: number): Promise<EditResult> {
  return done(await repo().hide(id), "Hidden from the public pages.");
}

export async function editTestimonial(id: number, values: TestimonialEditValues): Promise<EditResult> {
  const parsed = parseValues(testimonialSubmissionSchema, submissionOf(values), {
    rename: EDIT_FIELD_NAMES,
    fallback: "form",
    error: "Please check the highlighted fields.",
  });
  if (!parsed.ok) return parsed.refusal;
  const v = parsed.value;
  const changes = { brideName: v.bride_name, groomName: v.groom_name, reviewText: v.review_text, rating: v.rating };
  return done(await repo().edit(id, changes), "Changes saved.");
}

/** Takes the uploaded photo into the media library and shows it with the testimonial. */
export async function uploadTestimonialPhoto(id: number, file: FormDataEntryValue | null): Promise<EditResult> {
  if (!(await repo().findById(id))) return notFound(NO_SUCH_TESTIMONIAL);
  try {
    const { url } = await storeTestimonialPhoto(file);
    return done(await repo().setPhoto(id, url), "Photo saved.");
  } catch (error) {
    if (error instanceof PhotoError) return refused(error.message, error.status);
    throw error;
  }
}

export async function removeTestimonialPhoto(id: number): Promise<EditResult> {
  return done(await repo().setPhoto(id, null), "Photo removed.");
}

export async function pinTestimonial(id: number, values: { position: string; order: string }): Promise<EditResult> {
  const pin = parseOne(pinSchema, { position: values.position, order: values.order.trim() || "0" }, "Check the pin.");
  if (!pin.ok) return pin.refusal;
  return done(await repo().pin(id, pin.value.position, pin.value.order), `Pinned to the ${pin.value.position}.`);
}

export async function unpinTestimonial(id: number): Promise<EditResult> {
  return done(await repo().unpin(id), "Unpinned.");
}

export async function deleteTestimonial(id: number): Promise<EditResult> {
  return (await repo().remove(id)) ? saved("The testimonial was deleted.") : notFound(NO_SUCH_TESTIMONIAL);
}
