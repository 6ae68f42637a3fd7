// What search engines are told, shared by the pages' meta tags, robots.txt and the sitemap.

/** Size-selection pages (SPEC.md §2.6): neither indexed nor followed. */
export const NOINDEX_NOFOLLOW = "noindex, nofollow";
/** Checkout, cart, payment and admin pages: links may be followed, the page is not indexed. */
export const NOINDEX = "noindex";

/** Private areas, as robots.txt disallows them: noindex pages, never in the sitemap. */
export const PRIVATE_AREAS = [
  "/admin",
  "/cart",
  "/test-checkout",
  "/payment-success",
  "/functions/",
  "/api/",
  // Her private calendar feed (docs/decisions/035-calendar-feed.md).
  "/calendar/",
] as const;

/** The purchase steps of every print flow, as robots.txt patterns. */
export const PURCHASE_STEP_PATTERNS = ["/*/checkout/", "/*/select-size"] as const;
