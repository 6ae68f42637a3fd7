// The menu's "About Me" / "Investment" items and the hero's "Investment" button scroll to a
// home-page anchor: 500 ms after arriving from another page, 100 ms when already on / (SPEC.md §2.1).
export const ANCHOR_DELAY_FROM_OTHER_PAGE_MS = 500;
export const ANCHOR_DELAY_ON_HOME_MS = 100;

export function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

export function scrollToAnchor(id: string, delayMs: number) {
  window.setTimeout(() => {
    const target = document.getElementById(id);
    if (!target) return;
    target.scrollIntoView({ behavior: prefersReducedMotion() ? "auto" : "smooth", block: "start" });
    // Move keyboard focus with the view, without a second jump.
    if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
    target.focus({ preventScroll: true });
  }, delayMs);
}
