import type { Kysely } from "kysely";
import { EDIT_MESSAGES } from "~/shared/admin/edit-messages";
import { applyListMove, changedPositions, ROW_MOVES } from "~/shared/admin/list-moves";
import { recordActivity } from "../../content/activity-log.server";
import type { Database } from "../../db/schema";
import { answer, notFound, refused, saved, type EditResult } from "./edit-result.server";
import type { EditorRequest } from "./editor-action.server";
import { field } from "./form-values.server";

// Records she keeps in one order of her own (her session types, her products): Move up / Move down
// on her list, and a row dragged onto another ("move-to"), written as the positions that change, in
// one transaction with the activity line; a new one goes last.
// Rows ordered under a record (a portfolio's photos) are ordered-rows.server.ts's.

/** The tables she orders as one list, each with the column that names a row in her words. */
const ORDERED_LISTS = { session_types: "name", shop_products: "title", shop_price_sheets: "name" } as const;
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

/** A row's Move button, or a drop: the row takes place `index` (0-based, clamped to the list). */
export type ListRowMove = { kind: "up" | "down" } | { kind: "to"; index: number };

/** Moves one row; a move that changes nothing (past either end, onto its own place) says so. */
export function moveInList(
  db: Kysely<Database>,
  table: OrderedList,
  id: number | string,
  move: ListRowMove,
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
    const after = applyListMove(
      before,
      move.kind === "to" ? { kind: "to", index: from, to: move.index } : { kind: move.kind, index: from },
    );
    const to = after.indexOf(id);
    const label = rows[from]!.label;
    if (to === from)
      return saved(
        move.kind === "to"
          ? `${label} is already in place ${from + 1}.`
          : `${label} is already ${move.kind === "up" ? "first" : "last"}.`,
      );
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

type ListMoveIntent = "move-up" | "move-down" | "move-to";

/**
 * The `editorAction` handlers of a list's Move up / Move down buttons and of a drop ("move-to",
 * its place in "index"): each names its row in the form's "id", read by `idOf` (undefined when
 * it names none, answered as `missing`).
 */
export function listMoveHandlers<Id>(
  idOf: (posted: string) => Id | undefined,
  missing: string,
  move: (id: Id, move: ListRowMove, actor: string) => Promise<EditResult>,
): Record<ListMoveIntent, (request: EditorRequest) => Promise<unknown>> {
  const handler =
    (intent: ListMoveIntent) =>
    async ({ form, actor }: EditorRequest) => {
      const id = idOf(field(form, "id"));
      if (id === undefined) return answer(notFound(missing));
      const kind = ROW_MOVES[intent];
      if (kind !== "to") return answer(await move(id, { kind }, actor));
      const index = field(form, "index");
      if (!/^\d{1,9}$/.test(index)) return answer(refused(EDIT_MESSAGES.badPlace));
      return answer(await move(id, { kind, index: Number(index) }, actor));
    };
  return { "move-up": handler("move-up"), "move-down": handler("move-down"), "move-to": handler("move-to") };
}
