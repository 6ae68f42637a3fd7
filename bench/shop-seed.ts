import type { AppDatabase } from "../app/server/db/db.server";
import { ensureShopProducts, productColumns, readProducts } from "../app/server/shop/shop-products.server";

// The shop at `count` products for bench:shop: her seeded products, then prints added the way her
// editor saves them (published, a built-in photo of a seeded print, the prints' sheet or their own
// sizes), across the three seeded categories and two of her own.

const CATEGORIES = ["Floral Prints", "Landscape Prints", "Desert Botanicals", "Holiday Cards", "Signature Albums"];

export async function seedManyProducts(app: AppDatabase, count: number): Promise<number> {
  await ensureShopProducts(app.db);
  const seeded = await readProducts(app.db);
  const prints = seeded.filter((p) => p.imageKey !== null && p.priceSource.startsWith("prints"));
  const rows = Array.from({ length: Math.max(0, count - seeded.length) }, (_, n) => {
    const model = prints[n % prints.length]!;
    const own = n % 4 === 3;
    return {
      id: `bench-print-${n + 1}`,
      position: seeded.length + n,
      ...productColumns({
        ...model,
        id: `bench-print-${n + 1}`,
        category: CATEGORIES[n % (CATEGORIES.length - 1)]!,
        title: `${model.title} No. ${n + 1}`,
        priceSource: own ? "own" : model.priceSource,
        ownSizes: own
          ? [
              { size: "5x7", cents: 2_500 + n },
              { size: "8x10", cents: 4_500 + n },
            ]
          : [],
        status: "published",
      }),
    };
  });
  for (let i = 0; i < rows.length; i += 50)
    await app.db
      .insertInto("shop_products")
      .values(rows.slice(i, i + 50))
      .execute();
  return (await readProducts(app.db)).filter((p) => p.status === "published").length;
}
