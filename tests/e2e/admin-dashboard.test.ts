import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type AppDatabase } from "~/server/db/db.server";
import { addDays } from "~/shared/booking/pricing";
import { studioDate } from "~/shared/galleries/gallery-rules";
import { expectNoAxeViolations, signIn } from "../helpers/admin-browser";
import { launchBrowser, newPage } from "../helpers/browser";
import { startServer, type TestServer } from "../helpers/server";
import { createAdminAccount } from "../integration/admin-client";

// The dashboard's pictures in a real browser on a 390 px phone (issue 29 §5): a month with one
// enquiry that booked, money received by card and in the shop, an instalment partly paid and one
// overdue. The key figures read as she sees them, each owed invoice links to its client, the
// charts are named images with their numbers one click away, nothing scrolls sideways, and axe
// finds nothing. Screenshots (phone and wide) land in SCREENSHOT_DIR for a human to look at.

const SCREENSHOT_DIR = process.env.SCREENSHOT_DIR ?? path.join(os.tmpdir(), "admin-dashboard-screens");

let server: TestServer;
let browser: Browser;
let app: AppDatabase;
let clientId: number;

async function buildThisMonth(db: AppDatabase["db"]) {
  const now = new Date();
  const today = studioDate(now);
  const enquiry = await db
    .insertInto("enquiries")
    .values({ kind: "inquiry", name: "Rosa Vega", email: "rosa@example.com", message: "Hi", how_found: "Instagram" })
    .returning("id")
    .executeTakeFirstOrThrow();
  const client = await db
    .insertInto("clients")
    .values({ names: "Rosa & Luis Vega", email: "rosa@example.com", status: "booked", enquiry_id: enquiry.id })
    .returning("id")
    .executeTakeFirstOrThrow();
  clientId = Number(client.id);
  await db
    .insertInto("proposals")
    .values({
      client_id: clientId,
      token: "dashboard-e2e-token-0123456789abcdef",
      status: "booked",
      title: "Desert elopement",
      session_date: addDays(today, 10),
      session_time: "17:00",
      session_place: "Papago Park",
      content: "{}",
      schedule: "{}",
      expires_on: addDays(today, 30),
      signed_at: now,
    })
    .execute();
  const invoice = async (amount: number, dueOn: string | null, status: "open" | "paid", paid: number) => {
    const row = await db
      .insertInto("invoices")
      .values({ client_id: clientId, position: 1, label: "Instalment", amount_cents: amount, due_on: dueOn, status })
      .returning("id")
      .executeTakeFirstOrThrow();
    if (paid > 0) {
      await db
        .insertInto("payments")
        .values({
          invoice_id: row.id,
          client_id: clientId,
          amount_cents: paid,
          method: "card",
          status: "paid",
          paid_at: now,
        })
        .execute();
    }
  };
  await invoice(100_000, null, "paid", 100_000);
  await invoice(123_400, addDays(today, 5), "open", 23_400);
  await invoice(50_000, addDays(today, -3), "open", 0);
  await db
    .insertInto("orders")
    .values({
      total_cents: 4_500,
      status: "paid",
      payment_provider: "test",
      access_token: "dashboard-e2e-order",
      paid_at: now,
    })
    .execute();
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  const created = await createAdminAccount(server.databaseUrl);
  expect(created.code, created.output).toBe(0);
  app = openDatabase(server.databaseUrl);
  await buildThisMonth(app.db);
});
afterAll(async () => {
  await app?.db.destroy();
  await browser?.close();
  await server?.stop();
});

describe("the dashboard's pictures of the business", () => {
  it("shows this month's figures, who owes what, the sessions ahead and the year's charts, on a phone", async () => {
    const { page, errors } = await newPage(browser, { width: 390 });
    await signIn(page, server.url + "/admin");
    await page.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor();
    const section = (title: string) =>
      page.locator("section", { has: page.getByRole("heading", { level: 2, name: title, exact: true }) });
    const figure = (key: string) => page.locator(`[data-figure="${key}"]`).innerText();
    expect(await figure("received-this-month")).toBe("$1,279.00");
    expect(await figure("due-30-days")).toBe("$1,000.00");
    expect(await figure("overdue")).toBe("$500.00");
    expect(await figure("enquiries-this-month")).toBe("1");
    expect(await figure("bookings-this-month")).toBe("1");
    expect(await figure("conversion")).toBe("100%");
    // The existing attention cards stay.
    expect(await page.locator('[data-count="New enquiries"]').innerText()).toContain("1");

    const owed = section("Money owed");
    const links = owed.getByRole("link", { name: "Rosa & Luis Vega" });
    expect(await links.count()).toBe(2);
    expect(await links.first().getAttribute("href")).toBe(`/admin/clients/${clientId}`);
    const sessions = section("Sessions coming up");
    expect(await sessions.innerText()).toContain("Desert elopement");

    const chart = page.getByRole("img", { name: /Money received per month/ });
    expect(await chart.count()).toBe(1);
    const numbers = section("The last 12 months").getByText("Show the numbers").last();
    await numbers.click();
    const table = page.getByRole("table", { name: /Money received per month/ });
    expect(await table.getByRole("row").last().innerText()).toContain("$1,279.00");
    expect(await section("How did they find you?").innerText()).toMatch(/Instagram\s+1 enquiry, 1 booked/);

    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
    fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, "dashboard-phone.png"), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, "dashboard-wide.png"), fullPage: true });
  });
});
