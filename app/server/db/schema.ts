import type { Generated, Selectable } from "kysely";
import type { Created, EditedContentRow, Timestamp, Timestamped, WithId } from "./row-types";
import type { BookingTables } from "./booking-schema";
import type { ReminderTables } from "./reminders-schema";
import type { CalendarTables } from "./calendar-schema";
import type { QuestionnaireTables } from "./questionnaire-schema";
import type { SchedulerTables } from "./scheduler-schema";

// The database's tables, one interface per concern. A later migration that adds a table
// adds its interface here and to `Database`. The columns many tables share (the id, created_at…)
// come from row-types.ts, as the migration kit (migration-kit.ts) creates them.

export interface TestimonialsTable extends WithId, Created {
  bride_name: string;
  groom_name: string | null;
  review_text: string;
  rating: number;
  is_approved: Generated<boolean>;
  category: string | null;
  photo_url: string | null;
  /** Migration 0005: moderation. "top"/"bottom" pins order the public page; hidden rows never show. */
  pin_position: "top" | "bottom" | null;
  pin_order: number | null;
  hidden: Generated<boolean>;
}

export type OutboxStatus = "pending" | "sending" | "sent" | "dead";

export interface OutboxTable extends WithId, Created {
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
  next_attempt_at: Generated<Timestamp>;
  lease_until: Timestamp | null;
  last_error: string | null;
  sent_at: Timestamp | null;
  /** Migration 0021: JSON [{ filename, contentType, storageKey } | { filename, contentType, content }]. */
  attachments: string | null;
}

export interface RateLimitsTable {
  key: string;
  window_start: number;
  hits: number;
}

/** Migration 0007: sign-in attempts per (account, address), for progressive delays. */
export interface SignInThrottleTable {
  key: string;
  account: string;
  failures: number;
  /** Epoch seconds; PostgreSQL returns bigint as a string. */
  blocked_until: number | string;
  last_attempt: number | string;
}

/** Migration 0006: the studio admin's accounts, sessions and uploaded photos. */
export interface AdminUsersTable extends WithId, Created {
  email: string;
  password_hash: string;
}

export interface AdminSessionsTable extends Created {
  /** sha256 (hex) of the cookie's token, never the token itself. */
  id: string;
  user_id: number;
  csrf_secret: string;
  expires_at: Timestamp;
}

export interface AdminPhotosTable extends Created {
  hash: string;
  format: string;
  content_type: string;
  bytes: Buffer;
}

export type EnquiryKind = "contact" | "inquiry";
export type EnquiryStatus = "new" | "handled";

export interface EnquiriesTable extends WithId, Created {
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
  handled_at: Timestamp | null;
}

export type OrderStatus = "pending" | "paid" | "in_production" | "shipped" | "delivered" | "refunded" | "failed";

export interface OrdersTable extends WithId, Timestamped {
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
  paid_at: Timestamp | null;
  /** Migration 0030 (decision 044): what the order charged besides its lines. */
  shipping_cents: Generated<number>;
  tax_cents: Generated<number>;
  tax_rate_millis: Generated<number>;
  shipping_choice: Generated<"ship" | "pickup" | null>;
  /** Migration 0031 (decision 045): the coupon applied and what it took off the lines. */
  coupon_code: Generated<string | null>;
  discount_cents: Generated<number>;
  /** Migration 0032 (decision 046): the gift card that paid part or all of the order, and how much. */
  gift_card_code: Generated<string | null>;
  gift_card_cents: Generated<number>;
  /** Migration 0033 (decision 047): the provider's charge (Stripe's payment_intent), to refund it… */
  payment_ref: Generated<string | null>;
  /** …and the sum of the order's refunds (pending or given), written by a conditional UPDATE only. */
  refunded_cents: Generated<number>;
}

/** Migration 0032 (decision 046): gift cards; balance_cents is the sum of the card's ledger. */
export interface GiftCardsTable extends WithId, Timestamped {
  code: string;
  amount_cents: number;
  balance_cents: number;
  recipient_name: string;
  recipient_email: string;
  message: Generated<string>;
  issued_by: string;
  status: Generated<"active" | "cancelled">;
  /** Migration 0037 (decision 051): the shop order that bought it, and its line; null when she issued it. */
  order_id: Generated<number | null>;
  order_line_position: Generated<number | null>;
  /** Migration 0037: the buyer's name, "From" on the card; '' when she issued it. */
  from_name: Generated<string>;
}

