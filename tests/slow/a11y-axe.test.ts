import AxeBuilder from "@axe-core/playwright";
import Database from "better-sqlite3";
import { type Browser, type BrowserContext, type Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/server/db/db.server";
import { issueGiftCard } from "~/server/shop/gift-card-issue.server";
import { launchBrowser, waitForHydration } from "../helpers/browser";
import { startServer, type TestServer } from "../helpers/server";
import { ADMIN_EMAIL, ADMIN_PASSWORD, createAdminAccount, postJson } from "../integration/admin-client";
import { insertSentProposal } from "../integration/booking-fixtures";
import { insertPaidPrintOrder } from "../integration/fulfilment-fixtures";
import { insertBookedProposal as insertCalendarBooking } from "../integration/calendar-fixtures";
import { insertBookedProposal } from "../integration/questionnaire-fixtures";
import { insertSignedProposal } from "../integration/signed-proposal-fixtures";

async function post(url: string, body: unknown) {
  const res = await postJson(url, body);
  return { status: res.status, body: (await res.json()) as { url?: string } };
}

// axe-core in Chromium on every public page (each path of the sitemap plus the pages it leaves
// out) and every admin screen signed in: no violations of any rule axe runs by default (WCAG 2.x
// A and AA and best practices). Each page is audited after hydration, as a visitor meets it.

let server: TestServer;
let browser: Browser;
let ids: { enquiry: number; testimonial: number; order: number; checkoutUrl: string };
/** A client with a sent proposal (its booking page and editor) and a seeded contract template. */
let booking: { clientId: number; proposalId: number; token: string; contractId: number };
/** A booked proposal: its session can be moved (issue 29 §4). */
let bookedProposalId: number;
/** A booked client who started her questionnaire (issue 29 §3): its section and the answers page. */
let answering: { token: string; questionnaireId: number; responseId: number };
/** A signed proposal (issue 29 §1): its booking page lists the instalments; its retainer's invoice page. */
let ledger: { token: string; invoiceId: number };
/** A gift card her screens show, and the page of an order it pays in full. */
let giftCardId: number;
let giftCardCheckoutUrl: string;
/** A paid gallery-print order (issue 31 §7): What to print, the crop tool, refunds and its packing slip. */
let paidOrderId: number;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchAuditBrowser()]);
  const created = await createAdminAccount(server.databaseUrl);
  expect(created.code, created.output).toBe(0);
  // One of everything for the admin's detail screens, through the public endpoints.
  const enquiry = await post(server.url + "/functions/v1/send-contact-email", {
    kind: "contact",
    name: "Axe Visitor",
    email: "axe@example.com",
    message: "Checking every page with axe.",
  });
  expect(enquiry.status).toBeLessThan(300);
  const review = await post(server.url + "/functions/v1/submit-testimonial", {
    bride_name: "Rosa",
    groom_name: "Tomas",
    review_text: "She captured our desert wedding perfectly.",
    rating: 5,
  });
  expect(review.status).toBeLessThan(300);
  const payment = await post(server.url + "/functions/v1/create-payment", {
    items: [{ id: "pink-peonies-8x10", quantity: 1 }],
    customerEmail: null,
  });
  expect(payment.status).toBe(200);
  const db = new Database(server.databaseUrl.replace(/^file:/, ""), { readonly: true });
  const first = (table: string) =>
    (db.prepare(`select id from ${table} order by id limit 1`).get() as { id: number }).id;
  ids = {
    enquiry: first("enquiries"),
    testimonial: first("testimonials"),
    order: first("orders"),
    checkoutUrl: payment.body.url ?? "",
  };
  db.close();
  const app = openDatabase(server.databaseUrl);
  const sent = await insertSentProposal(app.db);
  const contract = await app.db.selectFrom("contract_templates").select("id").executeTakeFirstOrThrow();
  booking = { ...sent, contractId: Number(contract.id) };
  bookedProposalId = (await insertCalendarBooking(app.db)).proposalId;
  const questionnaire = await app.db.selectFrom("questionnaires").select("id").executeTakeFirstOrThrow();
  const booked = await insertBookedProposal(app.db, { questionnaireId: Number(questionnaire.id) });
  await fetch(`${server.url}/book/${booked.token}/questionnaire`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
    body: new URLSearchParams({ "answer.planner": "Desert Days Events", intent: "autosave" }),
  });
  const response = await app.db.selectFrom("questionnaire_responses").select("id").executeTakeFirstOrThrow();
  answering = { token: booked.token, questionnaireId: Number(questionnaire.id), responseId: Number(response.id) };
  const signed = await insertSignedProposal(app.db, { email: "ledger@example.com" });
  ledger = { token: signed.token, invoiceId: signed.invoices[0]!.id };
  // A gift card (issue 31 §6) for her card page, and an order it pays in full for its checkout page.
  const card = await issueGiftCard(
    {
      amount: "25000",
      customAmount: "",
      recipientName: "Axe Friend",
      recipientEmail: "friend@example.com",
      message: "",
    },
    "axe@example.com",
    app.db,
  );
  if (!("id" in card)) throw new Error("The gift card was not issued");
  giftCardId = card.id;
  const { code } = await app.db
    .selectFrom("gift_cards")
    .select("code")
    .where("id", "=", card.id)
    .executeTakeFirstOrThrow();
  const paidByCard = await post(server.url + "/functions/v1/create-payment", {
    items: [{ id: "pink-peonies-8x10", quantity: 1 }],
    customerEmail: null,
    giftCard: code,
  });
  expect(paidByCard.status).toBe(200);
  giftCardCheckoutUrl = paidByCard.body.url ?? "";
  paidOrderId = await insertPaidPrintOrder(app.db, { provider: "test" });
  await app.db.destroy();
});

