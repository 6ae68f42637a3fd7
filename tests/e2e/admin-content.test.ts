import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNoAxeViolations, gotoUntil, signIn } from "../helpers/admin-browser";
import { launchBrowser, newPage, waitForHydration } from "../helpers/browser";
import { startServer, type TestServer } from "../helpers/server";
import { ADMIN_EMAIL, createAdminAccount } from "../integration/admin-client";

// Issue 18 in a real browser on a phone-sized screen: the photographer signs in, changes the
// availability notice and the about text (previewed first), saves, follows "View on site" and sees
// both on the public home page without a rebuild; a second tab's stale save is refused with a
// reload that shows the saved text; the editors have no axe violations.

let server: TestServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  const created = await createAdminAccount(server.databaseUrl);
  expect(created.code, created.output).toBe(0);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("editing the home page from /admin", () => {
  it("changes the availability notice and about text and shows them on the public home page", async () => {
    const { page, errors, context } = await newPage(browser, { width: 390 });
    await signIn(page, server.url + "/admin/home");
    await page.getByRole("heading", { level: 1, name: "Home page" }).waitFor();
    await waitForHydration(page);
    await expectNoAxeViolations(page);
    // Nothing needs sideways scrolling on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // On a phone the admin's links sit behind "Menu", which names the current page; opened, every
    // link is on screen (tests/e2e/admin-gallery-ux.test.ts checks the menu itself).
    const nav = page.getByRole("navigation", { name: "Studio admin" });
    expect(await nav.getByRole("link").count()).toBe(0);
    await nav.getByText("Menu").click();
    const boxes = await nav.getByRole("link").evaluateAll((all) => all.map((a) => a.getBoundingClientRect().right));
    expect(boxes).toHaveLength(18);
    for (const right of boxes) expect(right).toBeLessThanOrEqual(390);
    expect(await nav.getByRole("link", { name: "Home page", exact: true }).getAttribute("aria-current")).toBe("page");
    await nav.getByText("Menu").click();

    const notice = page.getByRole("group", { name: "Notice 1" });
    expect(await notice.getByLabel("Heading").inputValue()).toBe("Now Booking");
    await notice.getByLabel("Heading").fill("Booking 2027");
    await notice.getByLabel("Detail").fill("Arizona · All seasons 2027");
    await page
      .getByRole("textbox", { name: "About text" })
      .fill("I photograph *real* moments.\n\nSay hello on [my journal](https://journal.example.org/).");

    // Preview first: rendered by the server, nothing saved.
    await page.getByRole("button", { name: "Preview the about text" }).click();
    const preview = page.getByTestId("about-preview");
    await preview.waitFor();
    expect(await preview.innerHTML()).toContain("<em>real</em>");
    expect(await page.getByRole("textbox", { name: "About text" }).inputValue()).toContain(
      "I photograph *real* moments.",
    );

    // Saved by keyboard: Enter in a field presses "Save home page".
    await notice.getByLabel("Detail").press("Enter");
    await page.getByRole("status").getByText("Saved: the home page shows the new texts now.").waitFor();

    // A second tab still holding the version from before the save: refused, with a reload.
    const stale = await context.newPage();
    await stale.goto(`${server.url}/admin/home`);
    await waitForHydration(stale);
    // The first tab saves again, so the second tab's version is now old.
    await page.getByRole("textbox", { name: "About text" }).fill("I photograph *real* moments, every season.");
    await page.getByRole("button", { name: "Save home page" }).click();
    await page.getByRole("status").getByText("Saved: the home page shows the new texts now.").waitFor();
    await stale.getByRole("group", { name: "Notice 1" }).getByLabel("Heading").fill("Overwrite attempt");
    await stale.getByRole("button", { name: "Save home page" }).click();
    const refusal = stale.getByRole("alert");
    await refusal.getByText(/changed in another tab or window/).waitFor();
    await refusal.getByRole("link", { name: "reload to see the latest version" }).click();
    await stale.waitForURL(/\/admin\/home$/);
    await waitForHydration(stale);
    expect(await stale.getByRole("group", { name: "Notice 1" }).getByLabel("Heading").inputValue()).toBe(
      "Booking 2027",
    );
    expect(await stale.getByRole("textbox", { name: "About text" }).inputValue()).toBe(
      "I photograph *real* moments, every season.",
    );

    // "View on site": the public home page shows the change, with no rebuild.
    await page.getByRole("link", { name: "View on site" }).click();
    await page.waitForURL(/\/#about$/);
    const about = page.locator("#about");
    await about.getByText("Booking 2027", { exact: true }).waitFor();
    expect(await about.innerText()).toContain("Arizona · All seasons 2027");
    expect(await about.locator("em").first().innerText()).toBe("real");
    expect(await about.innerText()).not.toContain("Now Booking");

    // The dashboard logs both saves, by whom.
    await page.goto(`${server.url}/admin`);
    const log = page.getByTestId("activity-log");
    expect(await log.innerText()).toContain("Home page: Changed the availability notices and about text");
    expect(await log.innerText()).toContain(ADMIN_EMAIL);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows the settings editor's messages on the fields, usable on a phone", async () => {
    const { page, errors, context } = await newPage(browser, { width: 390 });
    await signIn(page, server.url + "/admin/site-settings");
    await page.getByRole("heading", { level: 1, name: "Site settings" }).waitFor();
    await waitForHydration(page);
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByLabel("Booking link").fill("booking page");
    await page.getByRole("button", { name: "Save settings" }).click();
    const booking = page.getByLabel("Booking link");
    await page.getByText("Enter the full address, starting with https://").waitFor();
    expect(await booking.getAttribute("aria-invalid")).toBe("true");
    expect(await booking.inputValue()).toBe("booking page");
    await expectNoAxeViolations(page);
    await booking.fill("https://booking.saguaro.test/start");
    await page.getByRole("button", { name: "Save settings" }).click();
    await page.getByRole("status").getByText("Saved: the site shows the new settings now.").waitFor();
    // The cached home page is re-rendered within 2 s of the save (decision 020).
    const bookingLinks = page.locator('a[href="https://booking.saguaro.test/start"]');
    await gotoUntil(page, `${server.url}/`, async () => (await bookingLinks.count()) > 0);
    expect(await bookingLinks.count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
