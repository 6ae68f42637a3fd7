import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureInvestment, readInvestment, saveInvestment } from "~/server/content/investment.server";
import { seedInvestment } from "~/server/content/investment-seed.server";
import { migrate, openDatabase, type AppDatabase } from "~/server/db/db.server";
import { listServices } from "~/server/services/services.server";
import { toInvestmentDraft } from "~/shared/content/investment.schema";
import type { InvestmentValues } from "~/shared/investment-content";
import { databaseKinds, emptyPostgresDatabase, migrateBefore } from "../helpers/databases";

// Services with prices (issue 28 §2, decision 033) at the database layer, on SQLite and (with
// TEST_DATABASE_URL) PostgreSQL: migration 0022 fills `services` exactly once, from today's seed on
// a fresh database or from the investment row she had edited; the editor's save keeps row ids.

/** A database at the release before 0022, and its removal. */
async function databaseBefore0022(kind: "sqlite" | "postgres"): Promise<AppDatabase & { drop(): Promise<void> }> {
  if (kind === "postgres") {
    const pg = await emptyPostgresDatabase();
    const app = openDatabase(pg.url);
    await migrateBefore(app, "0022-services");
    return { ...app, drop: async () => (await app.db.destroy(), await pg.drop()) };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "services-test-"));
  const app = openDatabase(`file:${path.join(dir, "site.db")}`);
  await migrateBefore(app, "0022-services");
  return { ...app, drop: async () => (await app.db.destroy(), fs.rmSync(dir, { recursive: true, force: true })) };
}

/** The values without row ids, as the seed has them. */
const withoutIds = (v: InvestmentValues) => {
  const strip = (list: InvestmentValues["weddingPackages"]) => list.map(({ id: _id, ...card }) => card);
  return {
    ...v,
    weddingPackages: strip(v.weddingPackages),
    weddingAddOns: strip(v.weddingAddOns),
    familyPackages: strip(v.familyPackages),
    additionalServices: strip(v.additionalServices),
  };
};

describe.each(databaseKinds)("services seeded and copied once on %s", (kind) => {
  let fresh: AppDatabase & { drop(): Promise<void> };
  let edited: AppDatabase & { drop(): Promise<void> };

  beforeAll(async () => {
    fresh = await databaseBefore0022(kind);
    await migrate(fresh);
    await ensureInvestment(fresh.db);
    edited = await databaseBefore0022(kind);
  }, 60_000);
  afterAll(async () => {
    await fresh?.drop();
    await edited?.drop();
  });

  const count = async (app: AppDatabase, table: "services" | "contract_templates") =>
    (await app.db.selectFrom(table).select("id").execute()).length;

  it("a fresh database gets today's section exactly: 14 services with the spec's prices, all taxable", async () => {
    const { values } = await readInvestment(fresh.db);
    expect(withoutIds(values)).toEqual(seedInvestment());
    const groups = await listServices(fresh.db);
    expect(groups.map((g) => [g.section, g.services.map((s) => s.priceCents)])).toEqual([
      ["wedding_package", [400_000, 300_000, 200_000]],
      ["wedding_add_on", [50_000, seedInvestment().weddingAddOns[1]!.priceCents]],
      ["family_package", [50_000, 45_000, 55_000]],
      ["additional_service", [45_000, 45_000, 50_000, 45_000, 50_000, 10_000]],
    ]);
    expect(groups[3]!.services[5]).toMatchObject({ title: "Group Branding", priceUnit: "per person" });
    expect(groups[1]!.services[1]).toMatchObject({ priceIsFrom: true, linksToAlbumProject: true });
    expect(groups.flatMap((g) => g.services).every((s) => s.taxable && Number.isInteger(s.id))).toBe(true);
    const samples = await fresh.db.selectFrom("contract_templates").selectAll().orderBy("id").execute();
    expect(samples.map((t) => [t.name, Boolean(t.is_sample)])).toEqual([
      ["Wedding photography agreement (sample)", true],
      ["Portrait session agreement (sample)", true],
    ]);
  });

  it("never runs twice: migrating and seeding again add nothing", async () => {
    expect(await migrate(fresh)).toEqual([]);
    await ensureInvestment(fresh.db);
    expect(await count(fresh, "services")).toBe(14);
    expect(await count(fresh, "contract_templates")).toBe(2);
  });

  it("copies the lists she had edited before the upgrade, once", async () => {
    const seed = seedInvestment();
    const before = {
      ...seed,
      weddingPackages: [{ ...seed.weddingPackages[2]!, priceCents: 225_050 }],
      weddingAddOns: [seed.weddingAddOns[0]!],
    };
    // The row as release 0021 stored it: packages without "from" or taxable, add-ons without features.
    const legacy = (list: typeof seed.weddingPackages, addOn = false) =>
      JSON.stringify(
        list.map((c) =>
          addOn
            ? {
                title: c.title,
                priceCents: c.priceCents,
                priceIsFrom: c.priceIsFrom,
                description: c.description,
                linksToAlbumProject: c.linksToAlbumProject,
              }
            : {
                title: c.title,
                subtitle: c.subtitle,
                priceCents: c.priceCents,
                priceUnit: c.priceUnit,
                description: c.description,
                features: c.features,
              },
        ),
      );
    await edited.db
      .insertInto("investment_content")
      .values({
        id: 1,
        wedding_packages: legacy(before.weddingPackages),
        wedding_includes: JSON.stringify(seed.weddingIncludes),
        wedding_add_ons: legacy(before.weddingAddOns, true),
        family_packages: legacy(seed.familyPackages),
        family_note: "Her own note",
        additional_services: legacy(seed.additionalServices),
        travel_notes: JSON.stringify(seed.travelNotes),
      })
      .execute();
    expect((await migrate(edited))[0]).toBe("0022-services");
    expect(await migrate(edited)).toEqual([]);
    await ensureInvestment(edited.db);
    const { values } = await readInvestment(edited.db);
    expect(withoutIds(values)).toEqual({ ...before, familyNote: "Her own note" });
    expect(await count(edited, "services")).toBe(1 + 1 + 3 + 6);
  });

  it("a save updates the rows in place (ids kept), adds new cards and deletes removed ones", async () => {
    const { values, version } = await readInvestment(fresh.db);
    const ids = values.additionalServices.map((s) => s.id);
    const draft = toInvestmentDraft(values);
    draft.additionalServices.reverse();
    draft.additionalServices.pop(); // "Senior", now last, removed
    draft.weddingPackages[0]!.price = "2,800";
    draft.familyPackages.push({ ...draft.familyPackages[0]!, id: "", title: "Mini Session", price: "250.00" });
    expect((await saveInvestment(draft, version, "maya@example.test", fresh.db)).kind).toBe("saved");
    const after = (await readInvestment(fresh.db)).values;
    expect(after.additionalServices.map((s) => s.id)).toEqual(ids.slice(1).reverse());
    expect(after.weddingPackages[0]).toMatchObject({ id: values.weddingPackages[0]!.id, priceCents: 280_000 });
    expect(after.familyPackages[3]).toMatchObject({ title: "Mini Session", priceCents: 25_000 });
    expect(after.familyPackages[3]!.id).not.toBe(after.familyPackages[0]!.id);
    expect(await count(fresh, "services")).toBe(14);
    // A second tab at the old version changes nothing.
    expect((await saveInvestment(toInvestmentDraft(values), version, "maya@example.test", fresh.db)).kind).toBe(
      "stale",
    );
    expect((await readInvestment(fresh.db)).values).toEqual(after);
  });
});
