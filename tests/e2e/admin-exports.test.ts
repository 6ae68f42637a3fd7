import fs from "node:fs";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type AppDatabase } from "~/server/db/db.server";
import { studioDate } from "~/shared/galleries/gallery-rules";
import { expectNoAxeViolations, signIn } from "../helpers/admin-browser";
import { launchBrowser, newPage, waitForHydration } from "../helpers/browser";
import { startServer, type TestServer } from "../helpers/server";
import { insertKnownHistory } from "../integration/accountant-fixtures";
import { createAdminAccount } from "../integration/admin-client";

// Issue 29 §6 in Chromium on a 390 px phone: "For your accountant" from the admin menu, no sideways
// scrolling, 0 axe violations, a file downloaded from its link, and a bad period shown under its field.

let server: TestServer;
let browser: Browser;
let app: AppDatabase;
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  const created = await createAdminAccount(server.databaseUrl);
  expect(created.code, created.output).toBe(0);
  app = openDatabase(server.databaseUrl);
  await insertKnownHistory(app.db);
});
afterAll(async () => {
  await app?.db.destroy();
  await browser?.close();
  await server?.stop();
});

describe("for her accountant, issue 29 §6", () => {
  it("opens from the menu on a phone, downloads a CSV and explains a bad period", async () => {
    const { page, errors } = await newPage(browser, { width: 390 });
    await signIn(page, server.url + "/admin");
    await page.getByRole("heading", { level: 1, name: "Dashboard" }).waitFor();
    await waitForHydration(page);
    const nav = page.getByRole("navigation", { name: "Studio admin" });
    await nav.locator("summary").click();
    await nav.getByRole("link", { name: "For your accountant" }).click();
    await page.getByRole("heading", { level: 1, name: "For your accountant" }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page);

    const year = studioDate(new Date()).slice(0, 4);
    const link = page.getByRole("link", { name: `Every payment and refund for This year so far, ${year}, (CSV)` });
    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    expect(download.suggestedFilename()).toBe(`saguaro-bee-payments-${year}.csv`);
    const csv = fs.readFileSync((await download.path())!, "utf8");
    expect(csv.startsWith("\uFEFFDate (Arizona time),Client,For,Booking or shop,Kind,")).toBe(true);

    // The history's months, from the form, then a period she typed backwards.
    await page.getByLabel("From the month").fill("2026-02");
    await page.getByLabel("To the month (included)").fill("2026-03");
    await page.getByRole("button", { name: "Show the files" }).nth(1).click();
    await page.getByRole("heading", { name: "Your chosen period" }).waitFor();
    const summary = page.getByRole("link", { name: /^Monthly summary for February 2026 to March 2026/ });
    const response = await page.request.get(server.url + (await summary.getAttribute("href"))!);
    expect(response.status()).toBe(200);
    expect((await response.text()).split("\r\n")[3]).toBe(
      "Total,666.66,0.00,666.66,52.79,100.00,0.00,100.00,0.00,766.66,0.00,766.66,52.79",
    );
    await expectNoAxeViolations(page);

    await page.getByLabel("From the month").fill("2026-05");
    await page.getByLabel("To the month (included)").fill("2026-04");
    await page.getByRole("button", { name: "Show the files" }).nth(1).click();
    const to = page.getByLabel("To the month (included)");
    await expect.poll(() => to.getAttribute("aria-invalid")).toBe("true");
    await page.getByText("The last month comes before the first").waitFor();
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });
});
