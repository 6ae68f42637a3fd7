import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CONTENT_TABLES } from "./content-tables";

// Every table a public page's code reads must be a content table (so its changes re-render the
// cached pages), or be named below with the reason its changes never show on a cached page. The
// reads are found by following the imports of the public routes (not admin, API or client
// gallery, booking, one-off invoice or calendar-feed routes: private, never cached; nor the
// self-booking pages, rendered per request with no-store because their free times change with every hold) and of root.tsx, and looking for the query builder's table names.

const NOT_PAGE_CONTENT: Record<string, string> = {
  activity_log: "written by the editors beside their change; shown only in the admin",
  jobs: "background work queued by a form or an upload; never rendered",
  outbox: "mail waiting to be sent after a form; never rendered",
  sign_in_throttle: "the admin's sign-in guard, reached through the layout's session code",
  orders: "read by the checkout's actions, never by a cached page's loader",
  order_lines: "read by the checkout's actions, never by a cached page's loader",
  coupons: "read by the cart's Apply and the checkout (actions), never by a cached page's loader",
  coupon_invoice_uses: "written by an invoice's pay action and its confirmation, never read by a cached page",
  coupon_uses: "written by the checkout and the payment confirmation, never read by a cached page",
  gift_cards: "read by the cart's Apply, the checkout (actions) and her admin screens, never by a cached page",
  gift_card_entries:
    "written by the checkout, the payment confirmation and her admin screens, never read by a cached page",
  gift_card_deliveries: "written by her admin screens and the mailing job, never read by a cached page",
  order_refunds: "written and read by the admin's order page (actions and an admin loader), never by a cached page",
  order_refund_lines:
    "written and read by the admin's order page (actions and an admin loader), never by a cached page",
  payments: "read by the payment confirmation (webhook, test checkout), never by a cached page's loader",
  invoices: "read by the payment confirmation (webhook, test checkout), never by a cached page's loader",
  proposals: "read by the payment confirmation (webhook, test checkout), never by a cached page's loader",
  clients: "read by the payment confirmation (webhook, test checkout), never by a cached page's loader",
  admin_sessions: "who is signed in, checked per request; never part of a cached page",
  admin_users: "who is signed in, checked per request; never part of a cached page",
  testimonial_photo_links:
    "maps a testimonial photo's URL to its library photo; the page shows the URL kept in testimonials",
  admin_photos: "old testimonial photos waiting to be carried into the library at start-up",
  media_photos:
    "a page shows the photos a content table points at, and a photo's files are fixed once processed. " +
    "Known gap: a page falling back to the library's alt text keeps the old text until the next content change",
  media_variants: "a processed photo's files, fixed once made",
  session_bookings: "a self-booked time, settled by the payment confirmation; shown only on per-request pages",
  session_busy: "the times taken, claimed by the payment confirmation; shown only on per-request pages",
  availability_hours: "her hours, read when the payment confirmation re-claims a lapsed hold; per-request pages",
  dates_off: "her dates off, read when the payment confirmation re-claims a lapsed hold; per-request pages",
  contract_templates: "read by the migrations' seeds and when a proposal is written, never by a cached page",
  questionnaires: "read by the migrations' seeds and when a proposal is written, never by a cached page",
};

const app = path.resolve(import.meta.dirname, "../..");
const READS = /(?:selectFrom|innerJoin|leftJoin)\(\s*"([a-z_]+)|readSeededRow\([^,]+,\s*"([a-z_]+)/g;
const IMPORTS = /(?:import|export)\s(?!type\s)[^;]*?from\s+"([^"]+)"/g;

function resolveImport(from: string, spec: string): string | undefined {
  const base = spec.startsWith("~/")
    ? path.join(app, spec.slice(2))
    : spec.startsWith(".")
      ? path.resolve(path.dirname(from), spec)
      : undefined;
  if (!base) return undefined;
  return ["", ".ts", ".tsx", "/index.ts"]
    .map((ext) => base + ext)
    .find((f) => fs.statSync(f, { throwIfNoEntry: false })?.isFile());
}

/** The tables read by the code reachable from these files, each with a file that reads it. */
function tablesReadFrom(roots: string[]): Map<string, string> {
  const seen = new Set<string>();
  const tables = new Map<string, string>();
  const walk = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = fs.readFileSync(file, "utf8");
    for (const m of source.matchAll(READS)) tables.set((m[1] ?? m[2])!, path.relative(app, file));
    for (const m of source.matchAll(IMPORTS)) {
      const next = resolveImport(file, m[1]!);
      if (next) walk(next);
    }
  };
  roots.forEach(walk);
  return tables;
}

describe("content tables", () => {
  const routes = fs.readFileSync(path.join(app, "routes.ts"), "utf8");
  const publicRoutes = [...routes.matchAll(/"(routes\/[^"]+)"/g)]
    .map((m) => m[1]!)
    .filter((file) => !/^routes\/(admin|api|client-gallery|media|book|invoice|calendar|scheduling)\//.test(file));
  const read = tablesReadFrom(["root.tsx", ...publicRoutes].map((file) => path.join(app, file)));

  it("finds the public pages' reads (the walk works)", () => {
    expect(publicRoutes).toContain("routes/_site/home.tsx");
    expect([...read.keys()]).toEqual(expect.arrayContaining(["home_texts", "portfolios", "testimonials"]));
  });

  it("lists every table a public page reads, or says why it is not page content", () => {
    const content: readonly string[] = CONTENT_TABLES;
    const unlisted = [...read].filter(([table]) => !content.includes(table) && !(table in NOT_PAGE_CONTENT));
    expect(unlisted.map(([table, file]) => `${table} (read in ${file})`)).toEqual([]);
  });

  it("names no table twice", () => {
    expect(new Set(CONTENT_TABLES).size).toBe(CONTENT_TABLES.length);
    expect(CONTENT_TABLES.filter((table) => table in NOT_PAGE_CONTENT)).toEqual([]);
  });
});
