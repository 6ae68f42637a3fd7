import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type AppDatabase } from "~/server/db/db.server";
import { holdMiniSlot } from "~/server/scheduling/hold-time.server";
import { arizonaWallClock, epochMinuteOf } from "~/shared/scheduling/arizona-clock";
import { expectNoAxeViolations } from "../helpers/admin-browser";
import { launchBrowser, newPage, waitForHydration } from "../helpers/browser";
import { startServer, type TestServer } from "../helpers/server";
import { insertMiniDay } from "../integration/mini-days-fixtures";

// /minis/<slug> on a 390 px phone in Chromium (issue 30 §3, §8): axe finds nothing on the day,
// the full day, the refused waitlist form or the confirmation; a family holds a slot through the
// page and goes on to the details step; on a full day someone joins the waitlist.

let server: TestServer;
let browser: Browser;
let app: AppDatabase;
// Her time is one: two days on one date would share their slots' granules, so each test has its own date.
const inDays = (days: number) => arizonaWallClock(epochMinuteOf(new Date()) + days * 1_440).date;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  app = openDatabase(server.databaseUrl);
});
afterAll(async () => {
  await app?.db.destroy();
  await browser?.close();
  await server?.stop();
});

describe("a mini-session day on a phone", () => {
  it("holds a slot through the page and goes on to the details step", async () => {
    const day = await insertMiniDay(app.db, { date: inDays(10) });
    const { page, errors } = await newPage(browser, { width: 390 });
    await page.goto(`${server.url}/minis/${day.slug}`);
    await page.getByRole("heading", { level: 1, name: "Holiday Minis at the Garden" }).waitFor();
    await waitForHydration(page);
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByText("All times are Arizona time.").waitFor();

    await page.getByRole("button", { name: "Book 6:00 pm" }).click();
    await page.waitForURL(/\/session\/[A-Za-z0-9_-]{32,64}\/details$/);
    const token = new URL(page.url()).pathname.split("/")[2]!;
    const booking = await app.db
      .selectFrom("session_bookings")
      .select(["status", "starts_at"])
      .where("token", "=", token)
      .executeTakeFirstOrThrow();
    expect(booking.status).toBe("held");
    expect(new Date(booking.starts_at).getTime()).toBe(day.starts[1]! * 60_000);

    await page.goto(`${server.url}/minis/${day.slug}`);
    await waitForHydration(page);
    expect(await page.getByRole("button", { name: /^Book / }).allTextContents()).toEqual(["5:30 pm", "6:30 pm"]);
    await page.getByText("Booked").waitFor();
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });

  it("lets her join the waitlist of a full day, with errors in plain words", async () => {
    const day = await insertMiniDay(app.db, { date: inDays(11) });
    for (const start of day.starts) expect((await holdMiniSlot(day.slug, start, new Date(), app)).ok).toBe(true);
    const { page, errors } = await newPage(browser, { width: 390 });
    await page.goto(`${server.url}/minis/${day.slug}`);
    await page.getByRole("heading", { name: "Every spot is taken" }).waitFor();
    await waitForHydration(page);
    expect(await page.getByRole("button", { name: /^Book / }).count()).toBe(0);
    await expectNoAxeViolations(page);

    await page.getByLabel("Your name(s)").fill("Dana Flores");
    await page.getByLabel("E-mail").fill("dana@");
    await page.getByRole("button", { name: "Join the waitlist" }).click();
    await page.getByText("Please enter a valid e-mail address, like name@example.com").waitFor();
    expect(await page.getByLabel("Your name(s)").inputValue()).toBe("Dana Flores");
    await expectNoAxeViolations(page);

    await page.getByLabel("E-mail").fill("dana@example.com");
    await page.getByRole("button", { name: "Join the waitlist" }).click();
    await page.getByTestId("waitlist-joined").waitFor();
    expect(await page.getByTestId("waitlist-joined").textContent()).toContain("You are number 1 on the waitlist.");
    await expectNoAxeViolations(page);
    const entries = await app.db
      .selectFrom("mini_waitlist")
      .select(["names", "email"])
      .where("mini_day_id", "=", day.id)
      .execute();
    expect(entries).toEqual([{ names: "Dana Flores", email: "dana@example.com" }]);
    expect(errors).toEqual([]);
  });
});
