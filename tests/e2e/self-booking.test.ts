import type { Browser } from "playwright-core";
import { afterAll, beforeAll, expect, it } from "vitest";
import { openDatabase } from "~/server/db/db.server";
import { expectNoAxeViolations } from "../helpers/admin-browser";
import { expectFitsThePhone, signAndPayRetainer } from "../helpers/booking-client";
import { launchBrowser, newPage, waitForHydration } from "../helpers/browser";
import { startServer, type TestServer } from "../helpers/server";

// Issue 30 §4 on a 390 px phone, in Chromium against the built server: a client books the Family
// Session herself from /book-a-session (a date, a free time), gives her details (first with a
// mistake the page explains), signs on /book/<token> and pays the retainer with the test checkout,
// and ends on "You're booked!". axe on every new page.

let server: TestServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

it("books, signs and pays for a family session on her phone", async () => {
  const { page, errors, context } = await newPage(browser, { phone: true });
  const check = async () => {
    await waitForHydration(page);
    await expectNoAxeViolations(page);
    await expectFitsThePhone(page);
  };

  await page.goto(`${server.url}/book-a-session`);
  await check();
  await page.getByText("All times are Arizona time (no daylight saving).").waitFor();
  await page.getByRole("link", { name: "Choose a time for the Family Session" }).click();

  await page.waitForURL(/\/book-a-session\/family-session$/);
  await check();
  // The second date with free times, then its first time.
  const dates = page.getByRole("list", { name: "Dates with free times" }).getByRole("link");
  const second = dates.nth(1);
  const dateLabel = (await second.textContent())!;
  await second.click();
  await page.waitForURL(/\?from=\d{4}-\d{2}-\d{2}&date=\d{4}-\d{2}-\d{2}$/);
  await check();
  const times = page.getByRole("list", { name: /^Free times on / }).getByRole("button");
  const time = (await times.first().textContent())!;
  await times.first().click();

  await page.waitForURL(/\/session\/[A-Za-z0-9_-]{43}\/details$/);
  await check();
  await page.getByText(/^This time is held for you until \d{1,2}:\d{2} [ap]m, Arizona time\.$/).waitFor();
  expect(await page.locator("dd").first().textContent()).toContain(`${dateLabel}, ${time} (Arizona time)`);
  await page.getByLabel("Your name (or your family’s names)").fill("Lena & Sam Ortiz");
  await page.getByLabel("E-mail").fill("lena.ortiz@");
  await page.getByLabel("Phone").fill("(480) 555-0199");
  await page.getByRole("button", { name: "Continue to sign and pay" }).click();
  await page.getByText("Please enter an e-mail address like anna@example.com.").waitFor();
  await page.getByText("Please tell us where you would like to meet.").waitFor();
  await check();
  expect(await page.getByLabel("Your name (or your family’s names)").inputValue()).toBe("Lena & Sam Ortiz");
  await page.getByLabel("E-mail").fill("lena.ortiz@example.com");
  await page.getByLabel(/^Where would you like to meet\?/).fill("South Mountain, Dobbins Lookout");
  await page.getByRole("button", { name: "Continue to sign and pay" }).click();

  await page.waitForURL(/\/book\/[A-Za-z0-9_-]{43}$/);
  await check();
  await page.getByText(/^This time is held for you until \d{1,2}:\d{2} [ap]m, Arizona time\.$/).waitFor();
  await page.getByRole("heading", { level: 1, name: "Family Session" }).waitFor();
  expect(await page.getByText("South Mountain, Dobbins Lookout").count()).toBeGreaterThan(0);
  const link = page.url();
  expect(errors).toEqual([]);
  await context.close();

  const retainer = await signAndPayRetainer(browser, link, { signer: "Lena Ortiz" });
  expect(retainer).toBe("$150.00");

  const app = openDatabase(server.databaseUrl);
  try {
    const proposal = await app.db
      .selectFrom("proposals")
      .innerJoin("clients", "clients.id", "proposals.client_id")
      .select(["proposals.status", "clients.email", "proposals.session_place"])
      .where("proposals.token", "=", new URL(link).pathname.split("/")[2]!)
      .executeTakeFirstOrThrow();
    expect(proposal).toEqual({
      status: "booked",
      email: "lena.ortiz@example.com",
      session_place: "South Mountain, Dobbins Lookout",
    });
  } finally {
    await app.db.destroy();
  }
}, 180_000);
