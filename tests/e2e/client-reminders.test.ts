import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { studioDate } from "~/shared/galleries/gallery-rules";
import { expectNoAxeViolations, signIn } from "../helpers/admin-browser";
import { launchBrowser, newPage, waitForHydration } from "../helpers/browser";
import { startServer, type TestServer } from "../helpers/server";
import { createAdminAccount } from "../integration/admin-client";
import { databaseWithUrl, type UrlDatabase } from "../integration/backup-helpers";
import { reminderMails } from "../integration/reminders-fixtures";
import { insertSignedProposal, type SignedProposal } from "../integration/signed-proposal-fixtures";

// Issue 29 §2 in Chromium on a 390 px phone, on the real clock: a booked client's balance is due
// today, so the server's own look sends the reminder soon after it starts; the client opens her
// booking page from the mail's link, and the photographer sees the reminder on the client's
// timeline, then turns the client's reminders off there (axe finds nothing; nothing scrolls sideways).

let database: UrlDatabase;
let server: TestServer;
let browser: Browser;
let signed: SignedProposal;
beforeAll(async () => {
  database = await databaseWithUrl("sqlite");
  signed = await insertSignedProposal(database.db, { email: "dana@example.com" });
  const balance = signed.invoices.find((i) => i.dueOn !== null)!;
  await database.db
    .updateTable("invoices")
    .set({ due_on: studioDate(new Date()) })
    .where("id", "=", balance.id)
    .execute();
  [server, browser] = await Promise.all([startServer({ DATABASE_URL: database.url }), launchBrowser()]);
  const created = await createAdminAccount(server.databaseUrl);
  expect(created.code, created.output).toBe(0);
}, 90_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await database?.cleanup();
});

describe("reminders on a phone", () => {
  it(
    "mails the pay link on the due day; she sees it on the timeline and turns reminders off",
    { timeout: 120_000 },
    async () => {
      const invoices = signed.invoices.map((i) => i.id);
      await expect
        .poll(async () => (await reminderMails(database.db, { invoices })).length, { timeout: 30_000 })
        .toBe(1);
      const [mail] = await reminderMails(database.db, { invoices });
      expect(mail!.subject).toMatch(/^Your payment is due today/);
      const link = /http:\/\/localhost:\d+\/book\/[A-Za-z0-9_-]{43}/.exec(mail!.text)?.[0];
      expect(link).toBe(`${server.url}/book/${signed.token}`);

      // The client, from the mail, on her phone: her booking page.
      const client = await newPage(browser, { width: 390 });
      const opened = await client.page.goto(link!);
      expect(opened?.status()).toBe(200);
      await waitForHydration(client.page);
      expect(await client.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      expect(client.errors).toEqual([]);

      const { page, errors } = await newPage(browser, { width: 390 });
      await signIn(page, `${server.url}/admin/clients/${signed.clientId}`);
      await page.getByRole("heading", { level: 1, name: "Anna & Ben Ruiz" }).waitFor();
      await waitForHydration(page);
      const timeline = page.getByRole("list", { name: "Timeline, newest first" });
      await timeline.getByText(/^Payment reminder sent to dana@example\.com on the day it is due/).waitFor();
      await page.getByText("Reminders are on: the site e-mails this client for you.").waitFor();
      await expectNoAxeViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

      const box = page.getByLabel("Send automatic reminders to this client");
      expect(await box.isChecked()).toBe(true);
      await box.uncheck();
      await page.getByRole("button", { name: "Save reminders" }).click();
      await page.getByRole("status").filter({ hasText: "Reminders are off" }).waitFor();
      await timeline
        .getByText("Turned automatic reminders off for this client: no payment or proposal reminders will be sent.")
        .waitFor();
      expect(await page.getByLabel("Send automatic reminders to this client").isChecked()).toBe(false);
      await expectNoAxeViolations(page);
      expect(errors).toEqual([]);
    },
  );
});
