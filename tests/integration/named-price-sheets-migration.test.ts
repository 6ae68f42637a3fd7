import { afterAll, describe, expect, it } from "vitest";
import { seedProductRows } from "~/catalogue/seed-products";
import { migrate, openDatabase, type AppDatabase } from "~/server/db/db.server";
import { productColumns, readProducts } from "~/server/shop/shop-products.server";
import { databaseKinds, emptyDatabase, migrateBefore } from "../helpers/databases";

// Migration 0043 (decision 054) widens shop_products.price_source to "sheet": PostgreSQL replaces
// the CHECK, SQLite rebuilds the table. An existing install's products must come through exactly,
// still bump the content version when changed, and accept a product on a named sheet after.

describe.each(databaseKinds)("migration 0043 on %s", (kind) => {
  let app: AppDatabase | undefined;
  let cleanup: (() => Promise<void> | void) | undefined;
  afterAll(async () => {
    await app?.db.destroy();
    await cleanup?.();
  });

  it("keeps every product of an existing install and its content-version triggers", async () => {
    const empty = await emptyDatabase(kind, "named-sheets");
    cleanup = empty.drop;
    app = openDatabase(empty.url);
    const db = app.db;
    await migrateBefore(app, "0043-named-price-sheets");
    // The rows as the release before wrote them (no price_sheet_id yet).
    await db
      .insertInto("shop_products")
      .values(
        seedProductRows.map((row, position) => {
          const { price_sheet_id: _none, ...columns } = productColumns(row);
          return { id: row.id, position, ...columns };
        }),
      )
      .execute();
    await db
      .updateTable("shop_products")
      .set({ status: "hidden", version: 4 })
      .where("id", "=", "pink-peonies")
      .execute();
    const before = await db.selectFrom("shop_products").selectAll().orderBy("id").execute();

    expect(await migrate(app)).toEqual(["0043-named-price-sheets"]);
    const after = await db.selectFrom("shop_products").selectAll().orderBy("id").execute();
    expect(after).toEqual(before.map((row) => ({ ...row, price_sheet_id: null })));
    expect((await readProducts(db)).length).toBe(seedProductRows.length);

    const contentVersion = async () =>
      Number((await db.selectFrom("content_version").select("version").executeTakeFirstOrThrow()).version);
    const was = await contentVersion();
    const sheet = await db
      .insertInto("shop_price_sheets")
      .values({ name: "Canvas", sizes: JSON.stringify([{ size: "12x12", cents: 120_00 }]), position: 0 })
      .returning("id")
      .executeTakeFirstOrThrow();
    expect(await contentVersion()).toBeGreaterThan(was);
    const bumped = await contentVersion();
    await db
      .updateTable("shop_products")
      .set({ price_source: "sheet", price_sheet_id: Number(sheet.id) })
      .where("id", "=", "pink-peonies")
      .execute();
    expect(await contentVersion()).toBeGreaterThan(bumped);
    await expect(
      db.updateTable("shop_products").set({ price_source: "canvas" }).where("id", "=", "pink-peonies").execute(),
    ).rejects.toThrow();
    // A sheet still chosen by a product cannot be deleted, whatever code tries.
    await expect(db.deleteFrom("shop_price_sheets").execute()).rejects.toThrow();
  });
});
