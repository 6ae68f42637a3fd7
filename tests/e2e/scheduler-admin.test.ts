import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type AppDatabase } from "~/server/db/db.server";
import { studioDate } from "~/shared/galleries/gallery-rules";
import { checkScreen, signIn, expectFitsPhone } from "../helpers/admin-browser";
import { launchBrowser, newPage } from "../helpers/browser";
import { startServer, type TestServer } from "../helpers/server";
import { createAdminAccount } from "../integration/admin-client";

// Issue 30's set-up screens in a real browser on a 390 px phone: from the admin menu's Scheduling
// link she drags one session type onto another, creates a session type (a refusal in her words
// first), sets her hours and a date off, and creates a mini-session day whose slots are listed.
// Every screen without axe violations and without sideways scrolling.

let server: TestServer;
let browser: Browser;
let app: AppDatabase;
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  await createAdminAccount(server.databaseUrl);
  app = openDatabase(server.databaseUrl);
});
afterAll(async () => {
  await app?.db.destroy();
  await browser?.close();
  await server?.stop();
});

async function screen(page: Page, heading: string | RegExp) {
  await checkScreen(page, heading);
  await expectFitsPhone(page);
}

describe("the scheduling set-up on a phone", () => {
  it("creates a session type and a mini-session day through the real pages", async () => {
    const { page, errors, context } = await newPage(browser, { width: 390 });
    page.setDefaultTimeout(8_000);
    await signIn(page, server.url + "/admin");
    await page.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor();
    const nav = page.getByRole("navigation", { name: "Studio admin" });
    await nav.locator("summary").click();
    await nav.getByRole("link", { name: "Scheduling" }).click();
    await screen(page, "Scheduling");
    expect(await page.getByText("SAMPLE").count()).toBe(4);
    // She drags the first type onto the second (the browser's drag events, dispatched one at a
    // time as the portfolio's e2e does): it takes the second place.
    const rows = page.locator("tbody > tr");
    const names = () => rows.locator("td:first-child a").allTextContents();
    const [first, second, ...rest] = await names();
    const dataTransfer = await page.evaluateHandle(() => new DataTransfer());
    await rows.nth(0).dispatchEvent("dragstart", { dataTransfer });
    await expect.poll(() => rows.nth(0).getAttribute("class")).toContain("opacity-60");
    await rows.nth(1).dispatchEvent("dragover", { dataTransfer });
    await rows.nth(1).dispatchEvent("drop", { dataTransfer });
    await rows.nth(0).dispatchEvent("dragend", { dataTransfer });
    await page.getByRole("status").getByText(`Moved ${first} to place 2 of 4`).waitFor();
    await expect.poll(names).toEqual([second, first, ...rest]);
    await screen(page, "Scheduling");

    await page.getByRole("link", { name: "New session type" }).click();
    await screen(page, "New session type");
    await page.getByLabel("Name", { exact: true }).fill("Branding Session");
    await page.getByLabel("Length (minutes)").fill("62");
    await page.getByLabel("Price (dollars)").fill("600");
    await page.getByLabel("Deposit (dollars)").fill("150");
    await page.getByLabel("Agreement to sign").selectOption({ label: "Portrait session agreement (sample) (SAMPLE)" });
    await page.getByLabel("Where", { exact: true }).selectOption("fixed");
    await page.getByLabel("Address, or the question asked").fill("The studio, 100 N Central Ave, Phoenix");
    await page.getByRole("button", { name: "Create session type" }).click();
    await page.getByText("enter the length as a multiple of 5").waitFor();
    await screen(page, "New session type");
    // What she typed is still there.
    expect(await page.getByLabel("Price (dollars)").inputValue()).toBe("600");
    await page.getByLabel("Length (minutes)").fill("90");
    await page.getByRole("button", { name: "Create session type" }).click();
    await page.getByRole("heading", { level: 1, name: "Branding Session" }).waitFor();
    await page.getByText("Clients book it at /book-a-session/branding-session.").waitFor();
    await screen(page, "Branding Session");
    const type = await app.db
      .selectFrom("session_types")
      .selectAll()
      .where("slug", "=", "branding-session")
      .executeTakeFirstOrThrow();
    expect(type).toMatchObject({
      duration_minutes: 90,
      price_cents: 60_000,
      deposit_cents: 15_000,
      place_kind: "fixed",
    });

    await page.getByRole("link", { name: "Delete this session type…" }).click();
    await screen(page, "Delete this session type?");
    await page.getByRole("link", { name: "Keep it" }).click();
    await page.getByRole("heading", { level: 1, name: "Branding Session" }).waitFor();

    await page.getByRole("navigation", { name: "Scheduling" }).getByRole("link", { name: "Hours & dates off" }).click();
    await screen(page, "Hours and dates off");
    await page.getByText("All times are Arizona time (no daylight saving).").waitFor();
    await page.getByLabel("Monday, new hours, from").fill("09:00");
    await page.getByLabel("Monday, new hours, to").fill("12:00");
    await page.getByRole("button", { name: "Save weekly hours" }).click();
    await page.getByText("Saved your weekly hours.").waitFor();
    const dateOff = studioDate(new Date(Date.now() + 20 * 86_400_000));
    await page.getByLabel("Date off").fill(dateOff);
    await page.getByLabel("Note (only you see it)").fill("Family vacation");
    await page.getByRole("button", { name: "Add date off" }).click();
    await page.getByText(`Added ${dateOff} as a date off`).waitFor();
    await screen(page, "Hours and dates off");
    expect(await app.db.selectFrom("availability_hours").selectAll().where("weekday", "=", 1).execute()).toHaveLength(
      1,
    );

    await page.getByRole("navigation", { name: "Scheduling" }).getByRole("link", { name: "Mini-session days" }).click();
    await screen(page, "Mini-session days");
    await page.getByRole("link", { name: "New mini-session day" }).click();
    await screen(page, "New mini-session day");
    await page.getByLabel("Title").fill("Holiday Minis");
    await page.getByLabel("Place", { exact: true }).fill("Desert Botanical Garden, Phoenix");
    await page.getByLabel("Date", { exact: true }).fill(studioDate(new Date(Date.now() + 40 * 86_400_000)));
    await page.getByLabel("Start time").fill("17:00");
    await page.getByLabel("End time").fill("18:00");
    await page.getByLabel("Slot length (minutes)").fill("20");
    await page.getByLabel("Gap between slots (minutes)").fill("0");
    await page.getByLabel("Price (dollars)").fill("150");
    await page.getByLabel("Deposit (dollars)").fill("50");
    await page.getByLabel("Published: clients can see and book it").check();
    await page.getByRole("button", { name: "Create mini-session day" }).click();
    await page.getByRole("heading", { level: 1, name: "Holiday Minis" }).waitFor();
    await screen(page, "Holiday Minis");
    const slots = page.getByTestId("slot-preview").getByRole("listitem");
    expect(await slots.allInnerTexts()).toEqual(["5:00 pm–5:20 pm", "5:20 pm–5:40 pm", "5:40 pm–6:00 pm"]);
    await page.getByText("Clients book at /minis/holiday-minis.", { exact: true }).waitFor();
    await page.getByRole("link", { name: "Delete this day…" }).click();
    await screen(page, "Delete this mini-session day?");
    expect(errors).toEqual([]);
    await context.close();
  }, 240_000);
});
