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
  /** Migration 0005: moderation. "top"/"bottom" pins order the public page; hidden rows never show. */
  pin_position: "top" | "bottom" | null;
  pin_order: number | null;
  hidden: Generated<boolean>;
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

/** Migration 0006: the studio admin's accounts, sessions and uploaded photos. */
export interface AdminUsersTable {
  id: Generated<number>;
  email: string;
  password_hash: string;
  created_at: Generated<string | Date>;
}

export interface AdminSessionsTable {
  /** sha256 (hex) of the cookie's token, never the token itself. */
  id: string;
  user_id: number;
  csrf_secret: string;
  expires_at: string | Date;
  created_at: Generated<string | Date>;
}

export interface AdminPhotosTable {
  hash: string;
  format: string;
  content_type: string;
  bytes: Buffer;
  created_at: Generated<string | Date>;
}

export type EnquiryKind = "contact" | "inquiry";
export type EnquiryStatus = "new" | "handled";

export interface EnquiriesTable {
  id: Generated<number>;
  kind: EnquiryKind;
  name: string;
  email: string;
  phone: string | null;
  session_type: string | null;
  /** The home form's "date" or the inquiry's "dateTimeframe": free text either way. */
  date_text: string | null;
  location: string | null;
  how_found: string | null;
  /** The home form's "message" or the inquiry's "story". */
  message: string;
  additional_notes: string | null;
  status: Generated<EnquiryStatus>;
  handled_at: string | Date | null;
  created_at: Generated<string | Date>;
}

export type OrderStatus = "pending" | "paid" | "in_production" | "shipped" | "delivered" | "refunded" | "failed";

export interface OrdersTable {
  id: Generated<number>;
  status: Generated<OrderStatus>;
  total_cents: number;
  currency: Generated<string>;
  payment_provider: string;
  payment_session_id: string | null;
  access_token: string;
  customer_email: string | null;
  shipping_name: string | null;
  /** JSON of the shipping address as the payment provider collected it. */
  shipping_address: string | null;
  tracking_url: string | null;
  created_at: Generated<string | Date>;
  updated_at: Generated<string | Date>;
  paid_at: string | Date | null;
}

export interface OrderLinesTable {
  id: Generated<number>;
  order_id: number;
  position: number;
  cart_id: string;
  title: string;
  size: string;
  unit_cents: number;
  quantity: number;
  note: string | null;
}

export interface Database {
  testimonials: TestimonialsTable;
  outbox: OutboxTable;
  rate_limits: RateLimitsTable;
  enquiries: EnquiriesTable;
  admin_users: AdminUsersTable;
  admin_sessions: AdminSessionsTable;
  admin_photos: AdminPhotosTable;
  orders: OrdersTable;
  order_lines: OrderLinesTable;
}

export type TestimonialRow = Selectable<TestimonialsTable>;
export type NewTestimonialRow = Insertable<TestimonialsTable>;
