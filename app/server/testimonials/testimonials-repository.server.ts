import type { Kysely, Updateable } from "kysely";
import type { PinPosition, Testimonial, TestimonialCategory } from "~/shared/testimonials/testimonial";
import { db as sharedDb, toBool, toIso } from "../db/db.server";
import type { Database, TestimonialRow, TestimonialsTable } from "../db/schema";
import { orderTestimonials } from "./testimonial-order";

/**
 * Testimonials data access. Public submissions are always stored pending, with no category.
 *
 * Stable API (the studio admin depends on it):
 *   submit(input)                 → Testimonial          a pending row (not approved, not hidden, no category)
 *   findById(id)                  → Testimonial | undefined
 *   listApproved(category)        → Testimonial[]        public page rows, in page order (see orderTestimonials)
 *   listByState(state)            → Testimonial[]        "waiting" | "approved" | "hidden"; approved in page
 *                                                        order per category (love, life, none), others newest first
 *   approve(id, category)         → Testimonial | undefined  approved, shown on that category's page, un-hidden
 *   hide(id)                      → Testimonial | undefined  withdrawn from the public pages (not deleted)
 *   edit(id, fields)              → Testimonial | undefined  brideName, groomName, reviewText, rating
 *   pin(id, "top"|"bottom", order)→ Testimonial | undefined  order: an integer, lower shows first
 *   unpin(id)                     → Testimonial | undefined
 *   setPhoto(id, photoUrl | null) → Testimonial | undefined
 *   remove(id)                    → boolean              true when a row was deleted
 * Every mutation answers undefined (or false) for an unknown id. Validate input first: the
 * bounds live in testimonial-input.ts; the database refuses only a rating outside 1–5.
 * Pass a transaction as `db` to write together with something else (e.g. the outbox).
 */

export type ModerationState = "waiting" | "approved" | "hidden";
export type { PinPosition, Testimonial, TestimonialCategory };

export interface NewTestimonial {
  brideName: string;
  groomName: string | null;
  reviewText: string;
  rating: number;
}

export type TestimonialEdit = NewTestimonial;

const CATEGORY_ORDER: readonly (TestimonialCategory | null)[] = ["love_stories", "life_stories", null];

export function testimonialsRepository(db: Kysely<Database> = sharedDb()) {
  const update = async (id: number, values: Updateable<TestimonialsTable>) => {
    const row = await db.updateTable("testimonials").set(values).where("id", "=", id).returningAll().executeTakeFirst();
    return row && toTestimonial(row);
  };

  return {
    async submit(input: NewTestimonial): Promise<Testimonial> {
      const row = await db
        .insertInto("testimonials")
        .values({
          bride_name: input.brideName,
          groom_name: input.groomName,
          review_text: input.reviewText,
          rating: input.rating,
          is_approved: false,
          hidden: false,
          category: null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toTestimonial(row);
    },

    async findById(id: number): Promise<Testimonial | undefined> {
      const row = await db.selectFrom("testimonials").selectAll().where("id", "=", id).executeTakeFirst();
      return row && toTestimonial(row);
    },

    /** Approved rows of one category, in public page order (SPEC.md §7 + DECISIONS.md §3 pins). */
    async listApproved(category: TestimonialCategory): Promise<Testimonial[]> {
      const rows = await db
        .selectFrom("testimonials")
        .selectAll()
        .where("is_approved", "=", true)
        .where("hidden", "=", false)
        .where("category", "=", category)
        .execute();
      return orderTestimonials(rows.map(toTestimonial));
    },

    async listByState(state: ModerationState): Promise<Testimonial[]> {
      let query = db.selectFrom("testimonials").selectAll();
      if (state === "hidden") query = query.where("hidden", "=", true);
      else query = query.where("hidden", "=", false).where("is_approved", "=", state === "approved");
      const rows = (await query.execute()).map(toTestimonial);
      if (state !== "approved") return orderTestimonials(rows.map((r) => ({ ...r, pinPosition: null })));
      return CATEGORY_ORDER.flatMap((category) => orderTestimonials(rows.filter((r) => r.category === category)));
    },

    approve(id: number, category: TestimonialCategory) {
      return update(id, { is_approved: true, hidden: false, category });
    },

    hide(id: number) {
      return update(id, { is_approved: false, hidden: true });
    },

    edit(id: number, fields: TestimonialEdit) {
      return update(id, {
        bride_name: fields.brideName,
        groom_name: fields.groomName,
        review_text: fields.reviewText,
        rating: fields.rating,
      });
    },

    async pin(id: number, position: PinPosition, order: number) {
      if (!Number.isInteger(order)) throw new RangeError("pin order must be an integer");
      return update(id, { pin_position: position, pin_order: order });
    },

    unpin(id: number) {
      return update(id, { pin_position: null, pin_order: null });
    },

    setPhoto(id: number, photoUrl: string | null) {
      return update(id, { photo_url: photoUrl });
    },

    async remove(id: number): Promise<boolean> {
      const result = await db.deleteFrom("testimonials").where("id", "=", id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}

export function toTestimonial(row: TestimonialRow): Testimonial {
  return {
    id: Number(row.id),
    brideName: row.bride_name,
    groomName: row.groom_name,
    reviewText: row.review_text,
    rating: Number(row.rating),
    isApproved: toBool(row.is_approved),
    category: row.category === "love_stories" || row.category === "life_stories" ? row.category : null,
    photoUrl: row.photo_url,
    createdAt: toIso(row.created_at),
    hidden: toBool(row.hidden),
    pinPosition: row.pin_position === "top" || row.pin_position === "bottom" ? row.pin_position : null,
    pinOrder: row.pin_order === null ? null : Number(row.pin_order),
  };
}
