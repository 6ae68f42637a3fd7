import type { Generated, Insertable, Selectable } from "kysely";

// The database's tables, one interface per concern. A later migration that adds a table
// adds its interface here and to `Database`.

export interface TestimonialsTable {
  id: Generated<number>;
  bride_name: string;
  groom_name: string | null;
  review_text: string;
  rating: number;
  is_approved: Generated<boolean>;
  category: string | null;
  photo_url: string | null;
  created_at: Generated<string | Date>;
}

export type OutboxStatus = "pending" | "sending" | "sent" | "dead";

export interface OutboxTable {
  id: Generated<number>;
  kind: string;
  to_address: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  html_body: string | null;
  related_type: string | null;
  related_id: number | null;
  status: Generated<OutboxStatus>;
  attempts: Generated<number>;
  next_attempt_at: Generated<string | Date>;
  lease_until: string | Date | null;
  last_error: string | null;
  created_at: Generated<string | Date>;
  sent_at: string | Date | null;
}

export interface RateLimitsTable {
  key: string;
  window_start: number;
  hits: number;
}

export interface Database {
  testimonials: TestimonialsTable;
  outbox: OutboxTable;
  rate_limits: RateLimitsTable;
}

export type TestimonialRow = Selectable<TestimonialsTable>;
export type NewTestimonialRow = Insertable<TestimonialsTable>;