export type GiftCardEntryKind = "issued" | "redeemed" | "released" | "refunded" | "cancelled";

/** One movement of a card's value: + issued and released, − redeemed and cancelled. */
export interface GiftCardEntriesTable extends WithId {
  gift_card_id: number;
  kind: GiftCardEntryKind;
  amount_cents: number;
  order_id: number | null;
  /** A `refunded` entry's refund (order_refunds.id; its order_id is null, the refund names the order). */
  order_refund_id: Generated<number | null>;
  /** Migration 0038: the invoice payment a redemption (or its release) belongs to. */
  payment_id: Generated<number | null>;
  /** Migration 0042: a `refunded` entry's invoice refund (payments.id, kind refund; decision 052). */
  invoice_refund_id: Generated<number | null>;
  note: Generated<string>;
  actor: Generated<string>;
  created_at: Generated<Timestamp>;
}

/** One mailing of a card (the first, or a resend); pdf_key set once its mail is queued. */
export interface GiftCardDeliveriesTable extends WithId {
  gift_card_id: number;
  requested_by: string;
  pdf_key: string | null;
  created_at: Generated<Timestamp>;
}

/** Her gift-card amounts (one row, id 1). */
export interface GiftCardSettingsTable extends Timestamped {
  id: number;
  version: Generated<number>;
  amounts: string;
}

export type OrderRefundStatus = "pending" | "paid" | "failed";

/** Migration 0033 (decision 047): a refund of (part of) a shop order through the provider. */
export interface OrderRefundsTable extends WithId, Timestamped {
  order_id: number;
  status: OrderRefundStatus;
  /** 1: the whole rest of the order (shipping included); 0: chosen lines. */
  full_refund: Generated<number>;
  amount_cents: number;
  /** The sales tax inside amount_cents. */
  tax_cents: Generated<number>;
  /** The shipping inside amount_cents (a full refund only). */
  shipping_cents: Generated<number>;
  provider: string;
  provider_ref: string | null;
  refunded_at: Timestamp | null;
  /** The part of amount_cents put back on the order's gift card (the rest went to the provider). */
  gift_card_cents: Generated<number>;
}

/** What a refund gave back of one order line (its position), in units and cents. */
export interface OrderRefundLinesTable extends WithId {
  refund_id: number;
  position: number;
  quantity: number;
  cents: number;
}

/** Migration 0031 (decision 045): her shop coupons. */
export interface CouponsTable extends WithId, Timestamped {
  version: Generated<number>;
  /** Upper case; matched case-insensitively. */
  code: string;
  kind: "percent" | "amount";
  percent_off: number | null;
  amount_off_cents: number | null;
  /** A shop category, or null for the whole order. */
  category: string | null;
  min_order_cents: number | null;
  /** Arizona dates, YYYY-MM-DD, inclusive. */
  starts_on: string | null;
  ends_on: string | null;
  max_uses: number | null;
  uses: Generated<number>;
  active: Generated<boolean>;
  /** Migration 0038 (decision 052): where buyers can enter it. */
  usable_on: Generated<CouponUsableOn>;
}

export type CouponUsableOn = "shop" | "invoices" | "both";

/** One use of a coupon on a booking invoice, held by the payment it was claimed for. */
export interface CouponInvoiceUsesTable extends WithId {
  coupon_id: number;
  payment_id: number;
}

/** One use of a coupon, held by the order it was claimed for. */
export interface CouponUsesTable extends WithId {
  coupon_id: number;
  order_id: number;
}

export interface OrderLinesTable extends WithId {
  order_id: number;
  position: number;
  cart_id: string;
  title: string;
  size: string;
  unit_cents: number;
  quantity: number;
  note: string | null;
  /** Migration 0018: the client-gallery photo a print line prints (null for catalogue prints). */
  gallery_photo_id: number | null;
  /** Migration 0018: the library photo (media_photos.id) of a gallery print; kept after the gallery goes. */
  print_photo_id: number | null;
  /** Migration 0033 (decision 047): JSON {x, y, w, h}, fractions of the photo, the crop she chose for the lab. */
  crop: Generated<string | null>;
  /** Migration 0037 (decision 051): JSON of the gift card this line sells (amount, recipient, message, from). */
  gift_card: Generated<string | null>;
  /** Migration 0041: the product's picture key when sold (null before, and for gallery prints). */
  image_key: Generated<string | null>;
  /** Migration 0041: the product's shop category when sold (null before, and for gallery prints). */
  category: Generated<string | null>;
}

