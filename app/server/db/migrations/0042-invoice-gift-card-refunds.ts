import type { AppMigration } from "../dialect";
import { createUniqueIndex } from "../migration-kit";

// Refunds of invoice payments a gift card helped pay (issue 31 §6–7, docs/decisions/052-invoice-codes.md,
// amendment "her refund puts the gift card's part back on the card"). An invoice refund is a
// `payments` row of kind `refund`; the card's `refunded` ledger entry names it in
// `invoice_refund_id`, as a shop refund's names its `order_refunds` row (0039). The unique index
// makes a retried or concurrent step credit the card once. Deleting the refund row (a client's
// removal) leaves the entry, as payment_id does (0038). SQLite adds one column per statement.
export const invoiceGiftCardRefunds: AppMigration = {
  name: "0042-invoice-gift-card-refunds",
  async up(db) {
    await db.schema
      .alterTable("gift_card_entries")
      .addColumn("invoice_refund_id", "integer", (c) => c.references("payments.id").onDelete("set null"))
      .execute();
    await createUniqueIndex(db, "gift_card_entries_invoice_refund_once", "gift_card_entries", ["invoice_refund_id"]);
  },
};
