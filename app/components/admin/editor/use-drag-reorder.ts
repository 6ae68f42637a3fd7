import { useState, type DragEvent } from "react";
import { useSubmit } from "react-router";
import type { RowMoveIntent } from "~/shared/admin/list-moves";
import { useAdminCsrfToken } from "./csrf-field";

// Drag and drop of every list whose rows move (a portfolio's or a gallery's photos, her products,
// her session types), with JavaScript: a row dropped on another takes its place. The drop posts
// "move-to" the way the row's Move buttons post their moves (a navigation submission, so its
// answer shows where theirs does); the buttons stay the keyboard and no-JavaScript way.

const MOVE_TO: RowMoveIntent = "move-to";

/** The row's element takes these (it is `draggable`). */
export interface DragHandlers {
  onDragStart: (e: DragEvent) => void;
  onDragOver: (e: DragEvent) => void;
  onDrop: (e: DragEvent) => void;
  onDragEnd: () => void;
}

/** One row of the list, as the drop posts it. */
export interface DragRow<Id extends number | string> {
  id: Id;
  /** The place the dropped row takes: the target row's 0-based index in what the server orders. */
  index: number;
  /** Rows drop only on rows of the same group (a gallery's set, a product's category). */
  group?: number | string | null;
}

export interface DragOptions {
  /** The form field naming the moved row: "itemId" (photos under a record) or "id" (her lists). */
  idField: "itemId" | "id";
  /** The version the page was loaded at, for editors whose changes are versioned. */
  version?: number;
}

export function useDragReorder<Id extends number | string>({ idField, version }: DragOptions) {
  const submit = useSubmit();
  const csrf = useAdminCsrfToken();
  const [dragged, setDragged] = useState<DragRow<Id> | null>(null);
  const handlers = (row: DragRow<Id>): DragHandlers => ({
    onDragStart: (e: DragEvent) => {
      setDragged(row);
      e.dataTransfer.effectAllowed = "move";
      e.dataTransfer.setData("text/plain", String(row.id));
    },
    // Allowing the drop (preventDefault) only here is what makes a drop elsewhere do nothing.
    onDragOver: (e: DragEvent) => {
      if (dragged !== null && dragged.group === row.group) e.preventDefault();
    },
    onDrop: (e: DragEvent) => {
      e.preventDefault();
      const moving = dragged;
      setDragged(null);
      if (!moving || moving.id === row.id || moving.group !== row.group) return;
      const fields = { csrf, intent: MOVE_TO, [idField]: String(moving.id), index: String(row.index) };
      void submit(version === undefined ? fields : { ...fields, version: String(version) }, {
        method: "post",
        preventScrollReset: true,
      });
    },
    onDragEnd: () => setDragged(null),
  });
  return { dragged: dragged?.id ?? null, handlers };
}
