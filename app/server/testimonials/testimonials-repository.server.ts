import type { Kysely } from "kysely";
import { db as sharedDb, toBool, toIso } from "../db/db.server";
import type { Database, TestimonialRow } from "../db/schema";

export type TestimonialCategory = "love_stories" | "life_stories";

export interface Testimonial {
  id: number;
  brideName: string;
  groomName: string | null;
  reviewText: string;
  rating: number;
  isApproved: boolean;
  category: TestimonialCategory | null;
  photoUrl: string | null;
  createdAt: string;
}

export interface NewTestimonial {
  brideName: string;
  groomName: string | null;
  reviewText: string;
  rating: number;
}

/** Testimonials data access. Public submissions are always stored pending, with no category. */
export function testimonialsRepository(db: Kysely<Database> = sharedDb()) {
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

    /** Approved rows of one category, newest first (SPEC.md §7). */
    async listApproved(category: TestimonialCategory): Promise<Testimonial[]> {
      const rows = await db
        .selectFrom("testimonials")
        .selectAll()
        .where("is_approved", "=", true)
        .where("category", "=", category)
        .orderBy("created_at", "desc")
        .orderBy("id", "desc")
        .execute();
      return rows.map(toTestimonial);
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
  };
}
