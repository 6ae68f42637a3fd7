import { sql } from "kysely";
import { addContentVersionTriggers } from "../content-version-triggers";
import type { AppMigration } from "../dialect";
import { integer, text, timestamps } from "../migration-columns";
import { createIndex, createTable } from "../migration-kit";

// The shop's products (issue 31 §1–2, docs/decisions/050-shop-products.md): what /all-products and
// /product-detail/{id} list, each with its category, words, photo (a built-in one or a library
// photo) and where its sizes and prices come from (one of the price sheets of shop_prices, or its
// own list). The id is the URL slug: cart ids and past orders' links are built from it, so it never
// changes. Seeded on first start with exactly the products the shop had in code. A content table:
// every shop page re-renders when she saves.
/** shop_products as created here; migration 0043 rebuilds it on SQLite from these. */
export const SHOP_PRODUCT_COLUMNS = {
  id: text.primaryKey(),
  version: integer.notNull().defaultTo(1),
  category: text.notNull(),
  title: text.notNull(),
  description: text.notNull(),
  /** JSON: the "Product Information" bullets. */
  information: text.notNull(),
  /** A built-in photo's key ("prints/floral/pink-peonies"), or null when photo_id is set. */
  image_key: text,
  photo_id: integer.references("media_photos.id", "set null"),
  /** prints | prints-landscape | photo-album | wedding-album | own */
  price_source: text
    .notNull()
    .check(sql`price_source in ('prints', 'prints-landscape', 'photo-album', 'wedding-album', 'own')`),
  /** JSON: [{ size, cents }] when price_source is own, else []. */
  own_sizes: text.notNull().defaultTo("[]"),
  position: integer.notNull(),
  status: text.notNull().check(sql`status in ('published', 'hidden', 'retired')`),
  ...timestamps,
};

export const shopProducts: AppMigration = {
  name: "0036-shop-products",
  async up(db, ctx) {
    await createTable(db, ctx, "shop_products", SHOP_PRODUCT_COLUMNS).execute();
    await createIndex(db, "shop_products_position", "shop_products", ["position"]);
    await addContentVersionTriggers(db, ctx.dialect, "shop_products");
  },
};