export type JobState = "queued" | "running" | "done" | "dead";

/** Migration 0009: durable background jobs (app/server/jobs). */
export interface JobsTable extends WithId, Created {
  kind: string;
  /** JSON. */
  payload: string;
  state: Generated<JobState>;
  attempts: Generated<number>;
  run_after: Generated<Timestamp>;
  lease_until: Timestamp | null;
  last_error: string | null;
  finished_at: Timestamp | null;
}

/** Migration 0010: the media library (app/server/media). */
export interface MediaPhotosTable extends WithId, Timestamped {
  sha256: string;
  md5: string;
  filename: string;
  bytes: number | string;
  content_type: string;
  /** Storage key of the private original; null for bundled photos. */
  original_key: string | null;
  source: Generated<"upload" | "bundled" | "testimonial" | "gallery">;
  state: Generated<"queued" | "processing" | "ready" | "failed">;
  failure_reason: string | null;
  width: number | null;
  height: number | null;
  alt_text: Generated<string>;
  camera: string | null;
  lens: string | null;
  /** As the camera wrote it, ISO 8601 without a zone when the camera gave none. */
  captured_at: string | null;
  placeholder: string | null;
  dominant_color: string | null;
}

export interface MediaVariantsTable extends WithId {
  photo_id: number;
  format: "avif" | "webp" | "jpeg";
  width: number;
  height: number;
  bytes: Generated<number>;
  /** Public path: /media/<hash>-<width>.<ext>, or /img/… for bundled photos. */
  path: string;
  /** Storage key of the file; null for bundled photos (their files belong to the build). */
  storage_key: string | null;
}

/** Migration 0011: which library photo a testimonial photo URL (/media/testimonials/<hash>.jpg) is. */
export interface TestimonialPhotoLinksTable {
  hash: string;
  /** Null while an old database blob waits to be carried into the library at start-up. */
  photo_id: number | null;
  created_at: Generated<string>;
}

/** Migration 0013: owner-editable content (app/server/content), one row each (id 1). */
export interface SiteSettingsTable extends EditedContentRow {
  site_name: string;
  contact_email: string;
  social_url: string;
  social_label: string;
  google_reviews_url: string;
  wedding_reviews_url: string;
  booking_url: string;
  album_project_url: string;
  welcome_video_url: string;
  /** Migration 0021: sales tax on session fees, percent × 1000 (8.6 % is 8600). */
  sales_tax_rate_millis: Generated<number>;
  /** Migration 0030: shipping and sales tax in the shop (decision 044); money in cents. */
  shop_tax_enabled: Generated<boolean>;
  shop_tax_shipping: Generated<boolean>;
  /** Null: shipping is not charged. */
  shipping_flat_cents: Generated<number | null>;
  shipping_per_extra_cents: Generated<number>;
  /** Null: no free-shipping threshold. */
  shipping_free_over_cents: Generated<number | null>;
  pickup_enabled: Generated<boolean>;
  pickup_note: Generated<string>;
  /** Migration 0033 (decision 047): the studio's address on packing slips, lines separated by newlines. */
  studio_address: Generated<string>;
}

export interface HomeTextsTable extends EditedContentRow {
  /** JSON: [{ heading, detail }]. */
  availability: string;
  about_text: string;
  based_in: string;
  service_area: string;
}

/** Migration 0015: the home page's photo lists, one row each (hero, featured, about), items as JSON. */
export interface HomeMediaTable extends EditedContentRow {
  list: string;
  /** JSON, checked by app/shared/content/home-media.schema.ts. */
  items: string;
}

/**
 * Migration 0034: a design or shop image slot (app/catalogue/image-slots.ts) shown with a library
 * photo instead of its built-in one; photo_id null = the built-in photo again (decision 048).
 */
export interface DesignPhotosTable extends WithId {
  version: Generated<number>;
  slot_key: string;
  photo_id: number | null;
  alt_text: Generated<string>;
  updated_at: Generated<Timestamp>;
}

/** Who changed what, when: written by every content editor in the same transaction as its change. */
export interface ActivityLogTable extends WithId, Created {
  actor_email: string;
  area: string;
  summary: string;
}

