import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { giftCardCode } from "~/shared/shop/gift-card-rules";
import { expectFitsPhone, expectNoAxeViolations, signIn } from "../helpers/admin-browser";
import { newPage, payTestCheckout, waitForHydration } from "../helpers/browser";
import { insertIssuedGiftCard } from "../helpers/gift-card-fixtures";
import { shopE2e } from "./shop-e2e-harness";

// Issue 31 §9's walk on a 390 px phone: she adds a product with a photo from her library on a price
// sheet, sets her sales tax and shipping and makes a coupon; the product is on /all-products within
// 2 s; a visitor buys two of it with the coupon and a gift card, with shipping and tax, through the
// test checkout; the cart, the test checkout, the order row and her order page show the same figures:
//   2 × $45.00 = $90.00 − 10 % ($9.00) = $81.00; shipping $8.00 + $2.50 = $10.50;
//   tax 8.6 % of $81.00 = $6.966 → $6.97 (shipping not taxed); total $98.47; gift card −$25.00;
//   the card payment $73.47.

const shop = shopE2e();

describe("the shop in her hands, end to end", () => {
  it("a product she adds is bought with a coupon, a gift card, shipping and tax, every figure the same everywhere", async () => {
    const { server, app, browser } = shop;
    const photo = await app.db
      .selectFrom("media_photos")
      .select("id")
      .where("filename", "=", "portfolio/wedding/001")
      .executeTakeFirstOrThrow();
    const admin = await newPage(browser, { width: 390 });
    await signIn(admin.page, server.url + "/admin/site-settings");
    await admin.page.getByRole("heading", { level: 1, name: "Site settings" }).waitFor();
    await waitForHydration(admin.page);
    await admin.page.getByLabel("Sales tax rate (%)").fill("8.6");
    await admin.page.getByLabel("Charge sales tax on shop orders").check();
    await admin.page.getByLabel("Shipping per order ($)").fill("8");
    await admin.page.getByLabel("Per additional item ($)").fill("2.50");
    await admin.page.getByRole("button", { name: "Save settings" }).click();
    await admin.page.getByRole("status").getByText("Saved: the site shows the new settings now.").waitFor();

    await admin.page.goto(server.url + "/admin/coupons/new");
    await waitForHydration(admin.page);
    await admin.page.getByLabel("Code").fill("WALK10");
    await admin.page.getByLabel("Percent off").fill("10");
    await admin.page.getByRole("button", { name: "Create coupon" }).click();
    await admin.page.getByRole("heading", { level: 1, name: "WALK10" }).waitFor();

    await admin.page.goto(server.url + "/admin/products/new");
    await admin.page.getByRole("heading", { level: 1, name: "Add a product" }).waitFor();
    await waitForHydration(admin.page);
    await admin.page.getByLabel("Name", { exact: true }).fill("Saguaro Sunset");
    await admin.page.getByLabel("Category", { exact: true }).selectOption("Landscape Prints");
    await admin.page.getByLabel("Description", { exact: true }).fill("The last light behind a saguaro.");
    await admin.page.getByLabel("Product Information", { exact: true }).fill("Archival paper\nSigned by hand");
    await admin.page.getByLabel("Photo", { exact: true }).selectOption(String(photo.id));
    await admin.page.getByRole("radio", { name: /Fine art prints \(landscape\)/ }).check();
    await admin.page.getByRole("button", { name: "Add the product" }).click();
    const savedAt = Date.now();
    await admin.page.waitForURL(/\/admin\/products\/saguaro-sunset\?created=1$/);
    expect(admin.errors).toEqual([]);

    // A gift card she issued earlier, with $25.00 on it.
    const code = giftCardCode((n) => crypto.randomBytes(n));
    const cardId = await insertIssuedGiftCard(app.db, {
      code,
      cents: 25_00,
      recipientName: "Ana Buyer",
      recipientEmail: "ana@example.com",
      issuedBy: "walk",
    });

    const { page, errors, context } = await newPage(browser, { width: 390 });
    // On /all-products within 2 s of her save (the render cache follows the content version).
    for (;;) {
      const html = await (await fetch(`${server.url}/all-products`)).text();
      if (html.includes("Saguaro Sunset")) break;
      expect(Date.now() - savedAt, "the new product reached /all-products").toBeLessThan(2_000);
      await new Promise((r) => setTimeout(r, 100));
    }
    await page.goto(`${server.url}/product-detail/saguaro-sunset`);
    await waitForHydration(page);
    await page.getByRole("button", { name: /^10x8 inches/ }).click();
    await page.getByRole("button", { name: "Add to Cart - $45.00" }).click();
    await page.goto(`${server.url}/cart`);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Increase quantity of Saguaro Sunset (10x8)" }).click();
    await page.getByLabel("Quantity 2").waitFor();
    await page.getByLabel("Coupon code").fill("walk10");
    await page.getByRole("button", { name: "Apply coupon code" }).click();
    await page.getByText("Discount (WALK10)").waitFor();
    await page.getByLabel("Gift card code").fill(code);
    await page.getByRole("button", { name: "Apply gift card code" }).click();
    await page.getByText("Balance $25.00: $25.00 applies to this order.").waitFor();
    const figure = (id: string) => page.getByTestId(id).textContent();
    expect(await figure("cart-subtotal")).toBe("$90.00");
    expect(await figure("cart-discount")).toBe("-$9.00");
    expect(await figure("cart-shipping")).toBe("$10.50");
    expect(await figure("cart-tax")).toBe("$6.97");
    expect(await figure("cart-total")).toBe("$98.47");
    expect(await figure("cart-gift-card")).toBe("-$25.00");
    expect(await figure("cart-due")).toBe("$73.47");
    await expectNoAxeViolations(page);
    await expectFitsPhone(page);

    const popupPromise = context.waitForEvent("page");
    await page.getByRole("button", { name: "Proceed to Checkout - $73.47" }).click();
    const popup = await popupPromise;
    await popup.waitForLoadState();
    await waitForHydration(popup);
    expect(await popup.getByTestId("test-checkout-total").textContent()).toBe("$98.47");
    expect(await popup.getByTestId("test-checkout-due").textContent()).toContain("$73.47");
    await payTestCheckout(popup, "ana@example.com", "Ana Buyer");
    await popup.waitForURL(/\/payment-success\?session_id=cs_test_local_/);

    const order = await app.db.selectFrom("orders").selectAll().orderBy("id", "desc").executeTakeFirstOrThrow();
    expect(order).toMatchObject({ status: "paid", coupon_code: "WALK10" });
    expect(
      [order.total_cents, order.discount_cents, order.shipping_cents, order.tax_cents, order.gift_card_cents].map(
        Number,
      ),
    ).toEqual([98_47, 9_00, 10_50, 6_97, 25_00]);
    const line = await app.db
      .selectFrom("order_lines")
      .selectAll()
      .where("order_id", "=", order.id)
      .executeTakeFirstOrThrow();
    expect(line).toMatchObject({ cart_id: "saguaro-sunset-10x8", title: "Saguaro Sunset (10x8)", quantity: 2 });
    expect(Number(line.unit_cents)).toBe(45_00);
    const balance = await app.db
      .selectFrom("gift_cards")
      .select("balance_cents")
      .where("id", "=", cardId)
      .executeTakeFirstOrThrow();
    expect(Number(balance.balance_cents)).toBe(0);
    expect(errors).toEqual([]);
    await context.close();

    // Her order page names every figure.
    await admin.page.goto(`${server.url}/admin/orders/${order.id}`);
    await waitForHydration(admin.page);
    const desk = (await admin.page.locator("main").textContent()) ?? "";
    for (const text of ["Saguaro Sunset (10x8)", "-$9.00", "$10.50", "$6.97", "$98.47", "-$25.00", "$73.47"])
      expect(desk, text).toContain(text);
    await expectNoAxeViolations(admin.page);
    await expectFitsPhone(admin.page);
    expect(admin.errors).toEqual([]);
    await admin.context.close();
  }, 240_000);
});
