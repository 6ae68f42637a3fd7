import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { holdSessionTime } from "~/server/scheduling/hold-time.server";
import { arizonaEpochMinute } from "~/shared/scheduling/arizona-clock";
import { expectNoAxeViolations, signIn } from "../helpers/admin-browser";
import { launchBrowser, newPage, waitForHydration } from "../helpers/browser";
import { startServer, type TestServer } from "../helpers/server";
import { createAdminAccount } from "../integration/admin-client";
import { databaseWithUrl, type UrlDatabase } from "../integration/backup-helpers";
import {
  insertSelfBookedSession,
  payRetainerByCard,
  weekdayAhead,
  type SelfBooked,
} from "../integration/scheduler-fixtures";

// Issue 30 §4 and §6 in Chromium on a 390 px phone: the photographer's day view shows the booked
// and the held session with the clients' names, and she cancels one with its deposit refunded; a
// client reschedules her own session from /session/<token>. Axe finds nothing; nothing scrolls
// sideways.

let database: UrlDatabase;
let server: TestServer;
let browser: Browser;
let erin: SelfBooked;
let finn: SelfBooked;
const day = weekdayAhead(6);
const later = weekdayAhead(13);

beforeAll(async () => {
  database = await databaseWithUrl("sqlite");
  erin = await insertSelfBookedSession(database, {
    date: day,
    minute: 16 * 60,
    email: "erin@example.com",
    names: "Erin Park",
  });
  await payRetainerByCard(database, erin.proposalToken);
  const held = await holdSessionTime("family-session", arizonaEpochMinute(day, 18 * 60 + 30), new Date(), database);
  if (!held.ok) throw new Error("no hold");
  await database.db
    .updateTable("session_bookings")
    .set({ names: "Gina Holder" })
    .where("id", "=", held.bookingId)
    .execute();
  finn = await insertSelfBookedSession(database, {
    date: later,
    minute: 16 * 60,
    email: "finn@example.com",
    names: "Finn Lee",
  });
  await payRetainerByCard(database, finn.proposalToken);
  [server, browser] = await Promise.all([startServer({ DATABASE_URL: database.url }), launchBrowser()]);
  const created = await createAdminAccount(server.databaseUrl);
  expect(created.code, created.output).toBe(0);
}, 90_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await database?.cleanup();
});

const fits = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe("self-booked sessions on a phone", () => {
  it("her day view shows the names; she cancels one with its deposit refunded", { timeout: 120_000 }, async () => {
    const { page, errors } = await newPage(browser, { width: 390 });
    await signIn(page, `${server.url}/admin/schedule?view=day&date=${day}`);
    await page.getByRole("heading", { level: 1, name: "Your schedule" }).waitFor();
    await waitForHydration(page);
    await page.getByRole("link", { name: "Erin Park" }).waitFor();
    await page.getByText("Gina Holder").waitFor();
    await page.getByText("Held: not paid yet").waitFor();
    await expectNoAxeViolations(page);
    expect(await fits(page)).toBeLessThanOrEqual(390);

    await page.getByRole("link", { name: "4:00 pm–5:00 pm" }).click();
    await page.getByRole("heading", { level: 1, name: "Family Session" }).waitFor();
    await waitForHydration(page);
    await expectNoAxeViolations(page);
    expect(await fits(page)).toBeLessThanOrEqual(390);
    await page.getByLabel("Refund the $150 deposit to the client").check();
    await page.getByLabel("Yes, cancel this session").check();
    await page.getByRole("button", { name: "Cancel the session" }).click();
    await page.getByRole("status").filter({ hasText: "$150 refunded to the card" }).waitFor();
    expect(errors).toEqual([]);

    const booking = await database.db
      .selectFrom("session_bookings")
      .select("status")
      .where("id", "=", erin.bookingId)
      .executeTakeFirstOrThrow();
    expect(booking.status).toBe("cancelled");
    const refund = await database.db
      .selectFrom("payments")
      .select(["amount_cents", "status"])
      .where("kind", "=", "refund")
      .where("client_id", "=", erin.clientId)
      .execute();
    expect(refund).toEqual([{ amount_cents: 15_000, status: "paid" }]);
    const mail = await database.db
      .selectFrom("outbox")
      .select("text_body")
      .where("kind", "=", "session-cancelled")
      .where("to_address", "=", "erin@example.com")
      .executeTakeFirstOrThrow();
    expect(mail.text_body).toContain(
      "Your $150 deposit will be refunded: you will get a receipt by e-mail when it is made",
    );
    // The receipt the mail promised, once the refund was made (a durable job writes its PDF).
    const receipts = () =>
      database.db
        .selectFrom("outbox")
        .select("kind")
        .where("kind", "=", "refund-receipt")
        .where("to_address", "=", "erin@example.com")
        .execute();
    await expect.poll(async () => (await receipts()).length, { timeout: 20_000, interval: 250 }).toBe(1);

    // The week grid shows what is left that day.
    await page.goto(`${server.url}/admin/schedule?view=week&date=${day}`);
    await page.getByRole("region", { name: "The week as a calendar" }).waitFor();
    await waitForHydration(page);
    await expectNoAxeViolations(page);
    expect(await page.getByRole("link", { name: "Erin Park" }).count()).toBe(0);
    // Every day's column starts at the same height, whether its heading takes one line or three
    // (the first heading is made long here: which headings wrap depends on the week's dates).
    const week = page.getByRole("region", { name: "The week as a calendar" });
    await week
      .locator("p")
      .first()
      .evaluate((p) => (p.textContent = "Wednesday, September 30 (a long day)"));
    const tops = await week
      .locator("div.relative")
      .evaluateAll((columns) => columns.map((c) => Math.round(c.getBoundingClientRect().top)));
    expect(tops).toHaveLength(7);
    expect(new Set(tops).size).toBe(1);
  });

  it("a client reschedules her session from her link", { timeout: 120_000 }, async () => {
    const { page, errors } = await newPage(browser, { width: 390 });
    const opened = await page.goto(`${server.url}/session/${finn.token}`);
    expect(opened?.status()).toBe(200);
    await page.getByRole("heading", { level: 1, name: "Your session" }).waitFor();
    await waitForHydration(page);
    await page.getByText("Your $150 deposit is non-refundable, as your agreement says.").waitFor();
    await page.getByText(/at 4:00 pm, Arizona time/).waitFor();
    await expectNoAxeViolations(page);
    expect(await fits(page)).toBeLessThanOrEqual(390);

    const picker = page.getByRole("group").filter({ hasText: /./ }).first();
    const choice = picker.getByRole("radio").first();
    const value = Number(await choice.getAttribute("value"));
    await choice.check();
    await page.getByRole("button", { name: "Move my session" }).click();
    await page.getByRole("status").filter({ hasText: "Your session is moved" }).waitFor();
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
    const row = await database.db
      .selectFrom("session_bookings")
      .select("starts_at")
      .where("id", "=", finn.bookingId)
      .executeTakeFirstOrThrow();
    expect(new Date(String(row.starts_at)).getTime()).toBe(value * 60_000);
  });
});
