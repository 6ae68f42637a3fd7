import type { ResolvedImage } from "~/images/types";
import { defineIntents } from "~/shared/admin/intents";
import type { FieldErrors } from "~/shared/field-errors";
import { applyListMove, type ListMove } from "~/shared/admin/list-moves";

// The home page photo editor's lists, form layout and buttons, shared by the browser (the editor)
// and the server (its action, and the checks in home-media.schema.ts). No zod here: it stays out
// of the admin page's browser bundle.

export const HOME_MEDIA_LISTS = ["hero", "featured", "about"] as const;
export type HomeMediaList = (typeof HOME_MEDIA_LISTS)[number];

/** Row ids of home_media, fixed so the seed and the editor agree. */
export const HOME_MEDIA_IDS: Record<HomeMediaList, number> = { hero: 1, featured: 2, about: 3 };

/** How many entries each list may hold: the page is designed for six slides and six portraits. */
export const LIST_LIMITS: Record<HomeMediaList, { min: number; max: number }> = {
  hero: { min: 1, max: 10 },
  featured: { min: 0, max: 8 },
  about: { min: 1, max: 12 },
};

/** One entry of each list, and the list, in words ("Keep at least 1 slide.", "the hero slides"). */
export const LIST_NAMES: Record<HomeMediaList, { one: string; many: string }> = {
  hero: { one: "slide", many: "hero slides" },
  featured: { one: "entry", many: "Featured by entries" },
  about: { one: "photo", many: "about photos" },
};

// Each row is a few named fields with its index: photo-0, alt-0 (slides, portraits) or name-0,
// link-0, logo-0 (Featured by); `count` says how many rows the form holds. Field errors use the
// same names, so each message lands under its field.

export const ROW_FIELDS: Record<HomeMediaList, readonly string[]> = {
  hero: ["photo", "alt"],
  featured: ["name", "link", "logo"],
  about: ["photo", "alt"],
};

/** A row as typed (strings), before any checking: what moves and removals work on. */
export type DraftRow = Record<string, string>;

/** The fields a list's form may post: `count`, the picker's `pick`, and each row's, one row past the maximum. */
export function listFormFields(list: HomeMediaList): string[] {
  const rows = Array.from({ length: LIST_LIMITS[list].max + 1 }, (_, i) => ROW_FIELDS[list].map((n) => `${n}-${i}`));
  return ["count", "pick", ...rows.flat()];
}

/** The flat form (`count`, `photo-0`, …) → rows as typed; at most the list's maximum plus one. */
export function draftRows(list: HomeMediaList, form: Record<string, string>): DraftRow[] {
  const count = Math.min(Math.max(0, Math.floor(Number(form.count) || 0)), LIST_LIMITS[list].max + 1);
  return Array.from({ length: count }, (_, i) =>
    Object.fromEntries(ROW_FIELDS[list].map((name) => [name, form[`${name}-${i}`] ?? ""])),
  );
}

/** Rows → the flat form, the inverse of draftRows. */
export function flatForm(rows: readonly DraftRow[]): Record<string, string> {
  const flat: Record<string, string> = { count: String(rows.length) };
  rows.forEach((row, i) => {
    for (const [name, value] of Object.entries(row)) flat[`${name}-${i}`] = value;
  });
  return flat;
}

// ---- The buttons ------------------------------------------------------------------------------
// Save, Preview and Add name themselves; a row's buttons name their row too: "up-2", "use-0".

export const HOME_PHOTOS_INTENTS = defineIntents(["save", "preview", "add", "use", "up", "down", "remove"]);

type RowOp = "up" | "down" | "remove" | "use";

/** What the row buttons do to the draft: move up or down, remove, use the picked photo, or add one. */
export type RowIntent = { op: RowOp; index: number } | { op: "add" };

/** A row button's value: "up-2". */
export const rowIntentValue = (op: RowOp, index: number) => `${HOME_PHOTOS_INTENTS[op]}-${index}`;

export function rowIntent(intent: string): RowIntent | undefined {
  if (intent === HOME_PHOTOS_INTENTS.add) return { op: "add" };
  const match = /^(up|down|remove|use)-(\d{1,3})$/.exec(intent);
  return match ? { op: match[1] as RowOp, index: Number(match[2]) } : undefined;
}

/** The handler a row button's value goes to (editorAction's `match`). */
export const matchRowIntent = (posted: string) => {
  const intent = rowIntent(posted);
  return intent && HOME_PHOTOS_INTENTS[intent.op];
};

/**
 * The rows after a row button, through the admin's one list editor: a move, a removal, an
 * addition or a new photo for a row (`picked`: the fields the library picker fills, e.g.
 * { photo, alt } or { logo }). Out-of-range indexes change nothing.
 */
export function applyRowIntent(rows: readonly DraftRow[], intent: RowIntent, picked: DraftRow): DraftRow[] {
  const move: ListMove<DraftRow> =
    intent.op === "add"
      ? { kind: "add", item: picked }
      : intent.op === "use"
        ? { kind: "replace", index: intent.index, item: picked }
        : { kind: intent.op, index: intent.index };
  return applyListMove(rows, move);
}

/**
 * The element to focus after a row button's post, so a keyboard user stays on the row she moved
 * (the form is drawn anew): the same button on the row's new place, or the field to fill next.
 */
export function focusAfterChange(list: HomeMediaList, intent: RowIntent, rows: readonly DraftRow[]): string {
  const last = rows.length - 1;
  const firstField = list === "featured" ? "name" : "alt";
  switch (intent.op) {
    case "add":
      return last >= 0 ? `${list}-${firstField}-${last}` : `${list}-pick`;
    case "use":
      return `${list}-${firstField}-${intent.index}`;
    case "remove":
      return last >= 0 ? `${list}-remove-${Math.min(intent.index, last)}` : `${list}-pick`;
    case "up": {
      const at = Math.max(0, intent.index - 1);
      return at > 0 ? `${list}-up-${at}` : `${list}-down-${at}`;
    }
    case "down": {
      const at = Math.min(last, intent.index + 1);
      return at < last ? `${list}-down-${at}` : `${list}-up-${at}`;
    }
  }
}

/** The editor's action answers (app/routes/admin/home-photos.tsx). */
export type HomePhotosAnswer =
  | {
      draft: true;
      preview?: true;
      list: HomeMediaList;
      values: Record<string, string>;
      images: Record<string, ResolvedImage>;
      /** The id of the element to focus after a row button's post. */
      focus?: string;
    }
  | { saved: true; list: HomeMediaList; notice: string }
  | { error: string; fields?: FieldErrors; values?: Record<string, string>; stale?: boolean };
