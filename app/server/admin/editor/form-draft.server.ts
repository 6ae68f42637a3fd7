// Editors with lists (venues and their photos, packages, add-ons) post flat fields named by path,
// "venues.2.photos.0.alt", so zod's issue paths name the very field to mark. nestForm() turns the
// flat fields back into the nested draft; applyListIntent() handles the Add / Remove / Move up /
// Move down buttons on the server, without JavaScript: the edited draft comes back unsaved, and
// only Save stores it.

import { draftChangedMessage, EDIT_MESSAGES } from "~/shared/admin/edit-messages";
import { applyListMove, targetIndex, type ListMove } from "~/shared/admin/list-moves";
import { refusedAnswer } from "./edit-result.server";

export type DraftNode = string | DraftNode[] | { [key: string]: DraftNode };

/** Lists longer than this are cut: a forged "venues.99999.name" must not allocate a huge array. */
const MAX_INDEX = 60;
const SEGMENT = /^(?:[a-zA-Z][a-zA-Z0-9]*|\d{1,3})$/;

/** Nested objects and arrays from the form's text fields (files and unknown shapes ignored). */
export function nestForm(form: FormData, accept: (name: string) => boolean): Record<string, DraftNode> {
  const root: Record<string, DraftNode> = {};
  for (const [name, value] of form.entries()) {
    if (typeof value !== "string" || !accept(name)) continue;
    const segments = name.split(".");
    if (segments.length > 6 || !segments.every((s) => SEGMENT.test(s))) continue;
    if (segments.some((s) => /^\d/.test(s) && Number(s) >= MAX_INDEX)) continue;
    let node: Record<string, DraftNode> | DraftNode[] = root;
    for (let i = 0; i < segments.length; i++) {
      const key = segments[i]!;
      const last = i === segments.length - 1;
      const nextIsIndex = !last && /^\d/.test(segments[i + 1]!);
      const container = node as Record<string, DraftNode>;
      if (last) {
        // PostgreSQL refuses NUL in text; a stray one must not become a 500.
        container[key] = value.replaceAll("\0", "");
        break;
      }
      const existing = container[key];
      const wanted = nextIsIndex ? Array.isArray(existing) : !!existing && typeof existing === "object";
      if (!wanted) container[key] = nextIsIndex ? [] : {};
      node = container[key] as Record<string, DraftNode> | DraftNode[];
    }
  }
  return compact(root) as Record<string, DraftNode>;
}

/** Sparse arrays (a removed middle index) closed up, in index order. */
function compact(node: DraftNode): DraftNode {
  if (typeof node === "string") return node;
  if (Array.isArray(node)) return node.filter((item) => item !== undefined).map(compact);
  return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, compact(v)]));
}

export type ListIntent = { action: "add" | "remove" | "up" | "down"; list: string; index: number };

/** "add:venues", "remove:venues.2", "up:venues.2.photos.1" … ; undefined for anything else. */
export function parseListIntent(intent: string): ListIntent | undefined {
  const match =
    /^(add|remove|up|down):([a-zA-Z][a-zA-Z0-9]*(?:\.\d{1,2}\.[a-zA-Z][a-zA-Z0-9]*)*)(?:\.(\d{1,2}))?$/.exec(intent);
  if (!match) return undefined;
  const action = match[1] as ListIntent["action"];
  const index = match[3] === undefined ? -1 : Number(match[3]);
  if ((action === "add") !== (index === -1)) return undefined;
  return { action, list: match[2]!, index };
}

function listAt(draft: unknown, path: string): unknown[] | undefined {
  let node: unknown = draft;
  for (const segment of path.split(".")) {
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Record<string, unknown>)[segment];
  }
  return Array.isArray(node) ? node : undefined;
}

/**
 * Applies a list button to the draft in place (through the admin's one list editor,
 * ~/shared/admin/list-moves). Returns the path of the item to move focus to (the added or moved
 * item, or the list after a removal), or undefined when it did not apply.
 */
export function applyListIntent(
  draft: object,
  intent: ListIntent,
  blank: (list: string) => unknown,
  max: number,
): string | undefined {
  const list = listAt(draft, intent.list);
  if (!list) return undefined;
  const { action, index } = intent;
  if (action === "add" && list.length >= max) return undefined;
  if (action !== "add" && index >= list.length) return undefined;
  const move: ListMove<unknown> =
    action === "add" ? { kind: "add", item: blank(intent.list) } : { kind: action, index };
  const next = applyListMove(list, move);
  list.splice(0, list.length, ...next);
  if (action === "remove")
    return list.length === 0 ? intent.list : `${intent.list}.${Math.min(index, list.length - 1)}`;
  return `${intent.list}.${targetIndex(list.length - (action === "add" ? 1 : 0), move)}`;
}

/** `editorAction`'s `match` for an editor whose list buttons all go to `intent`'s handler. */
export const matchListIntent =
  <I extends string>(intent: I) =>
  (posted: string): I | undefined =>
    parseListIntent(posted) ? intent : undefined;

/**
 * A list button's answer: the draft with the button applied (stored nowhere), the item to focus,
 * a stamp that redraws the form, and the notice that only `saveLabel` keeps the change.
 */
export function draftListChange<D extends object>(
  draft: D,
  posted: string,
  options: { blank: (list: string) => unknown; max: number | ((list: string) => number); saveLabel: string },
) {
  const intent = parseListIntent(posted);
  if (!intent) return refusedAnswer(EDIT_MESSAGES.unknownIntent);
  const max = typeof options.max === "number" ? options.max : options.max(intent.list);
  const focus = applyListIntent(draft, intent, options.blank, max);
  return { draft, focus, stamp: Date.now(), changed: draftChangedMessage(options.saveLabel) };
}
