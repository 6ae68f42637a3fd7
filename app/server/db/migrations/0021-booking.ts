import { addContentVersionTriggers } from "../content-version-triggers";
import type { AppMigration } from "../dialect";
import { belongsTo, createdAt, createIndex, nowDefault, timestamps, timestampType, withId } from "../migration-kit";

// Booking (issue 28, docs/decisions/032-booking.md): clients and their timeline, the services she
// sells (the public Investment section's packages and add-ons, priced in integer cents), contract
// templates, proposals sent by an unguessable link, the signatures (never changed once written),
// the invoices of a proposal's payment schedule and the payments against them. Designed for the
// next issue too: an invoice need not belong to a proposal (one-off invoices), payments carry a
// method so payments made outside the site and refunds fit the same ledger.
export const booking: AppMigration = {
  name: "0021-booking",
  async up(db, ctx) {
    await withId(db.schema.createTable("clients"), ctx)
      .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
      /** "Anna & Ben Ruiz", "The Nguyen family": how she and her mails address them. */
      .addColumn("names", "text", (c) => c.notNull())
      .addColumn("email", "text", (c) => c.notNull())
      /** A second address (the partner's), optional. */
      .addColumn("other_email", "text")
      .addColumn("phone", "text")
      .addColumn("notes", "text", (c) => c.notNull().defaultTo(""))
      /** new | proposal_sent | booked | completed | lost */
      .addColumn("status", "text", (c) => c.notNull().defaultTo("new"))
      .addColumn("lost_reason", "text")
      /** The enquiry the client was made from (one client per enquiry). */
      .addColumn("enquiry_id", "integer", (c) => c.unique().references("enquiries.id").onDelete("set null"))
      .$call(timestamps(ctx))
      .execute();
    await createIndex(db, "clients_status_idx", "clients", ["status", "updated_at"]);
    await createIndex(db, "clients_email_idx", "clients", ["email"]);

    // The timeline: one row per thing that happened, written in the same transaction as the change.
    await withId(db.schema.createTable("client_events"), ctx)
      .addColumn("client_id", "integer", belongsTo("clients"))
      /** A ClientEventKind (app/server/clients/client-events.server.ts). */
      .addColumn("kind", "text", (c) => c.notNull())
      /** One plain sentence for the timeline. */
      .addColumn("summary", "text", (c) => c.notNull())
      /** The row it is about ("proposal", 12), so the timeline can link to it. */
      .addColumn("related_type", "text")
      .addColumn("related_id", "integer")
      .$call(createdAt(ctx))
      .execute();
    await createIndex(db, "client_events_timeline_idx", "client_events", ["client_id", "created_at"]);

    // What she sells for sessions: the Investment section's packages, add-ons and additional
    // services, shown on the public page from these rows and copied into proposals.
    await withId(db.schema.createTable("services"), ctx)
      /** wedding_package | wedding_add_on | family_package | additional_service */
      .addColumn("section", "text", (c) => c.notNull())
      .addColumn("position", "integer", (c) => c.notNull())
      .addColumn("title", "text", (c) => c.notNull())
      .addColumn("subtitle", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("description", "text", (c) => c.notNull().defaultTo(""))
      /** JSON: ["line", …] (the package's feature list). */
      .addColumn("features", "text", (c) => c.notNull().defaultTo("[]"))
      .addColumn("price_cents", "integer", (c) => c.notNull())
      /** Shown after the price ("/hour"), or "". */
      .addColumn("price_unit", "text", (c) => c.notNull().defaultTo(""))
      /** "Starting at" / "from" prices. */
      .addColumn("price_is_from", "boolean", (c) => c.notNull().defaultTo(false))
      .addColumn("taxable", "boolean", (c) => c.notNull().defaultTo(true))
      /** The album add-on links to the album project (SPEC §9). */
      .addColumn("links_to_album_project", "boolean", (c) => c.notNull().defaultTo(false))
      .$call(timestamps(ctx))
      .execute();
    await createIndex(db, "services_order_idx", "services", ["section", "position"]);
    await addContentVersionTriggers(db, ctx.dialect, "services");

    // Sales tax on session fees: percent × 1000 (8.6 % is 8600), set in Site settings.
    await db.schema
      .alterTable("site_settings")
      .addColumn("sales_tax_rate_millis", "integer", (c) => c.notNull().defaultTo(0))
      .execute();

    await withId(db.schema.createTable("contract_templates"), ctx)
      .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
      .addColumn("name", "text", (c) => c.notNull())
      /** Markdown with merge fields ({client_names}, …); raw HTML refused when saved. */
      .addColumn("body", "text", (c) => c.notNull())
      /** A seeded sample: listed on the go-live checklist until she edits or deletes it. */
      .addColumn("is_sample", "boolean", (c) => c.notNull().defaultTo(false))
      .$call(timestamps(ctx))
      .execute();

    await withId(db.schema.createTable("proposals"), ctx)
      .addColumn("client_id", "integer", belongsTo("clients"))
      /** The booking link's secret (32 random bytes, base64url). */
      .addColumn("token", "text", (c) => c.notNull().unique())
      /** Optimistic-lock version of the editor. */
      .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
      /** What the client signs: bumped when a sent or signed proposal is edited (sign again). */
      .addColumn("revision", "integer", (c) => c.notNull().defaultTo(1))
      /** draft | sent | signed | booked | withdrawn */
      .addColumn("status", "text", (c) => c.notNull().defaultTo("draft"))
      .addColumn("title", "text", (c) => c.notNull())
      /** "YYYY-MM-DD" and "HH:MM", Arizona time (no daylight saving). */
      .addColumn("session_date", "text")
      .addColumn("session_time", "text")
      .addColumn("session_place", "text", (c) => c.notNull().defaultTo(""))
      /** JSON: ProposalContent (app/shared/booking/proposal-content.ts): packages, extras, discount. */
      .addColumn("content", "text", (c) => c.notNull())
      /** JSON: PaymentSchedule (app/shared/booking/pricing.ts). */
      .addColumn("schedule", "text", (c) => c.notNull())
      /** The rate when it was sent (a later change in Site settings does not reprice it). */
      .addColumn("tax_rate_millis", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("contract_template_id", "integer", (c) => c.references("contract_templates.id").onDelete("set null"))
      /** The contract's Markdown with merge fields, copied from the template and editable. */
      .addColumn("contract_body", "text", (c) => c.notNull().defaultTo(""))
      /** Her message in the e-mail with the link. */
      .addColumn("message", "text", (c) => c.notNull().defaultTo(""))
      /** "YYYY-MM-DD": signable until the end of that day, Arizona time. */
      .addColumn("expires_on", "text", (c) => c.notNull())
      /** Her typed name, applied when she sends. */
      .addColumn("photographer_signature", "text")
      .addColumn("photographer_signed_at", timestampType(ctx))
      .addColumn("sent_at", timestampType(ctx))
      .addColumn("viewed_at", timestampType(ctx))
      .addColumn("signed_at", timestampType(ctx))
      .$call(timestamps(ctx))
      .execute();
    await createIndex(db, "proposals_client_idx", "proposals", ["client_id", "created_at"]);

    // A signature is written once and never updated: what was signed, by whom, when and from where.
    await withId(db.schema.createTable("proposal_signatures"), ctx)
      .addColumn("proposal_id", "integer", belongsTo("proposals"))
      .addColumn("revision", "integer", (c) => c.notNull())
      /** The package she chose (a ProposalContent package key). */
      .addColumn("package_key", "text", (c) => c.notNull())
      /** The contract exactly as signed (merged Markdown) and the priced choice (JSON). */
      .addColumn("contract_text", "text", (c) => c.notNull())
      .addColumn("pricing", "text", (c) => c.notNull())
      /** SHA-256 (hex) of the canonical JSON of { contract_text, pricing, revision, package_key }. */
      .addColumn("sha256", "text", (c) => c.notNull())
      .addColumn("signer_name", "text", (c) => c.notNull())
      /** The drawn signature as a PNG data URL, when she drew one. */
      .addColumn("drawn_signature", "text")
      .addColumn("photographer_signature", "text", (c) => c.notNull())
      /** JSON: [{ step, at, ip, userAgent }] (viewed, consented, signed). */
      .addColumn("audit", "text", (c) => c.notNull())
      .addColumn("signed_ip", "text")
      .addColumn("signed_user_agent", "text")
      .addColumn("signed_at", timestampType(ctx), nowDefault(ctx))
      /** The PDF's storage key once the job made it. */
      .addColumn("pdf_key", "text")
      .addUniqueConstraint("proposal_signatures_once", ["proposal_id", "revision"])
      .execute();

    await withId(db.schema.createTable("invoices"), ctx)
      .addColumn("client_id", "integer", belongsTo("clients"))
      /** Null for a one-off invoice. */
      .addColumn("proposal_id", "integer", (c) => c.references("proposals.id").onDelete("set null"))
      .addColumn("signature_id", "integer", (c) => c.references("proposal_signatures.id"))
      .addColumn("position", "integer", (c) => c.notNull())
      .addColumn("label", "text", (c) => c.notNull())
      .addColumn("amount_cents", "integer", (c) => c.notNull())
      /** The part of amount_cents that is sales tax (shown as in the proposal). */
      .addColumn("tax_cents", "integer", (c) => c.notNull().defaultTo(0))
      /** "YYYY-MM-DD"; null: due at signing. */
      .addColumn("due_on", "text")
      /** open | paid | void */
      .addColumn("status", "text", (c) => c.notNull().defaultTo("open"))
      .addColumn("paid_at", timestampType(ctx))
      .$call(createdAt(ctx))
      .execute();
    await createIndex(db, "invoices_client_idx", "invoices", ["client_id", "position"]);
    await createIndex(db, "invoices_proposal_idx", "invoices", ["proposal_id"]);

    await withId(db.schema.createTable("payments"), ctx)
      .addColumn("invoice_id", "integer", (c) => c.notNull().references("invoices.id"))
      .addColumn("client_id", "integer", belongsTo("clients"))
      .addColumn("amount_cents", "integer", (c) => c.notNull())
      .addColumn("currency", "text", (c) => c.notNull().defaultTo("usd"))
      /** card | cash | check | transfer */
      .addColumn("method", "text", (c) => c.notNull())
      /** stripe | test | null (outside the site) */
      .addColumn("provider", "text")
      /** The checkout session: unique, so a replayed confirmation finds the same payment. */
      .addColumn("provider_session_id", "text", (c) => c.unique())
      /** pending | paid | failed */
      .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
      .addColumn("note", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("paid_at", timestampType(ctx))
      .$call(createdAt(ctx))
      .execute();
    await createIndex(db, "payments_invoice_idx", "payments", ["invoice_id", "status"]);

    // Mail attachments (the signed contract's PDF, the session's .ics): JSON
    // [{ filename, contentType, storageKey } | { filename, contentType, content }] read when sending.
    await db.schema.alterTable("outbox").addColumn("attachments", "text").execute();
  },
};
