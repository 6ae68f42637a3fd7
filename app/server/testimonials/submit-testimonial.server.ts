import type { Kysely } from "kysely";
import { db as sharedDb } from "../db/db.server";
import type { Database } from "../db/schema";
import { env } from "../env.server";
import { enqueueMail } from "../mail/outbox.server";
import type { TestimonialSubmission } from "./testimonial-input";
import { testimonialsRepository, type Testimonial } from "./testimonials-repository.server";

/**
 * Stores a visitor's review as pending and queues a short notice to the photographer in the same
 * transaction, so a review is never stored without its notice (nor a notice sent for nothing).
 */
export async function submitTestimonial(
  input: TestimonialSubmission,
  db: Kysely<Database> = sharedDb(),
): Promise<Testimonial> {
  return db.transaction().execute(async (trx) => {
    const saved = await testimonialsRepository(trx).submit({
      brideName: input.bride_name,
      groomName: input.groom_name,
      reviewText: input.review_text,
      rating: input.rating,
    });
    const config = env();
    const signature = saved.groomName ? `${saved.brideName} + ${saved.groomName}` : saved.brideName;
    await enqueueMail(
      {
        kind: "review",
        to: config.SITE_EMAIL,
        subject: `New review from ${signature} (${saved.rating}/5)`,
        text: [
          `${signature} left a ${saved.rating}-star review. It is waiting for your approval and is not public yet.`,
          "",
          saved.reviewText,
          "",
          `Approve or hide it in the studio admin: ${config.SITE_URL}/admin`,
        ].join("\n"),
        related: { type: "testimonial", id: saved.id },
      },
      trx,
    );
    return saved;
  });
}
