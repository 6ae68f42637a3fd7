import type { Kysely } from "kysely";
import { applyListMove, changedPositions } from "~/shared/admin/list-moves";
import { recordActivity } from "../../content/activity-log.server";
import type { Database } from "../../db/schema";
import { notFound, saved, type EditResult } from "./edit-result.server";

// Records she keeps in one order of her own (her session types, her products): Move up / Move down
// on her list, written as the positions that change, in one transaction with the activity line;
// a new one goes last. Rows ordered under a record (a portfolio's photos) are ordered-rows.server.ts's.

/** The tables she orders as one list, each with the column that names a row in her words. */
const ORDERED_LISTS = { session_types: "name", shop_products: "title" } as const;
export type OrderedList = keyof typeof ORDERED_LISTS;

export interface ListWords {
  /** The activity log's area, e.g. "Session types". */
  area: string;
  /** What one row is, e.g. "session type". */
  noun: string;
  /** Where her order shows, e.g. "/book-a-session". */
  shownOn: string;
  /** The refusal when the row is gone. */
  missing: string;
}

// Kysely cannot type a query over a union of tables; every OrderedList has these columns.
type AnyList = Kysely<{ list: { id: number | string; position: number; label: string } }>;

/** The position after her list's last row: a new row goes last. */
export async function nextListPosition(db: Kysely<Database>, table: OrderedList): Promise<number> {
  const last = await (db as unknown as AnyList)
    .selectFrom(table as "list")
    .select((eb) => eb.fn.max("position").as("position"))
    .executeTakeFirst();
  return Number(last?.position ?? -1) + 1;
}

/** Moves one row a place up or down; a move past either end changes nothing and says so. */
export function moveInList(
  db: Kysely<Database>,
  table: OrderedList,
  id: number | string,
  kind: "up" | "down",
  actorEmail: string,
  words: ListWords,
): Promise<EditResult> {
  return db.transaction().execute(async (trx) => {
    const list = trx as unknown as AnyList;
    const rows = await list
      .selectFrom(table as "list")
      .select(["id", `${ORDERED_LISTS[table]} as label` as "label"])
      .orderBy("position")
      .orderBy("id")
      .execute();
    const before = rows.map((r) => (typeof id === "number" ? Number(r.id) : String(r.id)));
    const from = before.indexOf(id);
    if (from < 0) return notFound(words.missing);
    const after = applyListMove(before, { kind, index: from });
    const to = after.indexOf(id);
    const label = rows[from]!.label;
    if (to === from) return saved(`${label} is already ${kind === "up" ? "first" : "last"}.`);
    for (const change of changedPositions(before, after))
      await list
        .updateTable(table as "list")
        .set({ position: change.position })
        .where("id", "=", change.id)
        .execute();
    await recordActivity(trx, {
      actorEmail,
      area: words.area,
      summary: `Moved the ${words.noun} ${label} to place ${to + 1}`,
    });
    return saved(`Moved ${label} to place ${to + 1} of ${after.length}: ${words.shownOn} lists them in this order.`);
  });
}