/** Migration 0016: the blog article, one row (id 1); venues as JSON (app/server/content/blog-article.server.ts). */
export interface BlogArticleTable extends EditedContentRow {
  title: string;
  description: string;
  hero_photo_id: number | null;
  intro: string;
  toc_heading: string;
  venues: string;
  closing_heading: string;
  closing: string;
}

/** Migration 0017: the INVESTMENT section, one row (id 1); lists as JSON (app/server/content/investment.server.ts). */
export interface InvestmentContentTable extends EditedContentRow {
  wedding_packages: string;
  wedding_includes: string;
  wedding_add_ons: string;
  family_packages: string;
  family_note: string;
  additional_services: string;
  travel_notes: string;
}

/** Migration 0035: the shop's three price sheets (app/server/shop/price-sheets.server.ts), one row (id 1). */
export interface ShopPricesTable extends EditedContentRow {
  /** JSON: [{ size, cents }]. */
  prints: string;
  /** JSON: [{ size, cents, pages }]. */
  photo_album: string;
  /** JSON: [{ size, name, cents, pages }]. */
  wedding_album: string;
  /** JSON: [{ title, cents, unit? }]. */
  wedding_album_extras: string;
}

/** Migration 0043: a price sheet she names herself ("Canvas"), chosen by products (decision 054). */
export interface ShopPriceSheetsTable extends WithId {
  version: Generated<number>;
  name: string;
  /** JSON: [{ size, cents }]. */
  sizes: string;
  position: number;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
}

/** Migration 0036: the shop's products (decision 050), the id being the URL slug. */
export interface ShopProductsTable {
  id: string;
  version: Generated<number>;
  category: string;
  title: string;
  description: string;
  /** JSON: the "Product Information" bullets. */
  information: string;
  image_key: string | null;
  photo_id: number | null;
  price_source: string;
  /** JSON: [{ size, cents }]. */
  own_sizes: Generated<string>;
  /** Migration 0043: her named price sheet when price_source is "sheet" (decision 054), else null. */
  price_sheet_id: number | null;
  position: number;
  status: string;
  created_at: Generated<Timestamp>;
  updated_at: Generated<Timestamp>;
}

/** Migration 0014: the eight portfolios (app/server/content/portfolios.server.ts), one row per slug. */
export interface PortfoliosTable extends WithId {
  slug: string;
  version: Generated<number>;
  title: string;
  heading: string;
  subtitle: string;
  card_text: string;
  description: string;
  cover_photo_id: number | null;
  updated_at: Generated<Timestamp>;
}

/** A portfolio's photos: library photos, in `position` order (dense, from 0). */
export interface PortfolioPhotosTable extends WithId {
  portfolio_id: number;
  photo_id: number;
  position: number;
  alt_text: Generated<string>;
  caption: Generated<string>;
}

/** Migration 0012: one row (id 1), bumped by triggers on every content table (content-version-triggers.ts). */
export interface ContentVersionTable {
  id: number;
  /** PostgreSQL returns bigint as a string. */
  version: number | string;
}

/** Migration 0018: client galleries (app/server/galleries). */
export type DownloadLevel = "none" | "web" | "full";

export interface GalleriesTable extends WithId, Timestamped {
  slug: string;
  version: Generated<number>;
  title: string;
  client_name: string;
  client_email: string;
  /** "YYYY-MM-DD". */
  session_date: string | null;
  cover_photo_id: number | null;
  access_code_hash: string;
  published_at: Timestamp | null;
  /** "YYYY-MM-DD": closes at the end of that day, Phoenix time. */
  expires_on: string | null;
  downloads: Generated<DownloadLevel>;
  prints_allowed: Generated<boolean>;
  watermark: Generated<boolean>;
}

export interface GallerySetsTable extends WithId {
  gallery_id: number;
  title: string;
  position: number;
  /** Null: as the gallery allows. */
  downloads: DownloadLevel | null;
}

export interface GalleryPhotosTable extends WithId {
  gallery_id: number;
  set_id: number | null;
  photo_id: number;
  position: number;
  /** 32 hex digits made by the database (0019): what a print in the cart names the photo by. */
  print_key: Generated<string>;
}

/** The wrong access codes of a gallery, counted across every address (0019, decision 027). */
export interface GalleryCodeGuardTable {
  gallery_id: number;
  window_start: number;
  window_seconds: Generated<number>;
  claims: number;
  alerted_at: number | null;
}

