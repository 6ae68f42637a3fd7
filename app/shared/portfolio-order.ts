// The portfolio editor's reorder moves, on a list of ids in display order. Pure, so the server
// (which stores the result as dense positions 0..n-1) and the unit tests share it. A move that
// changes nothing (the first photo "up", an unknown id) returns the list unchanged.

export type ReorderMove =
  | { kind: "up"; id: number }
  | { kind: "down"; id: number }
  | { kind: "top"; id: number }
  /** Drag and drop: the photo lands at `index` (0-based, clamped) of the resulting list. */
  | { kind: "to"; id: number; index: number };

export function reorder(ids: readonly number[], move: ReorderMove): number[] {
  const from = ids.indexOf(move.id);
  if (from < 0) return [...ids];
  const target =
    move.kind === "up" ? from - 1 : move.kind === "down" ? from + 1 : move.kind === "top" ? 0 : Math.floor(move.index);
  const to = Math.min(Math.max(target, 0), ids.length - 1);
  if (to === from || !Number.isFinite(to)) return [...ids];
  const next = [...ids];
  next.splice(from, 1);
  next.splice(to, 0, move.id);
  return next;
}

/** The rows whose position differs between two orders: what a save has to write. */
export function changedPositions(before: readonly number[], after: readonly number[]) {
  return after.flatMap((id, position) => (before[position] === id ? [] : [{ id, position }]));
}

/** Words for the activity log and the screen, e.g. "Moved photo 2 to the top". */
export function describeMove(move: ReorderMove, from: number, to: number): string {
  if (from === to) return `Left photo ${from + 1} where it was`;
  if (move.kind === "top") return `Moved photo ${from + 1} to the top`;
  return `Moved photo ${from + 1} to place ${to + 1}`;
}
