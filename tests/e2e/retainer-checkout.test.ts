import AxeBuilder from "@axe-core/playwright";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type AppDatabase } from "~/server/db/db.server";
import { formatPrice } from "~/shared/money";
import { launchBrowser, newPage, waitForHydration } from "../helpers/browser";
import { startServer, type TestServer } from "../helpers/server";
import { insertSignedProposal } from "../integration/signed-proposal-fixtures";

// The retainer's test checkout on a 390 px phone: the amount of the invoice, no axe violation, and
// paying it books the session and returns the client to her booking page.

let server: TestServer;
let app: AppDatabase;
let browser: Browser;
beforeAll(async () => {
  server = await startServer();
  app = openDatabase(server.databaseUrl);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await app?.db.destroy();
  await server?.stop();
});

describe("the retainer's test checkout", () => {
  it("shows the invoice's amount on a phone, passes axe, and books the session when paid", async () => {
    const signed = await insertSignedProposal(app.db);
    const start = await fetch(`${server.url}/book/${signed.token}/pay`, { method: "POST", redirect: "manual" });
    expect(start.status).toBe(303);
    const { page, errors } = await newPage(browser, { width: 390 });
    await page.goto(new URL(start.headers.get("location") ?? "", server.url).toString());
    await waitForHydration(page);
    const amount = formatPrice(signed.invoices[0]!.amountCents);
    expect(await page.getByTestId("test-checkout-total").textContent()).toBe(amount);
    expect(await page.getByLabel("Email").inputValue()).toBe("anna@example.com");
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((v) => v.id)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.getByRole("button", { name: `Pay ${amount} (test)` }).click();
    await page.waitForURL(new RegExp(`/book/${signed.token}$`));
    const proposal = await app.db
      .selectFrom("proposals")
      .select("status")
      .where("id", "=", signed.proposalId)
      .executeTakeFirstOrThrow();
    expect(proposal.status).toBe("booked");
    expect(errors).toEqual([]);
  });
});
