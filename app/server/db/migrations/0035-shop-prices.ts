import type { AppMigration } from "../dialect";
import { text } from "../migration-columns";
import { createEditedContentTable } from "../migration-kit";

// The shop's price sheets (issue 31 §1–2, docs/decisions/049-shop-price-sheets.md): every print and
// album price comes from one of three lists (and the wedding album's shown extras) she edits in /admin/prices. One row (id 1) with a
// version, seeded on first start with DECISIONS §2's prices; each list is JSON checked by zod as it
// is read. A content table: every priced page re-renders when she saves.
export const shopPrices: AppMigration = {
  name: "0035-shop-prices",
  async up(db, ctx) {
    await createEditedContentTable(db, ctx, "shop_prices", {
      /** JSON: [{ size: "8x10", cents }], portrait labels; landscape prints are the same turned. */
      prints: text.notNull(),
      /** JSON: [{ size, cents, pages }]. */
      photo_album: text.notNull(),
      /** JSON: [{ size, name, cents, pages }]. */
      wedding_album: text.notNull(),
      /** JSON: [{ title, cents, unit? }]: "Additional Products & Services" on /wedding-albums, shown only. */
      wedding_album_extras: text.notNull(),
    });
  },
};