export interface GalleryFavouriteListsTable extends WithId, Timestamped {
  gallery_id: number;
  person_name: string;
  list_name: string;
  submitted_at: Timestamp | null;
}

export interface GalleryFavouritesTable extends WithId, Created {
  list_id: number;
  gallery_photo_id: number;
  note: Generated<string>;
}

export interface GalleryDownloadsTable extends WithId, Created {
  gallery_id: number;
  visitor: string | null;
  scope: "photo" | "set" | "gallery";
  gallery_photo_id: number | null;
  set_id: number | null;
  size: "web" | "full";
  files: number;
  address: string | null;
}

export interface GalleryRemindersTable {
  gallery_id: number;
  kind: "7d" | "1d";
  expires_on: string;
  sent_at: Generated<Timestamp>;
}

export interface AppSecretsTable {
  name: string;
  value: string;
}

/** Migration 0020: backups (app/server/backup). A row per night the nightly backup was queued for. */
export interface BackupNightsTable {
  /** "YYYY-MM-DD" in Phoenix: the primary key makes "once a night" hold across instances. */
  night: string;
  queued_at: Generated<Timestamp>;
}

export type BackupRunState = "running" | "done" | "failed";

/** Every backup run, nightly or by `npm run backup`: what the dashboard reports. */
export interface BackupRunsTable extends WithId {
  started_by: "schedule" | "command";
  night: string | null;
  /** The folder or s3:// address (no credentials: those come from the environment). */
  destination: string;
  state: Generated<BackupRunState>;
  snapshot_id: string | null;
  /** Photo files in the snapshot and the snapshot's whole size (database included). */
  files: number | null;
  /** PostgreSQL returns bigint as a string. */
  bytes: number | string | null;
  copied_files: number | null;
  copied_bytes: number | string | null;
  error: string | null;
  started_at: Generated<Timestamp>;
  finished_at: Timestamp | null;
}

export interface Database extends BookingTables, CalendarTables, ReminderTables, QuestionnaireTables, SchedulerTables {
  testimonials: TestimonialsTable;
  outbox: OutboxTable;
  rate_limits: RateLimitsTable;
  sign_in_throttle: SignInThrottleTable;
  enquiries: EnquiriesTable;
  admin_users: AdminUsersTable;
  admin_sessions: AdminSessionsTable;
  admin_photos: AdminPhotosTable;
  orders: OrdersTable;
  order_lines: OrderLinesTable;
  coupons: CouponsTable;
  coupon_uses: CouponUsesTable;
  coupon_invoice_uses: CouponInvoiceUsesTable;
  gift_cards: GiftCardsTable;
  gift_card_entries: GiftCardEntriesTable;
  gift_card_deliveries: GiftCardDeliveriesTable;
  gift_card_settings: GiftCardSettingsTable;
  order_refunds: OrderRefundsTable;
  order_refund_lines: OrderRefundLinesTable;
  jobs: JobsTable;
  media_photos: MediaPhotosTable;
  media_variants: MediaVariantsTable;
  testimonial_photo_links: TestimonialPhotoLinksTable;
  site_settings: SiteSettingsTable;
  home_texts: HomeTextsTable;
  home_media: HomeMediaTable;
  design_photos: DesignPhotosTable;
  activity_log: ActivityLogTable;
  content_version: ContentVersionTable;
  blog_article: BlogArticleTable;
  investment_content: InvestmentContentTable;
  shop_prices: ShopPricesTable;
  shop_products: ShopProductsTable;
  shop_price_sheets: ShopPriceSheetsTable;
  portfolios: PortfoliosTable;
  portfolio_photos: PortfolioPhotosTable;
  galleries: GalleriesTable;
  gallery_sets: GallerySetsTable;
  gallery_photos: GalleryPhotosTable;
  gallery_code_guard: GalleryCodeGuardTable;
  gallery_favourite_lists: GalleryFavouriteListsTable;
  gallery_favourites: GalleryFavouritesTable;
  gallery_downloads: GalleryDownloadsTable;
  gallery_reminders: GalleryRemindersTable;
  app_secrets: AppSecretsTable;
  backup_nights: BackupNightsTable;
  backup_runs: BackupRunsTable;
}

export type TestimonialRow = Selectable<TestimonialsTable>;
