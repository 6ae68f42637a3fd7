import type { Kysely } from "kysely";
import { changedPositions } from "~/shared/admin/list-moves";
import type { Database } from "../../db/schema";

// Rows kept in an order under their record (a portfolio's photos, a gallery's sets): their ids in
// that order, and a reorder written back as the positions it changed (list-moves' `reorder`).

/** The tables of ordered rows, each with the column naming its record. */
const ORDERED_UNDER = { portfolio_photos: "portfolio_id", gallery_sets: "gallery_id" } as const;
export type OrderedTable = keyof typeof ORDERED_UNDER;

// Kysely cannot type a query over a union of tables; every OrderedTable has these columns.
type AnyOrdered = Kysely<{ ordered: { id: number; position: number; record_id: number } }>;

/** The ids of the record's rows, in their order (position, then id). */
export async function orderedIds(db: Kysely<Database>, table: OrderedTable, recordId: number): Promise<number[]> {
  const rows = await (db as unknown as AnyOrdered)
    .selectFrom(table as "ordered")
    .select("id")
    .where(ORDERED_UNDER[table] as "record_id", "=", recordId)
    .orderBy("position")
    .orderBy("id")
    .execute();
  return rows.map((r) => Number(r.id));
}

/** Writes the positions that differ between the order before and after a move. */
export async function writeOrder(
  db: Kysely<Database>,
  table: OrderedTable,
  before: readonly number[],
  after: readonly number[],
) {
  for (const { id, position } of changedPositions(before, after)) {
    await (db as unknown as AnyOrdered)
      .updateTable(table as "ordered")
      .set({ position })
      .where("id", "=", id)
      .execute();
  }
}
