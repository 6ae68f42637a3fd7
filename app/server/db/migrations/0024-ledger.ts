import type { AppMigration } from "../dialect";
import { createUniqueIndex } from "../migration-kit";

// The ledger after the booking (issue 29 §1, docs/decisions/034-ledger.md): a refund is its own
// `payments` row (kind 'refund', refund_of the payment it gives back, a positive amount) so the
// ledger nets it by summing rows; the provider's payment reference (Stripe's payment_intent) is
// kept to refund through the provider; a receipt's PDF is stored once and its key remembered.
export const ledger: AppMigration = {
  name: "0024-ledger",
  async up(db) {
    /** payment | refund */
    await db.schema
      .alterTable("payments")
      .addColumn("kind", "text", (c) => c.notNull().defaultTo("payment"))
      .execute();
    /** The payment a refund gives back (a refund row only). */
    await db.schema
      .alterTable("payments")
      .addColumn("refund_of", "integer", (c) => c.references("payments.id"))
      .execute();
    /** The provider's reference of the charge (Stripe's payment_intent id) or of the refund. */
    await db.schema.alterTable("payments").addColumn("provider_payment_ref", "text").execute();
    /** The receipt PDF's storage key, once the receipt job has made it. */
    await db.schema.alterTable("payments").addColumn("receipt_key", "text").execute();
    /** A one-off invoice's own unguessable link (/invoice/<token>); null for a proposal's instalments. */
    await db.schema.alterTable("invoices").addColumn("token", "text").execute();
    // SQLite cannot add a UNIQUE column: the index makes it unique on both databases.
    await createUniqueIndex(db, "invoices_token_idx", "invoices", ["token"]);
    await db.schema.createIndex("payments_client_idx").on("payments").columns(["client_id", "created_at"]).execute();
    await db.schema.createIndex("payments_refund_of_idx").on("payments").column("refund_of").execute();
  },
};
