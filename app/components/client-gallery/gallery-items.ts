import type { ClientItem, ClientSet } from "./gallery-types";

// Pure helpers of the client's grid, unit-tested: pages appended as they load, and the loaded
// photos grouped into runs by set for the headings.

/** The photos loaded so far plus a new page, each once, in gallery order. */
export function appendPage(loaded: readonly ClientItem[], page: readonly ClientItem[]): ClientItem[] {
  const seen = new Set(loaded.map((item) => item.itemId));
  return [...loaded, ...page.filter((item) => !seen.has(item.itemId))].sort((a, b) => a.number - b.number);
}

export interface SetGroup {
  /** null: photos in no set (shown first, without a heading). */
  set: ClientSet | null;
  items: ClientItem[];
  /** Index of the group's first photo among all loaded photos (the lightbox's numbering). */
  start: number;
}

/** Consecutive runs of photos of one set, each with its set; photos keep their order. */
export function groupBySet(items: readonly ClientItem[], sets: readonly ClientSet[]): SetGroup[] {
  const byId = new Map(sets.map((set) => [set.id, set]));
  const groups: SetGroup[] = [];
  items.forEach((item, index) => {
    const last = groups.at(-1);
    if (last && (last.set?.id ?? null) === item.setId) last.items.push(item);
    else groups.push({ set: item.setId === null ? null : (byId.get(item.setId) ?? null), items: [item], start: index });
  });
  return groups;
}

/** "Show more photos (60 of 1,000 shown)". */
export function moreLabel(shown: number, total: number): string {
  return `${shown.toLocaleString("en-US")} of ${total.toLocaleString("en-US")} photos shown`;
}
