import type { AppMigration } from "../dialect";
import { createIndex } from "../migration-kit";

// The dashboard's figures (issue 29 §5, docs/decisions/039-dashboard.md) read twelve months of rows
// by one timestamp each; these indexes let both databases read that range instead of every row.
// The payments one carries kind and amount so the monthly sums never visit the table.
export const dashboard: AppMigration = {
  name: "0028-dashboard",
  async up(db) {
    await createIndex(db, "enquiries_created_idx", "enquiries", ["created_at"]);
    await createIndex(db, "proposals_signed_idx", "proposals", ["status", "signed_at"]);
    await createIndex(db, "payments_paid_idx", "payments", ["status", "paid_at", "kind", "amount_cents"]);
    await createIndex(db, "orders_paid_idx", "orders", ["paid_at"]);
  },
};
