import { describe, expect, it } from "vitest";
import { expectNoAxeViolations, signIn, expectFitsPhone } from "../helpers/admin-browser";
import { newPage, payTestCheckout, waitForHydration } from "../helpers/browser";
import { shopE2e, twoPeoniesInCart } from "./shop-e2e-harness";

// Coupons (issue 31 §5, decision 045) on a 390 px phone: she makes a coupon (a bad percent refused
// in words first); a visitor's cart refuses an unknown code in words, applies hers, shows the
// "Discount (CODE)" line and pays that total through the test checkout; axe finds nothing.

const shop = shopE2e();

describe("coupons in the shop", () => {
  it("she makes a coupon; a visitor applies it in the cart and pays the discounted total", async () => {
    const { server, app, browser } = shop;
    const admin = await newPage(browser, { width: 390 });
    await signIn(admin.page, server.url + "/admin/coupons/new");
    await admin.page.getByRole("heading", { level: 1, name: "New coupon" }).waitFor();
    await waitForHydration(admin.page);
    await admin.page.getByLabel("Code").fill("spring10");
    await admin.page.getByLabel("Percent off").fill("110");
    await admin.page.getByLabel("Applies to").selectOption("Floral Prints");
    await admin.page.getByRole("button", { name: "Create coupon" }).click();
    await admin.page.getByText("Enter a whole percent from 1 to 100.").waitFor();
    await expectNoAxeViolations(admin.page);
    await expectFitsPhone(admin.page);
    await admin.page.getByLabel("Percent off").fill("10");
    await admin.page.getByRole("button", { name: "Create coupon" }).click();
    await admin.page.getByRole("heading", { level: 1, name: "SPRING10" }).waitFor();
    await expectNoAxeViolations(admin.page);
    await expectFitsPhone(admin.page);
    await admin.page.goto(server.url + "/admin/coupons");
    await admin.page.getByRole("link", { name: "SPRING10" }).waitFor();
    await expectNoAxeViolations(admin.page);
    await expectFitsPhone(admin.page);
    expect(admin.errors).toEqual([]);
    await admin.context.close();

    const { page, errors, context } = await newPage(browser, { width: 390 });
    await twoPeoniesInCart(page, server.url);
    await page.goto(`${server.url}/cart`);
    await waitForHydration(page);
    // No code: the cart as the spec has it.
    expect(await page.getByTestId("cart-total").textContent()).toBe("$90.00");
    expect(await page.getByTestId("cart-figures").count()).toBe(0);
    await page.getByLabel("Coupon code").fill("nope");
    await page.getByRole("button", { name: "Apply coupon code" }).click();
    await page.getByText("No such code.").waitFor();
    await expectNoAxeViolations(page);
    await page.getByLabel("Coupon code").fill("spring10");
    await page.getByRole("button", { name: "Apply coupon code" }).click();
    await page.getByText("Discount (SPRING10)").waitFor();
    expect(await page.getByTestId("cart-discount").textContent()).toBe("-$9.00");
    expect(await page.getByTestId("cart-total").textContent()).toBe("$81.00");
    await expectNoAxeViolations(page);
    await expectFitsPhone(page);

    const popupPromise = context.waitForEvent("page");
    await page.getByRole("button", { name: "Proceed to Checkout - $81.00" }).click();
    const popup = await popupPromise;
    await popup.waitForLoadState();
    await waitForHydration(popup);
    expect(await popup.getByTestId("test-checkout-total").textContent()).toBe("$81.00");
    expect(await popup.getByTestId("test-checkout-charge").allTextContents()).toEqual(["Discount (SPRING10)-$9.00"]);
    await payTestCheckout(popup, "buyer@example.com", "Ana Buyer");
    await popup.waitForURL(/\/payment-success\?session_id=cs_test_local_/);
    const order = await app.db.selectFrom("orders").selectAll().orderBy("id", "desc").executeTakeFirstOrThrow();
    expect(order).toMatchObject({ status: "paid", coupon_code: "SPRING10" });
    expect([order.total_cents, order.discount_cents].map(Number)).toEqual([81_00, 9_00]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
