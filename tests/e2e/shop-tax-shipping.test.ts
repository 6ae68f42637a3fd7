import { describe, expect, it } from "vitest";
import { expectNoAxeViolations, gotoUntil, signIn, expectFitsPhone } from "../helpers/admin-browser";
import { newPage, waitForHydration, payTestCheckout } from "../helpers/browser";
import { shopE2e, twoPeoniesInCart } from "./shop-e2e-harness";

// Shipping and sales tax (issue 31 §3–4, decision 044) on a 390 px phone: she sets the tax on shop
// orders, a shipping rate and local pick-up in Site settings; a visitor's cart shows Subtotal,
// Shipping, Sales tax and Total, lets her choose a pick-up, and pays the same total through the
// test checkout; axe finds nothing on either screen.

const shop = shopE2e();

describe("shipping and sales tax in the shop", () => {
  it("she sets a rate and shipping; a visitor's cart shows every line and pays that total", async () => {
    const { server, app, browser } = shop;
    const admin = await newPage(browser, { width: 390 });
    await signIn(admin.page, server.url + "/admin/site-settings");
    await admin.page.getByRole("heading", { level: 1, name: "Site settings" }).waitFor();
    await waitForHydration(admin.page);
    await admin.page.getByLabel("Sales tax rate (%)").fill("8.6");
    await admin.page.getByLabel("Charge sales tax on shop orders").check();
    await admin.page.getByLabel("Shipping per order ($)").fill("8");
    await admin.page.getByLabel("Per additional item ($)").fill("2.50");
    await admin.page.getByLabel("Offer local pick-up in the Phoenix area").check();
    await admin.page.getByLabel("Pick-up note").fill("Pick up at my Tempe studio on weekdays.");
    // A bad amount is refused in plain words first, the rest kept as typed.
    await admin.page.getByLabel("Free shipping on orders from ($)").fill("lots");
    await admin.page.getByRole("button", { name: "Save settings" }).click();
    await admin.page.getByText("Enter an amount in dollars, e.g. 150, or leave it empty.").waitFor();
    await expectNoAxeViolations(admin.page);
    await expectFitsPhone(admin.page);
    await admin.page.getByLabel("Free shipping on orders from ($)").fill("");
    await admin.page.getByRole("button", { name: "Save settings" }).click();
    await admin.page.getByRole("status").getByText("Saved: the site shows the new settings now.").waitFor();
    expect(admin.errors).toEqual([]);
    await admin.context.close();

    const { page, errors, context } = await newPage(browser, { width: 390 });
    await twoPeoniesInCart(page, server.url);
    // The cached cart is re-rendered with her settings within 2 s of the save (decision 020).
    await gotoUntil(page, `${server.url}/cart`, async () => {
      await waitForHydration(page);
      return (await page.getByTestId("cart-subtotal").count()) > 0;
    });
    // $90.00 of prints; shipping $8.00 + $2.50; tax 8.6 % of $90.00 = $7.74 (not on shipping).
    expect(await page.getByTestId("cart-subtotal").textContent()).toBe("$90.00");
    expect(await page.getByTestId("cart-shipping").textContent()).toBe("$10.50");
    expect(await page.getByTestId("cart-tax").textContent()).toBe("$7.74");
    expect(await page.getByTestId("cart-total").textContent()).toBe("$108.24");
    await page.getByText("Sales tax (8.6%)").waitFor();
    await expectNoAxeViolations(page);
    await expectFitsPhone(page);

    // A pick-up costs no shipping; the buyer goes back to shipping and pays.
    await page.getByLabel("Local pick-up in the Phoenix area").check();
    await page.getByText("Pick up at my Tempe studio on weekdays.").waitFor();
    expect(await page.getByTestId("cart-shipping").textContent()).toBe("$0.00");
    expect(await page.getByTestId("cart-total").textContent()).toBe("$97.74");
    await page.getByLabel("Ship to me").check();
    const popupPromise = context.waitForEvent("page");
    await page.getByRole("button", { name: "Proceed to Checkout - $108.24" }).click();
    const popup = await popupPromise;
    await popup.waitForLoadState();
    await waitForHydration(popup);
    expect(await popup.getByTestId("test-checkout-total").textContent()).toBe("$108.24");
    expect(await popup.getByTestId("test-checkout-charge").allTextContents()).toEqual([
      "Shipping$10.50",
      "Sales tax (8.6%)$7.74",
    ]);
    await payTestCheckout(popup, "buyer@example.com", "Ana Buyer");
    await popup.waitForURL(/\/payment-success\?session_id=cs_test_local_/);
    const order = await app.db.selectFrom("orders").selectAll().orderBy("id", "desc").executeTakeFirstOrThrow();
    expect(order).toMatchObject({ status: "paid", shipping_choice: "ship" });
    expect([order.total_cents, order.shipping_cents, order.tax_cents].map(Number)).toEqual([108_24, 10_50, 7_74]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
