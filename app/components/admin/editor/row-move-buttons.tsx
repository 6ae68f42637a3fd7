import type { RowMoveIntent } from "~/shared/admin/list-moves";

// The Move buttons of a row stored in the database in her order (a portfolio's photos, the session
// types): each posts its intent ("move-up", …) with the row's form; a move that cannot apply (the
// first row up) is disabled. `label` names the row for screen readers after each verb.

const MOVES: Record<RowMoveIntent, { label: string; off: (index: number, count: number) => boolean } | undefined> = {
  "move-up": { label: "Move up", off: (index) => index === 0 },
  "move-down": { label: "Move down", off: (index, count) => index === count - 1 },
  "move-top": { label: "Move to top", off: (index) => index === 0 },
  // Drag and drop posts "move-to" from the list around the rows: no button.
  "move-to": undefined,
};

export function RowMoveButtons({
  moves,
  index,
  count,
  label,
  className,
}: {
  moves: readonly RowMoveIntent[];
  index: number;
  count: number;
  label: string;
  className: string;
}) {
  return moves.map((intent) => {
    const move = MOVES[intent];
    if (!move) return null;
    return (
      <button
        key={intent}
        type="submit"
        name="intent"
        value={intent}
        className={className}
        disabled={move.off(index, count)}
      >
        {move.label}
        <span className="sr-only"> {label}</span>
      </button>
    );
  });
}
