import { data, redirect } from "react-router";
import { z } from "zod";
import { testimonialSubmissionSchema } from "../testimonials/testimonial-input";
import {
  testimonialsRepository,
  type Testimonial,
  type TestimonialCategory,
} from "../testimonials/testimonials-repository.server";
import { adoptExternalPhoto } from "./external-photo.server";
import { field } from "./guard.server";
import { MAX_PHOTO_BYTES, PhotoError, storeTestimonialPhoto } from "./photos.server";
import { fieldErrors } from "~/shared/field-errors";

// The moderation actions of /admin/testimonials/:id, one per form "intent".

/** Photo uploads may carry up to 5 MB plus the multipart envelope. */
export const TESTIMONIAL_FORM_LIMIT = MAX_PHOTO_BYTES + 64 * 1024;
export const PHOTO_TOO_LARGE = "That photo is larger than 5 MB.";

const categorySchema = z.enum(["love_stories", "life_stories"]);
const pinSchema = z.object({
  position: z.enum(["top", "bottom"], { error: "Choose top or bottom" }),
  order: z.coerce
    .number({ error: "The order must be a whole number" })
    .int("The order must be a whole number")
    .min(-999, "The order must be between -999 and 999")
    .max(999, "The order must be between -999 and 999"),
});

const failure = (status: number, error: string, fields?: Record<string, string>) => data({ error, fields }, { status });
const notFound = () => failure(404, "No such testimonial.");
const bad = (error: string, fields?: Record<string, string>) => failure(400, error, fields);
const done = (t: Testimonial | undefined, notice: string) => (t ? { notice } : notFound());

export async function moderateTestimonial(id: number, form: FormData) {
  const repo = testimonialsRepository();
  switch (field(form, "intent")) {
    case "approve": {
      const category = categorySchema.safeParse(field(form, "category"));
      if (!category.success) return bad("Choose Love Stories or Life Stories.", { category: "Choose a page" });
      const label = category.data === "love_stories" ? "Love Stories" : "Life Stories";
      const approved = await repo.approve(id, category.data as TestimonialCategory);
      if (!approved) return notFound();
      // A photo on someone else's server (rows from the old backend) is fetched and stored now.
      const photo = await adoptExternalPhoto(id, approved.photoUrl);
      const photoNote =
        photo.status === "stored"
          ? " Its photo was copied to the site."
          : photo.status === "failed"
            ? ` Its photo could not be copied (${photo.reason}): upload it below, or the page shows initials.`
            : "";
      return { notice: `Approved: it now shows on ${label}.${photoNote}` };
    }
    case "hide":
      return done(await repo.hide(id), "Hidden from the public pages.");
    case "edit": {
      const parsed = testimonialSubmissionSchema.safeParse({
        bride_name: field(form, "brideName"),
        groom_name: field(form, "groomName"),
        review_text: field(form, "reviewText"),
        rating: Number(field(form, "rating")),
      });
      if (!parsed.success) {
        const names: Record<string, string> = {
          bride_name: "brideName",
          groom_name: "groomName",
          review_text: "reviewText",
        };
        return bad(
          "Please check the highlighted fields.",
          fieldErrors(parsed.error.issues, { fallback: "form", rename: names }),
        );
      }
      const v = parsed.data;
      const saved = await repo.edit(id, {
        brideName: v.bride_name,
        groomName: v.groom_name,
        reviewText: v.review_text,
        rating: v.rating,
      });
      return done(saved, "Changes saved.");
    }
    case "photo": {
      if (!(await repo.findById(id))) return notFound();
      try {
        const { url } = await storeTestimonialPhoto(form.get("photo"));
        return done(await repo.setPhoto(id, url), "Photo saved.");
      } catch (error) {
        if (error instanceof PhotoError) return failure(error.status, error.message);
        throw error;
      }
    }
    case "remove-photo":
      return done(await repo.setPhoto(id, null), "Photo removed.");
    case "pin": {
      const parsed = pinSchema.safeParse({ position: field(form, "position"), order: field(form, "order") || "0" });
      if (!parsed.success) return bad(parsed.error.issues[0]?.message ?? "Check the pin.");
      return done(
        await repo.pin(id, parsed.data.position, parsed.data.order),
        `Pinned to the ${parsed.data.position}.`,
      );
    }
    case "unpin":
      return done(await repo.unpin(id), "Unpinned.");
    case "delete": {
      if (!(await repo.remove(id))) return notFound();
      return redirect("/admin/testimonials?deleted=1");
    }
    default:
      return bad("Unknown action.");
  }
}