/**
 * Chromium as tests/helpers/browser.ts launches it, but without downloading or decoding images:
 * axe judges images by their markup (alt text, roles), and text over a photo is "incomplete" for
 * its contrast rule either way, so the photos only cost time (the galleries hold over a hundred).
 */
function launchAuditBrowser(): Promise<Browser> {
  return launchBrowser(["--blink-settings=imagesEnabled=false"]);
}

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function violations(page: Page): Promise<string[]> {
  // Legacy mode runs axe inside the page itself: the pages embed no third-party frames until a
  // visitor asks (the welcome video), and it spares a blank page per audit.
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    // Only violations are reported: computing every pass and "incomplete" node costs most of the time.
    .options({ resultTypes: ["violations"] })
    .analyze();
  return results.violations.map(
    (v) => `${v.id} (${v.impact ?? "?"}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
  );
}

async function audit(context: BrowserContext, path: string): Promise<string[]> {
  const page = await context.newPage();
  try {
    const res = await page.goto(server.url + path);
    if (!res) throw new Error(`no response for ${path}`);
    // Audit the page asked for, not an error page standing in for it.
    expect(res.status(), path).toBe(path === "/no-such-page" ? 404 : 200);
    await waitForHydration(page);
    const found = (await violations(page)).map((line) => `${path} → ${line}`);
    if (process.env.A11Y_VERBOSE) console.log(`${path}: ${found.length ? found.join("\n") : "ok"}`);
    return found;
  } finally {
    await page.close();
  }
}

async function sitemapPaths(): Promise<string[]> {
  const xml = await (await fetch(server.url + "/sitemap.xml")).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? "").pathname);
}

describe("axe-core: 0 violations", () => {
  it("on every public page, its print steps, the test checkout and the 404 page", { timeout: 900_000 }, async () => {
    const fromSitemap = await sitemapPaths();
    expect(fromSitemap.length).toBeGreaterThan(20);
    const paths = [
      ...fromSitemap,
      "/cart",
      // Gift cards sold in the shop (decision 051).
      "/gift-cards",
      "/inquiry",
      "/leave-review",
      // The size selection and the checkout step of each of the five print flows.
      "/floral-print/pink-peonies/select-size",
      "/floral-print/pink-peonies/checkout/8x10",
      "/landscape-print/autumn-carpet/select-size",
      "/landscape-print/autumn-carpet/checkout/14x11",
      "/tulip-print/select-size",
      "/tulip-print/checkout/10x8",
      "/landscape-prints/select-size",
      "/landscape-prints/checkout/20x16",
      "/product/3/select-size",
      "/product/3/checkout/12x12",
      "/payment-success",
      "/no-such-page",
      // The client's booking page (private: not in the sitemap).
      `/book/${booking.token}`,
      `/book/${answering.token}`,
      // After signing: the instalments and the pay button (issue 29 §1).
      `/book/${ledger.token}`,
      new URL(ids.checkoutUrl).pathname + new URL(ids.checkoutUrl).search,
      // An order a gift card pays in full (decision 046).
      new URL(giftCardCheckoutUrl).pathname + new URL(giftCardCheckoutUrl).search,
    ].filter((p, i, all) => all.indexOf(p) === i);
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const found: string[] = [];
    // Three pages at a time: the pages are independent and each waits on the network and React.
    const queue = [...paths];
    await Promise.all(
      [0, 1, 2].map(async () => {
        for (let path = queue.shift(); path !== undefined; path = queue.shift())
          found.push(...(await audit(context, path)));
      }),
    );
    console.log(`axe: ${paths.length} public pages audited`);
    // A phone's layout has its own menu and stacking: the main pages once more at 390 px.
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    for (const path of [
      "/",
      "/work",
      "/wedding-portfolio",
      "/cart",
      "/gift-cards",
      "/inquiry",
      "/testimonials/love-stories",
      `/book/${booking.token}`,
      `/book/${answering.token}`,
      `/book/${ledger.token}`,
    ]) {
      found.push(...(await audit(phone, path)).map((line) => `390px ${line}`));
    }
    await Promise.all([context.close(), phone.close()]);
    expect(found).toEqual([]);
  });

  it("on every admin screen, signed in, and on the sign-in page", { timeout: 400_000 }, async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const found = await audit(context, "/admin/sign-in");
    const page = await context.newPage();
    await page.goto(server.url + "/admin/sign-in");
    await waitForHydration(page);
    await page.getByLabel("Email").fill(ADMIN_EMAIL);
    await page.getByLabel("Password").fill(ADMIN_PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor();
    await page.close();
    const screens = [
      "/admin",
      "/admin/enquiries",
      `/admin/enquiries/${ids.enquiry}`,
      "/admin/testimonials",
      `/admin/testimonials/${ids.testimonial}`,
      "/admin/orders",
      `/admin/orders/${ids.order}`,
      `/admin/orders/${paidOrderId}`,
      `/admin/orders/${paidOrderId}/packing-slip`,
      "/admin/home",
      "/admin/home-photos",
      // The shop's and the design's pictures (issue 31 §2), with the picker open for one of them.
      "/admin/design-photos",
      "/admin/design-photos?slot=prints%2Ffloral%2Fpink-peonies",
      "/admin/site-settings",
      "/admin/blog",
      "/admin/investment",
      "/admin/clients",
      "/admin/clients/new",
      `/admin/clients/${booking.clientId}`,
      `/admin/clients/${booking.clientId}/proposals/new`,
      `/admin/proposals/${booking.proposalId}`,
      "/admin/contracts",
      `/admin/contracts/${booking.contractId}`,
      // Her calendar and moving a booked session (issue 29 §4).
      "/admin/calendar",
      "/admin/calendar/replace",
      `/admin/proposals/${bookedProposalId}/move`,
      "/admin/questionnaires",
      "/admin/questionnaires/new",
      `/admin/questionnaires/${answering.questionnaireId}`,
      `/admin/questionnaires/answers/${answering.responseId}`,
      `/admin/invoices/${ledger.invoiceId}`,
      // For her accountant (issue 29 §6), with a chosen period.
      "/admin/exports?from=2026-01&to=2026-03",
      // Self-booking set-up and her schedule (issue 30), the shop's coupons and gift cards (issue 31 §5–6).
      "/admin/session-types",
      "/admin/session-types/new",
      "/admin/availability",
      "/admin/minis",
      "/admin/minis/new",
      "/admin/schedule",
      "/admin/schedule?view=week",
      "/admin/prices",
      // Her products (decision 050).
      "/admin/products",
      "/admin/products/new",
      "/admin/products/pink-peonies",
      "/admin/products/pink-peonies/delete",
      "/admin/coupons",
      "/admin/coupons/new",
      // Gift cards (issue 31 §6).
      "/admin/gift-cards",
      "/admin/gift-cards/new",
      `/admin/gift-cards/${giftCardId}`,
    ];
    for (const path of screens) found.push(...(await audit(context, path)));
    // The admin is used on a phone too.
    const phone = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      storageState: await context.storageState(),
    });
    for (const path of screens) found.push(...(await audit(phone, path)).map((line) => `390px ${line}`));
    await Promise.all([context.close(), phone.close()]);
    expect(found).toEqual([]);
  });
});
