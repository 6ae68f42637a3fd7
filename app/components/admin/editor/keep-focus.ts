import { useEffect, useRef } from "react";
import { useRevalidator } from "react-router";

// The browser side of editors whose rows move (a portfolio's or a gallery's photos, a gallery's
// sets): focus that follows a moved row, and the page reloaded while photos are being prepared.

/** What an answer that moved a row carries (the kit's `answer(…, { context })`). */
export interface MovedAnswer {
  saved?: boolean;
  intent?: string;
  itemId?: number;
  setId?: number;
}

/** A photo's row: `data-item` holds its id. */
const itemRow = (answer: MovedAnswer) => (answer.itemId ? `[data-item="${answer.itemId}"]` : undefined);

/**
 * After a move the row is somewhere else: focus follows it (the same button, or its first enabled
 * one at the edges), so a keyboard user can press Up again without searching. The answer can
 * arrive before the reloaded list, so this runs again when the version changes, then only if the
 * focus was lost (a button that became disabled drops it). `rowOf` names the row an answer moved.
 */
export function useKeepFocus(
  result: unknown,
  version: number,
  rowOf: (answer: MovedAnswer) => string | undefined = itemRow,
) {
  const handled = useRef<unknown>(undefined);
  useEffect(() => {
    const answer = (result ?? {}) as MovedAnswer;
    const selector = answer.saved ? rowOf(answer) : undefined;
    if (!selector) return;
    const fresh = handled.current !== result;
    handled.current = result;
    // A focused button that became disabled still reads as active until the browser drops it.
    const active = document.activeElement as HTMLButtonElement | null;
    const lost = !active || active === document.body || active.disabled === true;
    if (!fresh && !lost) return;
    const row = document.querySelector(selector);
    const button =
      row?.querySelector<HTMLButtonElement>(`button[value="${answer.intent}"]:not(:disabled)`) ??
      row?.querySelector<HTMLButtonElement>("button:not(:disabled)");
    button?.focus();
  }, [result, version, rowOf]);
}

/** While `active` (photos being prepared), reload the page's data every `everyMs`. */
export function usePollWhile(active: boolean, everyMs: number) {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    if (!active) return;
    const timer = window.setInterval(() => void revalidate(), everyMs);
    return () => window.clearInterval(timer);
  }, [active, everyMs, revalidate]);
}
