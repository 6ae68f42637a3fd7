// The one list editor of the studio admin: every list she edits (packages, venues and their
// photos, hero slides, a portfolio's or a gallery's photos, a gallery's sets) moves through these
// pure functions, on the server (drafts in a form, positions in the database) and in the unit
// tests. A move that cannot apply (the first item "up", an index past the end) changes nothing.

export type ListMove<T = never> =
  | { kind: "up" | "down" | "top" | "remove"; index: number }
  /** Drag and drop, or a typed place: the item lands at `to` (0-based, clamped). */
  | { kind: "to"; index: number; to: number }
  | { kind: "add"; item: T }
  /** The library picker filled a row: its fields are merged into the item. */
  | { kind: "replace"; index: number; item: Partial<T> };

/** Where the item at `move.index` lands (clamped to the list), for the moves that move one. */
export function targetIndex(length: number, move: ListMove<unknown>): number {
  if (move.kind === "add") return length;
  if (move.kind === "remove" || move.kind === "replace") return move.index;
  const target =
    move.kind === "to" ? move.to : move.kind === "up" ? move.index - 1 : move.kind === "down" ? move.index + 1 : 0;
  return Math.min(Math.max(Math.floor(target), 0), length - 1);
}

/** The list after the move, as a new array (the input is never changed). */
export function applyListMove<T>(list: readonly T[], move: ListMove<T>): T[] {
  const next = [...list];
  if (move.kind === "add") return [...next, move.item];
  const { index } = move;
  if (!Number.isInteger(index) || index < 0 || index >= next.length) return next;
  if (move.kind === "remove") {
    next.splice(index, 1);
    return next;
  }
  if (move.kind === "replace") {
    next[index] = { ...next[index], ...move.item } as T;
    return next;
  }
  if (move.kind === "to" && !Number.isFinite(move.to)) return next;
  const to = targetIndex(next.length, move);
  if (to === index) return next;
  const [item] = next.splice(index, 1);
  next.splice(to, 0, item as T);
  return next;
}

/** A move of a row named by its id, in a list of ids in display order (positions in the database). */
export type ReorderMove =
  | { kind: "up"; id: number }
  | { kind: "down"; id: number }
  | { kind: "top"; id: number }
  /** Drag and drop: the row lands at `index` (0-based, clamped) of the resulting list. */
  | { kind: "to"; id: number; index: number };

/**
 * The Move buttons of a row named by id (up, down, top) and a drop on another row ("move-to", with
 * its place in `index`): the intents of every editor whose rows move, as the moves they make.
 */
export const ROW_MOVES = {
  "move-up": "up",
  "move-down": "down",
  "move-top": "top",
  "move-to": "to",
} as const satisfies Record<string, ReorderMove["kind"]>;

export type RowMoveIntent = keyof typeof ROW_MOVES;

export function reorder(ids: readonly number[], move: ReorderMove): number[] {
  const index = ids.indexOf(move.id);
  if (index < 0) return [...ids];
  return applyListMove(ids, move.kind === "to" ? { kind: "to", index, to: move.index } : { kind: move.kind, index });
}

/** The rows whose position differs between two orders: what a save has to write. */
export function changedPositions<Id>(before: readonly Id[], after: readonly Id[]): { id: Id; position: number }[] {
  return after.flatMap((id, position) => (before[position] === id ? [] : [{ id, position }]));
}

/** Words for the activity log and the screen, e.g. "Moved photo 2 to the top". */
export function describeMove(move: ReorderMove, from: number, to: number, noun = "photo"): string {
  if (from === to) return `Left ${noun} ${from + 1} where it was`;
  if (move.kind === "top") return `Moved ${noun} ${from + 1} to the top`;
  return `Moved ${noun} ${from + 1} to place ${to + 1}`;
}
