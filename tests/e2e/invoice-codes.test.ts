import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type AppDatabase } from "~/server/db/db.server";
import { createOneOffInvoice } from "~/server/invoices/invoice-schedule.server";
import { expectNoAxeViolations } from "../helpers/admin-browser";
import { launchBrowser, newPage, waitForHydration } from "../helpers/browser";
import { startServer, type TestServer } from "../helpers/server";

// Issue 31 §5–6 on a 390 px phone (decision 052): a client pays her one-off invoice on
// /invoice/<token> with a 10 % coupon and a gift card; the test checkout asks only for the rest,
// and her page then shows the discount, the card's part and the card charge, adding up to the
// invoice. axe finds nothing and nothing scrolls sideways.

let server: TestServer;
let app: AppDatabase;
let browser: Browser;
let token: string;
const CARD = "ABCD-EFGH-7KQ2";

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  app = openDatabase(server.databaseUrl);
  const client = await app.db
    .insertInto("clients")
    .values({ names: "Lena Ortiz", email: "lena@example.com", status: "completed" })
    .returning("id")
    .executeTakeFirstOrThrow();
  const made = await createOneOffInvoice(
    Number(client.id),
    { label: "Family session", amount: "100.00", taxed: "", dueOn: "2099-03-01" },
    app,
  );
  if (made.kind !== "created") throw new Error(JSON.stringify(made));
  // $100.00 and 8.6 % sales tax ($8.60), whatever the site's rate.
  const invoice = await app.db
    .updateTable("invoices")
    .set({ amount_cents: 10_860, tax_cents: 860 })
    .where("id", "=", made.id)
    .returning("token")
    .executeTakeFirstOrThrow();
  token = invoice.token!;
  await app.db
    .insertInto("coupons")
    .values({
      code: "FAMILY10",
      kind: "percent",
      percent_off: 10,
      amount_off_cents: null,
      category: null,
      min_order_cents: null,
      starts_on: null,
      ends_on: null,
      max_uses: 1,
      usable_on: "invoices",
    })
    .execute();
  const card = await app.db
    .insertInto("gift_cards")
    .values({
      code: CARD,
      amount_cents: 3_000,
      balance_cents: 3_000,
      recipient_name: "Lena Ortiz",
      recipient_email: "lena@example.com",
      issued_by: "maria@example.com",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await app.db
    .insertInto("gift_card_entries")
    .values({ gift_card_id: card.id, kind: "issued", amount_cents: 3_000 })
    .execute();
}, 90_000);
afterAll(async () => {
  await browser?.close();
  await app?.db.destroy();
  await server?.stop();
});

const fitsPhone = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= 390);

describe("a coupon and a gift card on an invoice, on a phone", () => {
  it("pays the rest through the test checkout and shows every part", { timeout: 120_000 }, async () => {
    const { page, errors } = await newPage(browser, { width: 390 });
    const link = `${server.url}/invoice/${token}`;
    expect((await page.goto(link))?.status()).toBe(200);
    await waitForHydration(page);
    await page.getByRole("heading", { level: 1, name: "Family session" }).waitFor();
    await expectNoAxeViolations(page);
    expect(await fitsPhone(page)).toBe(true);

    // A code that does not exist: back on her page, told why above the fields, nothing charged.
    await page.getByLabel("Gift card code").fill("ZZZZ-ZZZZ-ZZZZ");
    await page.getByRole("button", { name: "Pay $108.60" }).click();
    await page.waitForURL(/\/invoice\/[^?]+\?refused=.*#pay$/);
    await waitForHydration(page);
    const alert = page.getByRole("alert");
    expect(await alert.textContent()).toMatch(/^Nothing was charged: .*gift card/i);
    await expectNoAxeViolations(page);
    expect(await fitsPhone(page)).toBe(true);
    // The words come only from the site: a link with other words (or a wrong signature) shows none.
    const forged = new URL(page.url());
    forged.searchParams.set("refused", "Pay at evil.example instead");
    await page.goto(forged.toString());
    await waitForHydration(page);
    expect(await page.getByRole("alert").count()).toBe(0);
    await page.goto(link);
    await waitForHydration(page);

    await page.getByLabel("Coupon code").fill("family10");
    await page.getByLabel("Gift card code").fill("abcd efgh 7kq2");
    await page.getByRole("button", { name: "Pay $108.60" }).click();
    await page.waitForURL(/\/test-checkout\/payment\/\d+\?token=/);
    await waitForHydration(page);
    // $108.60 − Discount $10.86 (10 % of $100.00 and its tax) − gift card $30.00 = $67.74.
    expect(await page.getByTestId("test-checkout-total").textContent()).toBe("$67.74");
    await page.getByRole("button", { name: "Pay $67.74 (test)" }).click();
    await page.waitForURL(link);
    await waitForHydration(page);
    expect(await page.getByTestId("invoice-state").textContent()).toBe("Paid");
    const paid = page.getByRole("region", { name: "What you paid" });
    await paid.getByText("Discount (FAMILY10)").waitFor();
    const text = (await paid.textContent()) ?? "";
    expect(text).toContain("-$10.86");
    expect(text).toContain("Gift card (••••-••••-7KQ2)");
    expect(text).toContain("$30.00");
    expect(text).toContain("Paid by card");
    expect(text).toContain("$67.74");
    await expectNoAxeViolations(page);
    expect(await fitsPhone(page)).toBe(true);
    expect(errors).toEqual([]);

    const card = await app.db
      .selectFrom("gift_cards")
      .select("balance_cents")
      .where("code", "=", CARD)
      .executeTakeFirstOrThrow();
    expect(Number(card.balance_cents)).toBe(0);
  });
});
