import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type AppDatabase } from "~/server/db/db.server";
import { createOneOffInvoice } from "~/server/invoices/invoice-schedule.server";
import type { Database } from "~/server/db/schema";
import type { Kysely } from "kysely";
import { insertSignedProposal } from "../integration/signed-proposal-fixtures";
import { expectNoAxeViolations } from "../helpers/admin-browser";
import { launchBrowser, newPage, waitForHydration } from "../helpers/browser";
import { insertIssuedGiftCard } from "../helpers/gift-card-fixtures";
import { startServer, type TestServer } from "../helpers/server";

// Issue 31 §5–6 on a 390 px phone (decision 052): a client pays her one-off invoice on
// /invoice/<token> with a 10 % coupon and a gift card; Apply first shows what they take off (in
// place, nothing taken), the test checkout asks for exactly what Apply said was left, and her page
// then shows the discount, the card's part and the card charge, adding up to the invoice. On her
// booking page without JavaScript, Apply brings the page back with the codes and the same words.
// axe finds nothing and nothing scrolls sideways.

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
  await insertIssuedGiftCard(app.db, { code: CARD, cents: 3_000, recipientName: "Lena Ortiz" });
}, 90_000);
afterAll(async () => {
  await browser?.close();
  await app?.db.destroy();
  await server?.stop();
});

/** What a payment would have taken: FAMILY10's uses, the card's balance, payment rows. */
async function taken(db: Kysely<Database>) {
  const coupon = await db.selectFrom("coupons").select("uses").where("code", "=", "FAMILY10").executeTakeFirstOrThrow();
  const card = await db
    .selectFrom("gift_cards")
    .select("balance_cents")
    .where("code", "=", CARD)
    .executeTakeFirstOrThrow();
  const payments = await db.selectFrom("payments").select("id").execute();
  return { uses: Number(coupon.uses), balance: Number(card.balance_cents), payments: payments.length };
}

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
    // Apply: the server's words in place, the codes still in the fields, nothing taken yet.
    await page.getByRole("button", { name: "Apply codes" }).click();
    const answer = page.getByTestId("codes-answer");
    await answer.getByText("Left to pay by card").waitFor();
    expect(await answer.getAttribute("aria-live")).toBe("polite");
    expect(await answer.locator("li").allTextContents()).toEqual([
      "Family session: $108.60",
      "Coupon FAMILY10: −$10.86",
      "Gift card ••••-••••-7KQ2 pays $30.00 (balance left after paying: $0.00)",
    ]);
    // $108.60 − Discount $10.86 (10 % of $100.00 and its tax) − gift card $30.00 = $67.74.
    const left = await answer.getByText(/^Left to pay by card: /).textContent();
    expect(left).toBe("Left to pay by card: $67.74");
    expect(await page.getByLabel("Coupon code").inputValue()).toBe("family10");
    expect(await page.getByLabel("Gift card code").inputValue()).toBe("abcd efgh 7kq2");
    expect(await taken(app.db)).toEqual({ uses: 0, balance: 3_000, payments: 0 });
    await expectNoAxeViolations(page);
    expect(await fitsPhone(page)).toBe(true);

    await page.getByRole("button", { name: "Pay $108.60" }).click();
    await page.waitForURL(/\/test-checkout\/payment\/\d+\?token=/);
    await waitForHydration(page);
    // The test checkout asks for exactly what Apply said was left.
    expect(await page.getByTestId("test-checkout-total").textContent()).toBe(
      left!.replace("Left to pay by card: ", ""),
    );
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

  it(
    "Apply on her booking page works without JavaScript: the page comes back with the codes and the words",
    {
      timeout: 120_000,
    },
    async () => {
      const signed = await insertSignedProposal(app.db, { email: "anna@example.com" });
      await app.db
        .insertInto("coupons")
        .values({
          code: "RETAIN10",
          kind: "percent",
          percent_off: 10,
          amount_off_cents: null,
          category: null,
          min_order_cents: null,
          starts_on: null,
          ends_on: null,
          max_uses: null,
          usable_on: "both",
        })
        .execute();
      await insertIssuedGiftCard(app.db, {
        code: "WXYZ-EFGH-7KQ3",
        cents: 20_000,
        recipientName: "Anna Ruiz",
        recipientEmail: "anna@example.com",
      });
      const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      const link = `${server.url}/book/${signed.token}`;
      await page.goto(link);
      await page.getByLabel("Coupon code").fill("retain10");
      await page.getByLabel("Gift card code").fill("WXYZ-EFGH-7KQ3");
      await page.getByRole("button", { name: "Apply codes" }).click();
      await page.waitForURL(`${link}#pay`);
      const answer = page.getByTestId("codes-answer");
      // The retainer: $1,530.00 and its tax $131.58; 10 % off is $153.00 and its tax $13.16.
      expect(await answer.locator("li").allTextContents()).toEqual([
        "Retainer: $1,661.58",
        "Coupon RETAIN10: −$166.16",
        "Gift card ••••-••••-7KQ3 pays $200.00 (balance left after paying: $0.00)",
      ]);
      expect(await answer.getByText(/^Left to pay by card: /).textContent()).toBe("Left to pay by card: $1,295.42");
      expect(await page.getByLabel("Coupon code").inputValue()).toBe("retain10");
      expect(await page.getByLabel("Gift card code").inputValue()).toBe("WXYZ-EFGH-7KQ3");
      expect(await fitsPhone(page)).toBe(true);

      // A card that does not exist: a 400, and why in an alert; the codes stay.
      await page.getByLabel("Gift card code").fill("ZZZZ-ZZZZ-ZZZZ");
      const [refused] = await Promise.all([
        page.waitForResponse((res) => res.request().method() === "POST"),
        page.getByRole("button", { name: "Apply codes" }).click(),
      ]);
      expect(refused.status()).toBe(400);
      await page.waitForLoadState();
      expect(await page.getByRole("alert").textContent()).toMatch(/gift card/i);
      expect(await page.getByLabel("Coupon code").inputValue()).toBe("retain10");

      // Pay with the good codes: the test checkout asks for what Apply said.
      await page.getByLabel("Gift card code").fill("WXYZ-EFGH-7KQ3");
      await page.getByRole("button", { name: "Pay the retainer ($1,661.58)" }).click();
      await page.waitForURL(/\/test-checkout\/payment\/\d+\?token=/);
      expect(await page.getByTestId("test-checkout-total").textContent()).toBe("$1,295.42");
      await context.close();
    },
  );
});
