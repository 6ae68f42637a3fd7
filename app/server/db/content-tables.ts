import type { Database } from "./schema";

// The tables whose rows appear on cached public pages (server/render-cache.ts). Each has the
// content-version triggers (content-version-triggers.ts), so any change to it, by the studio, a
// script or hand-typed SQL, re-renders the pages. A migration that creates a content table adds
// its triggers and the table here; tests/integration/content-tables.test.ts checks both lists
// agree on SQLite and PostgreSQL, and content-tables.test.ts that every table a public page reads
// is here (or said not to be page content).
export const CONTENT_TABLES = [
  "testimonials",
  "site_settings",
  "home_texts",
  "home_media",
  "blog_article",
  "investment_content",
  "portfolios",
  "portfolio_photos",
  // Migration 0021: the public Investment section will render from it.
  "services",
  // Migration 0029: /book-a-session and /minis/<slug> list them.
  "session_types",
  "mini_days",
  // Migration 0034: the shop's and the design's photos chosen from the library.
  "design_photos",
  // Migration 0035: every priced shop page.
  "shop_prices",
  // Migration 0036: /all-products, /product-detail and the print flows list her products.
  "shop_products",
  // Migration 0037: her gift-card amounts, on the public /gift-cards page.
  "gift_card_settings",
  // Migration 0043: the price sheets she names, on the pages of every product that uses one.
  "shop_price_sheets",
] as const satisfies readonly (keyof Database)[];
