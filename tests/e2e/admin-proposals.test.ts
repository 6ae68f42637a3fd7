import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type AppDatabase } from "~/server/db/db.server";
import { expectNoAxeViolations, signIn } from "../helpers/admin-browser";
import { launchBrowser, newPage, waitForHydration } from "../helpers/browser";
import { startServer, type TestServer } from "../helpers/server";
import { createAdminAccount } from "../integration/admin-client";

// The proposal screens in a real browser on a phone-sized screen: she starts a proposal for a
// client, copies a service in as a package, fills the session, saves, sees it priced in the
// preview, signs and sends it, then withdraws it. Every screen without axe violations and without
// sideways scrolling.

let server: TestServer;
let browser: Browser;
let app: AppDatabase;
let clientId: number;
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  await createAdminAccount(server.databaseUrl);
  app = openDatabase(server.databaseUrl);
  const client = await app.db
    .insertInto("clients")
    .values({ names: "Anna & Ben Ruiz", email: "anna@example.com" })
    .returning("id")
    .executeTakeFirstOrThrow();
  clientId = Number(client.id);
  await app.db
    .insertInto("services")
    .values({ section: "wedding_package", position: 1, title: "Full Day Coverage", price_cents: 450_000 })
    .execute();
  await app.db
    .insertInto("contract_templates")
    .values({ name: "Wedding (SAMPLE)", body: "# Agreement\n\nBetween {photographer} and {client_names}." })
    .execute();
});
afterAll(async () => {
  await app?.db.destroy();
  await browser?.close();
  await server?.stop();
});

describe("a proposal from the admin", () => {
  it("is started, filled, previewed, sent and withdrawn on a phone", async () => {
    const { page } = await newPage(browser, { width: 390 });
    const fitsThePhone = async () =>
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await signIn(page, `${server.url}/admin/clients/${clientId}/proposals/new`);
    await page.getByRole("heading", { level: 1, name: "New proposal for Anna & Ben Ruiz" }).waitFor();
    await waitForHydration(page);
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Start the proposal" }).click();

    await page.getByRole("heading", { level: 1, name: "Proposal for Anna & Ben Ruiz" }).waitFor();
    await waitForHydration(page);
    await expectNoAxeViolations(page);
    await fitsThePhone();
    await page.getByLabel("Copy in one of your services").selectOption({ label: "Full Day Coverage ($4,500.00)" });
    await page.getByRole("button", { name: "Add as a package" }).click();
    await page.getByRole("group", { name: "Package 1: Full Day Coverage" }).waitFor();
    await page
      .getByLabel("Start from a template (replaces the text below)")
      .selectOption({ label: "Wedding (SAMPLE)" });
    await page.getByRole("button", { name: "Use this template" }).click();
    await expect.poll(() => page.getByLabel("Contract text").inputValue()).toContain("# Agreement");
    await page.getByLabel("Date (optional)").fill("2027-10-16");
    await page.getByRole("button", { name: "Save proposal" }).click();
    await page.getByText("Saved.").waitFor();
    const preview = page.getByTestId("proposal-preview");
    await preview.getByText("Total").first().waitFor();
    expect(await preview.textContent()).toContain("Between Saguaro Bee Photography and Anna & Ben Ruiz.");
    await expectNoAxeViolations(page);

    await page.getByRole("link", { name: "Send to the client…" }).click();
    await page.getByRole("heading", { level: 1, name: "Send the proposal" }).waitFor();
    await waitForHydration(page);
    await expectNoAxeViolations(page);
    await fitsThePhone();
    await page.getByLabel("Your full name, as your signature").fill("Maria Lopez");
    await page.getByRole("button", { name: "Sign and send" }).click();
    await page.getByText("Sent: the e-mail with the link is on its way.").waitFor();

    await page.getByRole("link", { name: "Withdraw…" }).click();
    await page.getByRole("heading", { level: 1, name: "Withdraw this proposal?" }).waitFor();
    await waitForHydration(page);
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Withdraw it" }).click();
    await page.getByText("This proposal was withdrawn").waitFor();
    const row = await app.db.selectFrom("proposals").select("status").executeTakeFirstOrThrow();
    expect(row.status).toBe("withdrawn");
  });
});
