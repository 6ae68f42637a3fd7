import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type AppDatabase } from "~/server/db/db.server";
import { formatPrice } from "~/shared/money";
import { expectFitsPhone, expectNoAxeViolations, signIn } from "../helpers/admin-browser";
import { launchBrowser, newPage, waitForHydration } from "../helpers/browser";
import { startServer, type TestServer } from "../helpers/server";
import { createOrder, markPaid } from "~/server/orders/order-writes.server";
import { issueGiftCard } from "~/server/shop/gift-card-issue.server";
import { BLANK_GIFT_CARD } from "~/shared/shop/gift-card.schema";
import { createAdminAccount } from "../integration/admin-client";
import { expectedPrintRefund, insertPaidPrintOrder } from "../integration/fulfilment-fixtures";

// Fulfilment (issue 31 §7, decision 047) on a 390 px phone: she opens a paid gallery-print order,
// sets the print's crop with the keyboard and saves it, opens and prints the packing slip (one
// page), and refunds one print through the test checkout's provider; she refunds an order a gift
// card paid part of, told first how much goes back to the card payment and to the gift card; axe
// finds nothing.

let server: TestServer;
let app: AppDatabase;
let browser: Browser;
let orderId: number;
beforeAll(async () => {
  server = await startServer();
  const created = await createAdminAccount(server.databaseUrl);
  expect(created.code, created.output).toBe(0);
  app = openDatabase(server.databaseUrl);
  orderId = await insertPaidPrintOrder(app.db, { provider: "test" });
  await app.db.updateTable("site_settings").set({ studio_address: "12 Saguaro Way\nTempe, AZ 85281" }).execute();
  browser = await launchBrowser();
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await app?.db.destroy();
  await server?.stop();
});

