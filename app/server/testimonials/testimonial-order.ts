import type { PinPosition } from "~/shared/testimonials/testimonial";

// The public order of a testimonials page (DECISIONS.md §3): rows pinned to the top first, in pin
// order; then every unpinned row newest first; then rows pinned to the bottom, in pin order.
// Pure, so the same rule serves the public pages, the admin preview and the tests.

export interface Orderable {
  id: number;
  createdAt: string;
  pinPosition: PinPosition | null;
  pinOrder: number | null;
}

/** Pinned rows by pin order; a missing order sorts after numbered ones; ties go to the older id. */
function byPin(a: Orderable, b: Orderable): number {
  const ao = a.pinOrder ?? Number.MAX_SAFE_INTEGER;
  const bo = b.pinOrder ?? Number.MAX_SAFE_INTEGER;
  return ao - bo || a.id - b.id;
}

/** Newest first; the same instant falls back to the higher id, so the order is always stable. */
function newestFirst(a: Orderable, b: Orderable): number {
  const at = Date.parse(a.createdAt);
  const bt = Date.parse(b.createdAt);
  return bt - at || b.id - a.id;
}

export function orderTestimonials<T extends Orderable>(rows: readonly T[]): T[] {
  const top = rows.filter((r) => r.pinPosition === "top").sort(byPin);
  const middle = rows.filter((r) => r.pinPosition !== "top" && r.pinPosition !== "bottom").sort(newestFirst);
  const bottom = rows.filter((r) => r.pinPosition === "bottom").sort(byPin);
  return [...top, ...middle, ...bottom];
}
