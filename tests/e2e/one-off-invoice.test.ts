import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type AppDatabase } from "~/server/db/db.server";
import { expectNoAxeViolations, signIn } from "../helpers/admin-browser";
import { launchBrowser, newPage, waitForHydration } from "../helpers/browser";
import { startServer, type TestServer } from "../helpers/server";
import { createAdminAccount } from "../integration/admin-client";

// Issue 29 §1 in Chromium on 390 px phones: the photographer sends a one-off invoice from the
// client's page (a refused form first, in her words), the client opens the link from the mail,
// pays it through the test checkout and sees it paid; axe finds nothing on either new screen and
// nothing scrolls sideways.

let server: TestServer;
let app: AppDatabase;
let browser: Browser;
let clientId: number;
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  const created = await createAdminAccount(server.databaseUrl);
  expect(created.code, created.output).toBe(0);
  app = openDatabase(server.databaseUrl);
  const row = await app.db
    .insertInto("clients")
    .values({ names: "Lena Ortiz", email: "lena@example.com", status: "completed" })
    .returning("id")
    .executeTakeFirstOrThrow();
  clientId = Number(row.id);
}, 90_000);
afterAll(async () => {
  await browser?.close();
  await app?.db.destroy();
  await server?.stop();
});

const fitsPhone = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= 390);

describe("a one-off invoice on phones", () => {
  it("is sent from the client's page, opened from the mail, paid and shown paid", { timeout: 120_000 }, async () => {
    // The photographer, on her phone.
    const { page, errors } = await newPage(browser, { width: 390 });
    await signIn(page, `${server.url}/admin/clients/${clientId}`);
    await page.getByRole("heading", { level: 1, name: "Lena Ortiz" }).waitFor();
    await waitForHydration(page);
    const form = page.getByRole("group", { name: "Send an invoice" });
    await form.getByRole("button", { name: "Send the invoice" }).click();
    await form.getByText("Say what the invoice is for, for example “Extra hour of coverage”.").waitFor();
    expect(await form.getByLabel("What it is for").getAttribute("aria-invalid")).toBe("true");
    await expectNoAxeViolations(page);
    expect(await fitsPhone(page)).toBe(true);

    await form.getByLabel("What it is for").fill("Album upgrade");
    await form.getByLabel("Amount before tax ($)").fill("275");
    await form.getByLabel("Due date").fill("2099-03-01");
    await form.getByRole("button", { name: "Send the invoice" }).click();
    await page.waitForURL(/\/admin\/invoices\/\d+\?created=1$/);
    await page.getByText("The invoice is made and e-mailed to the client with a link to pay it.").waitFor();
    const invoiceId = Number(/\/admin\/invoices\/(\d+)/.exec(page.url())?.[1]);

    // On the client's page: in the ledger, linked to the invoice's page, and on the timeline.
    await page.goto(`${server.url}/admin/clients/${clientId}`);
    await page.getByRole("link", { name: "Album upgrade" }).first().waitFor();
    expect(await page.locator(`a[href="/admin/invoices/${invoiceId}"]`).count()).toBeGreaterThan(0);
    await page
      .getByText(/^Invoice “Album upgrade” \(\$275\.00, due Sunday, March 1, 2099\) sent to lena@example\.com\.$/)
      .waitFor();
    expect(errors).toEqual([]);

    // The client, from the mail, on her phone.
    const mail = await app.db
      .selectFrom("outbox")
      .select(["to_address", "text_body"])
      .where("kind", "=", "invoice-sent")
      .where("related_id", "=", invoiceId)
      .executeTakeFirstOrThrow();
    expect(mail.to_address).toBe("lena@example.com");
    const link = /http:\/\/localhost:\d+\/invoice\/[A-Za-z0-9_-]{43}/.exec(mail.text_body)?.[0];
    expect(link).toBeDefined();
    const client = await newPage(browser, { width: 390 });
    expect((await client.page.goto(link!))?.status()).toBe(200);
    await waitForHydration(client.page);
    await client.page.getByRole("heading", { level: 1, name: "Album upgrade" }).waitFor();
    expect(await client.page.getByTestId("invoice-state").textContent()).toBe("Due");
    await expectNoAxeViolations(client.page);
    expect(await fitsPhone(client.page)).toBe(true);

    await client.page.getByRole("button", { name: "Pay $275.00" }).click();
    await client.page.waitForURL(/\/test-checkout\/payment\/\d+\?token=/);
    await waitForHydration(client.page);
    expect(await client.page.getByTestId("test-checkout-total").textContent()).toBe("$275.00");
    await client.page.getByRole("button", { name: "Pay $275.00 (test)" }).click();
    await client.page.waitForURL(link!);
    await waitForHydration(client.page);
    expect(await client.page.getByTestId("invoice-state").textContent()).toBe("Paid");
    await client.page.getByText("Paid in full. Thank you! Your receipt was sent by e-mail.").waitFor();
    expect(await client.page.getByRole("button", { name: /^Pay / }).count()).toBe(0);
    await expectNoAxeViolations(client.page);
    expect(await fitsPhone(client.page)).toBe(true);
    expect(client.errors).toEqual([]);

    // The receipt, with its PDF, is made by its job and mailed to her.
    await expect
      .poll(
        async () =>
          (
            await app.db
              .selectFrom("outbox")
              .select("to_address")
              .where("kind", "=", "payment-receipt")
              .where("related_id", "=", invoiceId)
              .executeTakeFirst()
          )?.to_address,
        { timeout: 30_000 },
      )
      .toBe("lena@example.com");
  });
});
