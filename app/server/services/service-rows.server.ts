import type { Kysely, Transaction } from "kysely";
import { SERVICE_LISTS, type ServiceList, type ServiceLists, type ServiceValues } from "~/shared/investment-content";
import type { ServiceSection } from "../db/booking-schema";
import type { Database } from "../db/schema";

// Writing the services rows (migration 0021): the lists of the Investment section, each card a row
// with its section and position. Used by migration 0022 (the first copy) and by the editor's save.
// No import of the shared connection here: the migration runs this inside its own transaction.

export const SECTION_OF: Record<ServiceList, ServiceSection> = {
  weddingPackages: "wedding_package",
  weddingAddOns: "wedding_add_on",
  familyPackages: "family_package",
  additionalServices: "additional_service",
};

/** A card's columns (booleans as booleans: the SQLite plugin turns them into 1/0). */
const serviceColumns = (v: ServiceValues) => ({
  title: v.title,
  subtitle: v.subtitle,
  description: v.description,
  features: JSON.stringify(v.features),
  price_cents: v.priceCents,
  price_unit: v.priceUnit,
  price_is_from: v.priceIsFrom,
  taxable: v.taxable,
  links_to_album_project: v.linksToAlbumProject,
});

/** Inserts every card of the lists, in order (a database without services yet). */
export async function insertServiceLists(db: Kysely<Database>, lists: ServiceLists) {
  const rows = SERVICE_LISTS.flatMap((list) =>
    lists[list].map((card, position) => ({ section: SECTION_OF[list], position, ...serviceColumns(card) })),
  );
  if (rows.length > 0) await db.insertInto("services").values(rows).execute();
}

/**
 * Makes the rows what the saved lists say, inside the editor's transaction: a card posted with the
 * id of a row of its own section updates that row (so a proposal's serviceId keeps naming it), any
 * other card is a new row, and the section's rows no card names any more are deleted.
 */
export async function replaceServiceLists(trx: Transaction<Database>, lists: ServiceLists) {
  const now = new Date().toISOString();
  for (const list of SERVICE_LISTS) {
    const section = SECTION_OF[list];
    const existing = await trx.selectFrom("services").select("id").where("section", "=", section).execute();
    const free = new Set(existing.map((row) => Number(row.id)));
    for (const [position, card] of lists[list].entries()) {
      const values = { position, ...serviceColumns(card), updated_at: now };
      if (card.id !== undefined && free.delete(card.id)) {
        await trx.updateTable("services").set(values).where("id", "=", card.id).execute();
      } else {
        await trx
          .insertInto("services")
          .values({ section, ...values })
          .execute();
      }
    }
    if (free.size > 0)
      await trx
        .deleteFrom("services")
        .where("id", "in", [...free])
        .execute();
  }
}
