// Index arithmetic shared by the home page carousels and the portfolio lightbox. Pure, so the
// rules (wrap or stop at the ends, which key or swipe moves where) are unit-tested on their own.

/** The index after moving by `delta`; wraps when `loop`, otherwise stops at the ends. */
export function stepIndex(index: number, delta: number, count: number, loop: boolean): number {
  if (count <= 0) return 0;
  const target = index + delta;
  if (loop) return ((target % count) + count) % count;
  return Math.min(Math.max(target, 0), count - 1);
}

/** Whether a move by `delta` changes anything: false at the ends of a carousel that doesn't loop. */
export function canStep(index: number, delta: number, count: number, loop: boolean): boolean {
  if (count <= 1) return false;
  if (loop) return true;
  return stepIndex(index, delta, count, false) !== index;
}

/** The items in display order when the carousel shows `start` first (a looping carousel). */
export function rotate<T>(items: readonly T[], start: number): T[] {
  if (items.length === 0) return [];
  const offset = stepIndex(0, start, items.length, true);
  return [...items.slice(offset), ...items.slice(0, offset)];
}

/** -1 for ArrowLeft, +1 for ArrowRight, 0 for any other key. */
export function arrowKeyDelta(key: string): -1 | 0 | 1 {
  if (key === "ArrowLeft") return -1;
  if (key === "ArrowRight") return 1;
  return 0;
}

/** Minimum horizontal travel, in CSS pixels, for a pointer drag to count as a swipe. */
export const SWIPE_THRESHOLD_PX = 40;

/**
 * The move a swipe asks for: dragging left shows the next item (+1), right the previous (-1).
 * Mostly-vertical drags are scrolls, not swipes.
 */
export function swipeDelta(dx: number, dy: number, threshold = SWIPE_THRESHOLD_PX): -1 | 0 | 1 {
  if (Math.abs(dx) < threshold || Math.abs(dx) <= Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}
