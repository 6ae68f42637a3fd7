import { useEffect, useRef } from "react";
import { useRevalidator } from "react-router";

// The portfolio editor's behaviour in the browser: focus that follows a moved photo, and the list
// reloaded while uploads are processing (drag and drop is the editor kit's useDragReorder).

const POLL_MS = 2000;

/**
 * After a move the photo's row is somewhere else: focus follows it (the same button, or its first
 * enabled one at the edges), so a keyboard user can press Move up again without searching. The
 * action's answer can arrive before the reloaded list, so this runs again when the version
 * changes, then only if the focus was lost (a button that became disabled drops it).
 */
export function useKeepFocus(result: unknown, version: number) {
  const handled = useRef<unknown>(undefined);
  useEffect(() => {
    const r = result as { saved?: boolean; itemId?: number; intent?: string } | undefined;
    if (!r?.saved || !r.itemId) return;
    const fresh = handled.current !== result;
    handled.current = result;
    // A focused button that became disabled still reads as active until the browser drops it.
    const active = document.activeElement as HTMLButtonElement | null;
    const lost = !active || active === document.body || active.disabled === true;
    if (!fresh && !lost) return;
    const row = document.querySelector(`[data-item="${r.itemId}"]`);
    const button =
      row?.querySelector<HTMLButtonElement>(`button[value="${r.intent}"]:not(:disabled)`) ??
      row?.querySelector<HTMLButtonElement>("button:not(:disabled)");
    button?.focus();
  }, [result, version]);
}

/** While an uploaded photo is processing, reload the list every 2 s so its state and thumbnail appear. */
export function usePollWhileProcessing(active: boolean) {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    if (!active) return;
    const timer = window.setInterval(() => void revalidate(), POLL_MS);
    return () => window.clearInterval(timer);
  }, [active, revalidate]);
}