describe("fulfilling a paid order", () => {
  it("she crops the print with the keyboard, prints the packing slip and refunds one print", async () => {
    const { page, errors, context } = await newPage(browser, { width: 390 });
    await signIn(page, `${server.url}/admin/orders/${orderId}`);
    await page.getByRole("heading", { level: 1, name: `Order #${orderId}` }).waitFor();
    await waitForHydration(page);
    await page.getByRole("heading", { level: 2, name: "What to print" }).waitFor();
    await expectNoAxeViolations(page);
    await expectFitsPhone(page);

    // The crop: smaller with "-" twice, left with an arrow key, to the top with Shift+Up; then a button.
    const frame = page.getByTestId("crop-frame-0");
    await frame.focus();
    await page.keyboard.press("-");
    await page.keyboard.press("-");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("Shift+ArrowUp");
    await page.getByRole("button", { name: "Move down" }).click();
    await expect
      .poll(() => page.getByTestId("crop-state-0").textContent())
      .toContain("11% from the left, 2% from the top");
    await page.getByRole("button", { name: "Save crop" }).click();
    await page.getByText("Crop saved for item 1").waitFor();
    await expect
      .poll(() => page.getByTestId("crop-saved-0").textContent())
      .toMatch(/\d+ × \d+ px from the left \d+ px/);
    const stored = await app.db
      .selectFrom("order_lines")
      .select("crop")
      .where("order_id", "=", orderId)
      .where("position", "=", 0)
      .executeTakeFirstOrThrow();
    const crop = JSON.parse(stored.crop!) as { x: number; y: number; w: number; h: number };
    // 10 wide by 8 high in the pixels of the 3000 × 2000 original.
    expect((crop.w * 3000) / (crop.h * 2000)).toBeCloseTo(1.25, 2);
    expect(crop.h).toBeLessThan(1);
    // Centred, shrunk twice by 5 % (x 0.122), 1 % left; pushed to the top, then 2 % down.
    expect(crop.x).toBeCloseTo(0.112, 3);
    expect(crop.y).toBeCloseTo(0.02, 3);
    await expectNoAxeViolations(page);

    // The packing slip: her address, the buyer's, the items; Print; one page on paper.
    await page.getByRole("link", { name: "Packing slip" }).click();
    await page.getByTestId("packing-slip").waitFor();
    await waitForHydration(page);
    await expect.poll(() => page.getByTestId("packing-slip").textContent()).toContain("12 Saguaro Way");
    await expectNoAxeViolations(page);
    await expectFitsPhone(page);
    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => void ((window as unknown as { printed: number }).printed += 1);
    });
    await page.getByRole("button", { name: "Print" }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    const pdf = await page.pdf({ format: "Letter" });
    expect(pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g)).toHaveLength(1);

    // Refund one of the two prints: the server's amount, shown back to her.
    await page.goto(`${server.url}/admin/orders/${orderId}`);
    await waitForHydration(page);
    const amount = formatPrice(await expectedPrintRefund(app.db, orderId, 0, 1));
    await page.getByLabel(/^Item 1: Print of IMG_1\.jpg/).fill("1");
    await page.getByRole("button", { name: "Refund the chosen items" }).click();
    await page.getByText(`Refunded ${amount}.`).waitFor();
    await expect.poll(() => page.getByTestId("refund-history").textContent()).toContain(`${amount} refunded`);
    await expectNoAxeViolations(page);
    await expectFitsPhone(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("she refunds an order a gift card paid part of: the card payment first, then the gift card", async () => {
    const made = await issueGiftCard(
      { ...BLANK_GIFT_CARD, amount: "5000", recipientName: "Rosa Díaz", recipientEmail: "rosa@example.com" },
      "she@example.com",
      app.db,
    );
    if (!("id" in made)) throw new Error(JSON.stringify(made));
    const card = await app.db.selectFrom("gift_cards").selectAll().where("id", "=", made.id).executeTakeFirstOrThrow();
    // $90 of prints: $50 on the gift card, $40 charged through the test checkout.
    const order = await createOrder(
      {
        lines: [
          {
            cartId: "pink-peonies-8x10",
            title: "Pink Peonies",
            size: "8x10",
            unitCents: 4500,
            quantity: 2,
            note: null,
          },
        ],
        paymentProvider: "test",
        accessToken: "g".repeat(64),
        giftCard: { id: made.id, code: card.code, cents: 5000 },
      },
      app.db,
    );
    await app.db.transaction().execute((trx) =>
      markPaid(
        {
          orderId: order.id,
          sessionId: `cs_gc_${order.id}`,
          customerEmail: "buyer@example.com",
          paymentRef: `pi_gc_${order.id}`,
          shippingAddress: null,
        },
        trx,
      ),
    );
    const masked = `••••-••••-${card.code.slice(-4)}`;
    const { page, errors, context } = await newPage(browser, { width: 390 });
    await signIn(page, `${server.url}/admin/orders/${order.id}`);
    await waitForHydration(page);
    await expect
      .poll(() => page.getByTestId("refund-split").textContent())
      .toContain(
        `A refund goes back to the card payment first ($40.00 left to give back there), then onto the gift card ($50.00 left).`,
      );
    await page.getByText("($40.00 to the card payment, $50.00 back on the gift card)").waitFor();
    await expectNoAxeViolations(page);
    await expectFitsPhone(page);

    // One print ($45): $40 to the card payment, $5 back on the gift card.
    await page.getByLabel(/^Item 1: Pink Peonies/).fill("1");
    await page.getByRole("button", { name: "Refund the chosen items" }).click();
    await page.getByText(`Refunded $45.00 ($40.00 to the card payment, $5.00 back on gift card ${masked}).`).waitFor();
    await expect
      .poll(() => page.getByTestId("refund-history").textContent())
      .toContain("($40.00 to the card payment, $5.00 back on the gift card)");
    await expect.poll(() => page.getByTestId("refund-split").textContent()).toContain("($45.00 left)");
    const balance = await app.db
      .selectFrom("gift_cards")
      .select("balance_cents")
      .where("id", "=", made.id)
      .executeTakeFirstOrThrow();
    expect(Number(balance.balance_cents)).toBe(500);
    await expectNoAxeViolations(page);
    await expectFitsPhone(page);
    expect(errors).toEqual([]);
    await context.close();
  });
});
