import type { Kysely } from "kysely";
import { z } from "zod";
import type { ServiceLists } from "~/shared/investment-content";
import { SAMPLE_PORTRAIT_CONTRACT } from "../../contracts/sample-portrait-contract.server";
import { SAMPLE_WEDDING_CONTRACT } from "../../contracts/sample-wedding-contract.server";
import { seedInvestment } from "../../content/investment-seed.server";
import { insertServiceLists } from "../../services/service-rows.server";
import type { AppMigration } from "../dialect";
import type { Database } from "../schema";

// Services with prices (issue 28, docs/decisions/033): the Investment section's cards become the
// `services` rows, copied once from the investment_content row she may have edited (or, on a fresh
// database, from today's seed). From here on the rows are the only source: the row's JSON lists are
// no longer read (kept, not dropped, so a rollback to the previous release still finds them).
// Also seeds the two SAMPLE contract templates. Being a migration, this runs exactly once per
// database, inside the migrator's transaction and lock, on SQLite and PostgreSQL alike.

// The lists as migration 0017 stored them (packages have no "from" flag, add-ons no features).
const card = z.object({
  title: z.string(),
  subtitle: z.string().default(""),
  priceCents: z.number().int(),
  priceUnit: z.string().default(""),
  priceIsFrom: z.boolean().default(false),
  description: z.string(),
  features: z.array(z.string()).default([]),
  linksToAlbumProject: z.boolean().default(false),
});
const cards = z.string().transform((text) =>
  z
    .array(card)
    .parse(JSON.parse(text))
    .map((c) => ({ ...c, taxable: true })),
);

async function currentLists(db: Kysely<Database>): Promise<ServiceLists> {
  const row = await db
    .selectFrom("investment_content")
    .select(["wedding_packages", "wedding_add_ons", "family_packages", "additional_services"])
    .where("id", "=", 1)
    .executeTakeFirst();
  if (!row) return seedInvestment();
  return {
    weddingPackages: cards.parse(row.wedding_packages),
    weddingAddOns: cards.parse(row.wedding_add_ons),
    familyPackages: cards.parse(row.family_packages),
    additionalServices: cards.parse(row.additional_services),
  };
}

export const services: AppMigration = {
  name: "0022-services",
  async up(anyDb) {
    const db = anyDb as Kysely<Database>;
    await insertServiceLists(db, await currentLists(db));
    await db
      .insertInto("contract_templates")
      .values([
        // Stored as the editor stores text (trimmed), so saving it unchanged keeps it a sample.
        { name: "Wedding photography agreement (sample)", body: SAMPLE_WEDDING_CONTRACT.trim(), is_sample: true },
        { name: "Portrait session agreement (sample)", body: SAMPLE_PORTRAIT_CONTRACT.trim(), is_sample: true },
      ])
      .execute();
  },
};
