import { sql } from "kysely";
import { addContentVersionTriggers } from "../content-version-triggers";
import type { AppMigration } from "../dialect";
import { identity, integer, text, timestamps } from "../migration-columns";
import { createIndex, createTable } from "../migration-kit";
import { SHOP_PRODUCT_COLUMNS } from "./0036-shop-products";

// Price sheets she names herself (issue 31 §2, docs/decisions/054-named-price-sheets.md): "Canvas:
// 12x12 $120, 16x16 $160", edited once and chosen by any number of products, beside the shop's three
// built-in sheets of shop_prices. A content table: every page of a product on it re-renders when she
// saves. A product on one has price_source 'sheet' and names it in price_sheet_id; the database
// refuses to delete a sheet still in use.
//
// Widening price_source's CHECK: PostgreSQL replaces the constraint; SQLite cannot alter one, so
// shop_products is rebuilt as SQLite's ALTER TABLE page describes (new table, copy, drop, rename),
// its index and content-version triggers made again. No table references shop_products.
const PRICE_SOURCES = "'prints', 'prints-landscape', 'photo-album', 'wedding-album', 'own', 'sheet'";
// Every column of the table as migration 0036 made it, in its order.
const COPIED = Object.keys(SHOP_PRODUCT_COLUMNS).join(", ");

export const namedPriceSheets: AppMigration = {
  name: "0043-named-price-sheets",
  async up(db, ctx) {
    await createTable(db, ctx, "shop_price_sheets", {
      id: identity,
      version: integer.notNull().defaultTo(1),
      name: text.notNull(),
      /** JSON: [{ size, cents }]. */
      sizes: text.notNull(),
      position: integer.notNull(),
      ...timestamps,
    }).execute();
    await addContentVersionTriggers(db, ctx.dialect, "shop_price_sheets");

    if (ctx.dialect === "postgres") {
      await sql`alter table shop_products drop constraint shop_products_price_source_check`.execute(db);
      await sql
        .raw(
          `alter table shop_products add constraint shop_products_price_source_check check (price_source in (${PRICE_SOURCES}))`,
        )
        .execute(db);
      await db.schema
        .alterTable("shop_products")
        .addColumn("price_sheet_id", "integer", (c) => c.references("shop_price_sheets.id"))
        .execute();
      return;
    }
    await createTable(db, ctx, "shop_products_next", {
      ...SHOP_PRODUCT_COLUMNS,
      // Keeps its place among the columns: a spread keeps the keys' order.
      price_source: text.notNull().check(sql.raw(`price_source in (${PRICE_SOURCES})`)),
      price_sheet_id: integer.references("shop_price_sheets.id"),
    }).execute();
    await sql.raw(`insert into shop_products_next (${COPIED}) select ${COPIED} from shop_products`).execute(db);
    await sql`drop table shop_products`.execute(db);
    await sql`alter table shop_products_next rename to shop_products`.execute(db);
    await createIndex(db, "shop_products_position", "shop_products", ["position"]);
    await addContentVersionTriggers(db, ctx.dialect, "shop_products");
  },
};
