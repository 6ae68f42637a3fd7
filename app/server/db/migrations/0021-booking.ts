import { addContentVersionTriggers } from "../content-version-triggers";
import type { AppMigration } from "../dialect";
import { boolean, createdAt, identity, integer, text, timestamp, timestamps } from "../migration-columns";
import { createIndex, createTable } from "../migration-kit";

// Booking (issue 28, docs/decisions/032-booking.md): clients and their timeline, the services she
// sells (the public Investment section's packages and add-ons, priced in integer cents), contract
// templates, proposals sent by an unguessable link, the signatures (never changed once written),
// the invoices of a proposal's payment schedule and the payments against them. Designed for the
// next issue too: an invoice need not belong to a proposal (one-off invoices), payments carry a
// method so payments made outside the site and refunds fit the same ledger.
export const booking: AppMigration = {
  name: "0021-booking",
  async up(db, ctx) {
    await createTable(db, ctx, "clients", {
      id: identity,
      version: integer.notNull().defaultTo(1),
      /** "Anna & Ben Ruiz", "The Nguyen family": how she and her mails address them. */
      names: text.notNull(),
      email: text.notNull(),
      /** A second address (the partner's), optional. */
      other_email: text,
      phone: text,
      notes: text.notNull().defaultTo(""),
      /** new | proposal_sent | booked | completed | lost */
      status: text.notNull().defaultTo("new"),
      lost_reason: text,
      /** The enquiry the client was made from (one client per enquiry). */
      enquiry_id: integer.unique().references("enquiries.id", "set null"),
      ...timestamps,
    }).execute();
    await createIndex(db, "clients_status_idx", "clients", ["status", "updated_at"]);
    await createIndex(db, "clients_email_idx", "clients", ["email"]);

    // The timeline: one row per thing that happened, written in the same transaction as the change.
    await createTable(db, ctx, "client_events", {
      id: identity,
      client_id: integer.belongsTo("clients"),
      /** A ClientEventKind (app/server/clients/client-events.server.ts). */
      kind: text.notNull(),
      /** One plain sentence for the timeline. */
      summary: text.notNull(),
      /** The row it is about ("proposal", 12), so the timeline can link to it. */
      related_type: text,
      related_id: integer,
      ...createdAt,
    }).execute();
    await createIndex(db, "client_events_timeline_idx", "client_events", ["client_id", "created_at"]);

    // What she sells for sessions: the Investment section's packages, add-ons and additional
    // services, shown on the public page from these rows and copied into proposals.
    await createTable(db, ctx, "services", {
      id: identity,
      /** wedding_package | wedding_add_on | family_package | additional_service */
      section: text.notNull(),
      position: integer.notNull(),
      title: text.notNull(),
      subtitle: text.notNull().defaultTo(""),
      description: text.notNull().defaultTo(""),
      /** JSON: ["line", …] (the package's feature list). */
      features: text.notNull().defaultTo("[]"),
      price_cents: integer.notNull(),
      /** Shown after the price ("/hour"), or "". */
      price_unit: text.notNull().defaultTo(""),
      /** "Starting at" / "from" prices. */
      price_is_from: boolean.notNull().defaultTo(false),
      taxable: boolean.notNull().defaultTo(true),
      /** The album add-on links to the album project (SPEC §9). */
      links_to_album_project: boolean.notNull().defaultTo(false),
      ...timestamps,
    }).execute();
    await createIndex(db, "services_order_idx", "services", ["section", "position"]);
    await addContentVersionTriggers(db, ctx.dialect, "services");

    // Sales tax on session fees: percent × 1000 (8.6 % is 8600), set in Site settings.
    await db.schema
      .alterTable("site_settings")
      .addColumn("sales_tax_rate_millis", "integer", (c) => c.notNull().defaultTo(0))
      .execute();

    await createTable(db, ctx, "contract_templates", {
      id: identity,
      version: integer.notNull().defaultTo(1),
      name: text.notNull(),
      /** Markdown with merge fields ({client_names}, …); raw HTML refused when saved. */
      body: text.notNull(),
      /** A seeded sample: listed on the go-live checklist until she edits or deletes it. */
      is_sample: boolean.notNull().defaultTo(false),
      ...timestamps,
    }).execute();

    await createTable(db, ctx, "proposals", {
      id: identity,
      client_id: integer.belongsTo("clients"),
      /** The booking link's secret (32 random bytes, base64url). */
      token: text.notNull().unique(),
      /** Optimistic-lock version of the editor. */
      version: integer.notNull().defaultTo(1),
      /** What the client signs: bumped when a sent or signed proposal is edited (sign again). */
      revision: integer.notNull().defaultTo(1),
      /** draft | sent | signed | booked | withdrawn */
      status: text.notNull().defaultTo("draft"),
      title: text.notNull(),
      /** "YYYY-MM-DD" and "HH:MM", Arizona time (no daylight saving). */
      session_date: text,
      session_time: text,
      session_place: text.notNull().defaultTo(""),
      /** JSON: ProposalContent (app/shared/booking/proposal-content.ts): packages, extras, discount. */
      content: text.notNull(),
      /** JSON: PaymentSchedule (app/shared/booking/pricing.ts). */
      schedule: text.notNull(),
      /** The rate when it was sent (a later change in Site settings does not reprice it). */
      tax_rate_millis: integer.notNull().defaultTo(0),
      contract_template_id: integer.references("contract_templates.id", "set null"),
      /** The contract's Markdown with merge fields, copied from the template and editable. */
      contract_body: text.notNull().defaultTo(""),
      /** Her message in the e-mail with the link. */
      message: text.notNull().defaultTo(""),
      /** "YYYY-MM-DD": signable until the end of that day, Arizona time. */
      expires_on: text.notNull(),
      /** Her typed name, applied when she sends. */
      photographer_signature: text,
      photographer_signed_at: timestamp,
      sent_at: timestamp,
      viewed_at: timestamp,
      signed_at: timestamp,
      ...timestamps,
    }).execute();
    await createIndex(db, "proposals_client_idx", "proposals", ["client_id", "created_at"]);

    // A signature is written once and never updated: what was signed, by whom, when and from where.
    await createTable(db, ctx, "proposal_signatures", {
      id: identity,
      proposal_id: integer.belongsTo("proposals"),
      revision: integer.notNull(),
      /** The package she chose (a ProposalContent package key). */
      package_key: text.notNull(),
      /** The contract exactly as signed (merged Markdown) and the priced choice (JSON). */
      contract_text: text.notNull(),
      pricing: text.notNull(),
      /** SHA-256 (hex) of the canonical JSON of { contract_text, pricing, revision, package_key }. */
      sha256: text.notNull(),
      signer_name: text.notNull(),
      /** The drawn signature as a PNG data URL, when she drew one. */
      drawn_signature: text,
      photographer_signature: text.notNull(),
      /** JSON: [{ step, at, ip, userAgent }] (viewed, consented, signed). */
      audit: text.notNull(),
      signed_ip: text,
      signed_user_agent: text,
      signed_at: timestamp.notNull().defaultToNow(),
      /** The PDF's storage key once the job made it. */
      pdf_key: text,
    })
      .addUniqueConstraint("proposal_signatures_once", ["proposal_id", "revision"])
      .execute();

    await createTable(db, ctx, "invoices", {
      id: identity,
      client_id: integer.belongsTo("clients"),
      /** Null for a one-off invoice. */
      proposal_id: integer.references("proposals.id", "set null"),
      signature_id: integer.references("proposal_signatures.id"),
      position: integer.notNull(),
      label: text.notNull(),
      amount_cents: integer.notNull(),
      /** The part of amount_cents that is sales tax (shown as in the proposal). */
      tax_cents: integer.notNull().defaultTo(0),
      /** "YYYY-MM-DD"; null: due at signing. */
      due_on: text,
      /** open | paid | void */
      status: text.notNull().defaultTo("open"),
      paid_at: timestamp,
      ...createdAt,
    }).execute();
    await createIndex(db, "invoices_client_idx", "invoices", ["client_id", "position"]);
    await createIndex(db, "invoices_proposal_idx", "invoices", ["proposal_id"]);

    await createTable(db, ctx, "payments", {
      id: identity,
      invoice_id: integer.notNull().references("invoices.id"),
      client_id: integer.belongsTo("clients"),
      amount_cents: integer.notNull(),
      currency: text.notNull().defaultTo("usd"),
      /** card | cash | check | transfer */
      method: text.notNull(),
      /** stripe | test | null (outside the site) */
      provider: text,
      /** The checkout session: unique, so a replayed confirmation finds the same payment. */
      provider_session_id: text.unique(),
      /** pending | paid | failed */
      status: text.notNull().defaultTo("pending"),
      note: text.notNull().defaultTo(""),
      paid_at: timestamp,
      ...createdAt,
    }).execute();
    await createIndex(db, "payments_invoice_idx", "payments", ["invoice_id", "status"]);

    // Mail attachments (the signed contract's PDF, the session's .ics): JSON
    // [{ filename, contentType, storageKey } | { filename, contentType, content }] read when sending.
    await db.schema.alterTable("outbox").addColumn("attachments", "text").execute();
  },
};
