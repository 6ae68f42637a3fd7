import { describe, expect, it } from "vitest";
import { expectFitsPhone, expectNoAxeViolations, signIn } from "../helpers/admin-browser";
import { newPage, payTestCheckout, waitForHydration } from "../helpers/browser";
import { shopE2e, twoPeoniesInCart } from "./shop-e2e-harness";

// Gift cards (issue 31 §6, decision 046) on a 390 px phone: she issues a $50 card (a missing name
// refused in words first); a visitor's cart applies its code, shows what it pays and what is left
// to pay; the test checkout charges exactly that; her order page shows every figure; axe finds nothing.

const shop = shopE2e();

describe("gift cards in the shop", () => {
  it("she issues a card; a visitor redeems it in the cart and the test checkout; the order shows the figures", async () => {
    const { server, app, browser } = shop;
    const admin = await newPage(browser, { width: 390 });
    await signIn(admin.page, server.url + "/admin/gift-cards/new");
    await admin.page.getByRole("heading", { level: 1, name: "Issue a gift card" }).waitFor();
    await waitForHydration(admin.page);
    await admin.page.getByLabel("Amount", { exact: true }).selectOption({ label: "$50.00" });
    await admin.page.getByLabel("Recipient's e-mail").fill("friend@example.com");
    await admin.page.getByRole("button", { name: "Issue and send the card" }).click();
    await admin.page.getByText("Enter the recipient's name, as the card will greet them.").waitFor();
    await expectNoAxeViolations(admin.page);
    await expectFitsPhone(admin.page);
    await admin.page.getByLabel("Recipient's name").fill("June Friend");
    await admin.page.getByLabel("Message").fill("For your new walls.");
    await admin.page.getByRole("button", { name: "Issue and send the card" }).click();
    await admin.page.getByText("Issued. The card is on its way to friend@example.com.").waitFor();
    const card = await app.db.selectFrom("gift_cards").selectAll().executeTakeFirstOrThrow();
    await admin.page.getByRole("heading", { level: 1, name: card.code }).waitFor();
    expect(await admin.page.getByTestId("gift-card-balance").textContent()).toBe("Balance $50.00");
    await expectNoAxeViolations(admin.page);
    await expectFitsPhone(admin.page);
    await admin.page.goto(server.url + "/admin/gift-cards");
    await admin.page.getByRole("link", { name: `••••-••••-${card.code.slice(-4)}` }).waitFor();
    await expectNoAxeViolations(admin.page);
    await expectFitsPhone(admin.page);

    const { page, errors, context } = await newPage(browser, { width: 390 });
    await twoPeoniesInCart(page, server.url);
    await page.goto(`${server.url}/cart`);
    await waitForHydration(page);
    expect(await page.getByTestId("cart-total").textContent()).toBe("$90.00");
    await page.getByLabel("Gift card code").fill("ABCD-EFGH-JKMN");
    await page.getByRole("button", { name: "Apply gift card code" }).click();
    await page.getByText("No gift card has this code: check the code on the card.").waitFor();
    await page.getByLabel("Gift card code").fill(card.code.toLowerCase());
    await page.getByRole("button", { name: "Apply gift card code" }).click();
    await page.getByText("Balance $50.00: $50.00 applies to this order.").waitFor();
    expect(await page.getByTestId("cart-gift-card").textContent()).toBe("-$50.00");
    expect(await page.getByTestId("cart-due").textContent()).toBe("$40.00");
    await expectNoAxeViolations(page);
    await expectFitsPhone(page);

    const popupPromise = context.waitForEvent("page");
    await page.getByRole("button", { name: "Proceed to Checkout - $40.00" }).click();
    const popup = await popupPromise;
    await popup.waitForLoadState();
    await waitForHydration(popup);
    expect(await popup.getByTestId("test-checkout-total").textContent()).toBe("$90.00");
    expect(await popup.getByTestId("test-checkout-due").textContent()).toBe("$40.00");
    await expectNoAxeViolations(popup);
    await payTestCheckout(popup, "buyer@example.com", "Ana Buyer");
    await popup.waitForURL(/\/payment-success\?session_id=cs_test_local_/);
    const order = await app.db.selectFrom("orders").selectAll().orderBy("id", "desc").executeTakeFirstOrThrow();
    expect(order).toMatchObject({ status: "paid", gift_card_code: card.code });
    expect([order.total_cents, order.gift_card_cents].map(Number)).toEqual([90_00, 50_00]);
    expect(errors).toEqual([]);
    await context.close();

    await admin.page.goto(`${server.url}/admin/orders/${order.id}`);
    const figures = admin.page.getByTestId("order-gift-card");
    await figures.waitFor();
    expect((await figures.textContent())!.replace(/\s+/g, " ")).toBe(
      `Gift card (••••-••••-${card.code.slice(-4)})-$50.00Charged to card$40.00`,
    );
    await admin.page.getByText("Total $90.00").waitFor();
    await expectNoAxeViolations(admin.page);
    await admin.page.goto(`${server.url}/admin/gift-cards/${card.id}`);
    expect(await admin.page.getByTestId("gift-card-balance").textContent()).toBe("Balance $0.00");
    await admin.page.getByRole("link", { name: `#${order.id}` }).waitFor();
    expect(admin.errors).toEqual([]);
    await admin.context.close();
  });
});
