import { describe, expect, it } from "vitest";
import { checkGiftCardPurchase } from "./gift-card-purchase";
import {
  GIFT_CARD_AMOUNT_NOT_SOLD,
  giftCardLineTitle,
  giftCardPaysCents,
  giftCardSalesCents,
  goodsLines,
  isGiftCardLineId,
  newGiftCardLineId,
} from "./gift-card-sale";
import { orderFigures, type ShopCharges } from "./shop-charges";

// The rules of a gift card sold in the shop (decision 051): not taxed, not shipped, no coupon,
// never paid by another gift card, and priced only at one of her amounts.

const AMOUNTS = [5000, 10_000, 25_000];
const charges: ShopCharges = {
  taxRateMillis: 8600,
  taxShipping: true,
  shipping: { flatCents: 800, perExtraCents: 250, freeOverCents: 50_000 },
  pickup: { note: "" },
};
const print = { unitCents: 4500, quantity: 1, category: "Floral Prints" };
const card = (unitCents: number) => ({ unitCents, quantity: 1, category: null, giftCard: true });
const figures = (...args: Parameters<typeof orderFigures>) => {
  const result = orderFigures(...args);
  if (!result.ok) throw new Error(result.error);
  return result.figures;
};
const purchase = {
  amountCents: 5000,
  recipientName: " Ana Ruiz ",
  recipientEmail: "ana@example.com",
  message: "Happy anniversary!",
  fromName: "Maria",
};

describe("a gift card sold in the cart's figures", () => {
  it("taxes and ships the print alone: the cards count at face value, to the cent", () => {
    // $45.00 + $8.00 shipping, 8.6 % of $53.00 = $4.558 → $4.56; + $50.00 + $100.00 of cards.
    expect(figures([print, card(5000), card(10_000)], charges)).toEqual({
      subtotalCents: 19_500,
      couponCode: null,
      discountCents: 0,
      shippingChoice: "ship",
      shippingCents: 800,
      taxRateMillis: 8600,
      taxCents: 456,
      totalCents: 20_756,
    });
  });

  it("asks no delivery for a cart of only gift cards, and charges no shipping or tax on it", () => {
    expect(figures([card(5000), card(5000)], charges, "ship")).toMatchObject({
      shippingChoice: null,
      shippingCents: 0,
      taxCents: 0,
      totalCents: 10_000,
    });
  });

  it("counts only the goods toward the free-shipping threshold and the per-item rate", () => {
    // $450 of cards do not make a $45 print ship free, nor count as extra items.
    expect(figures([print, card(25_000), card(25_000)], charges).shippingCents).toBe(800);
  });

  it("takes a coupon off the goods alone, even a fixed amount larger than them", () => {
    const tenPercent = {
      code: "TEN",
      kind: "percent" as const,
      percentOff: 10,
      amountOffCents: null,
      category: null,
      minOrderCents: null,
    };
    const withCoupon = figures([print, card(10_000)], charges, null, tenPercent);
    expect(withCoupon.discountCents).toBe(450);
    // ($40.50 + $8.00) × 8.6 % = $4.171 → $4.17.
    expect(withCoupon.taxCents).toBe(417);
    expect(withCoupon.totalCents).toBe(4050 + 800 + 417 + 10_000);
    const fiftyOff = { ...tenPercent, kind: "amount" as const, percentOff: null, amountOffCents: 5000 };
    expect(figures([print, card(10_000)], charges, null, fiftyOff).discountCents).toBe(4500);
    expect(figures([card(10_000)], charges, null, fiftyOff).discountCents).toBe(0);
    // A minimum is reached by the goods, not by the cards.
    const minimum = { ...tenPercent, minOrderCents: 10_000 };
    expect(figures([print, card(25_000)], charges, null, minimum).discountCents).toBe(0);
  });
});

describe("a gift card paying for an order that buys gift cards", () => {
  it("pays everything but the cards, up to its balance", () => {
    const lines = [print, card(5000)];
    const total = 4500 + 800 + 456 + 5000;
    expect(giftCardSalesCents(lines)).toBe(5000);
    expect(giftCardPaysCents(100_000, total, lines)).toBe(5756);
    expect(giftCardPaysCents(1000, total, lines)).toBe(1000);
    expect(giftCardPaysCents(100_000, 5000, [card(5000)])).toBe(0);
    expect(goodsLines(lines)).toEqual([print]);
  });
});

describe("a gift card purchase as the visitor typed it", () => {
  it("is accepted at one of her amounts, trimmed", () => {
    expect(checkGiftCardPurchase(purchase, AMOUNTS)).toEqual({
      ok: true,
      purchase: { ...purchase, recipientName: "Ana Ruiz" },
    });
  });

  it("refuses an amount she does not sell, whatever the browser says, in words", () => {
    for (const amountCents of [7500, 0, -5000, 5000.5, "5000", undefined])
      expect(checkGiftCardPurchase({ ...purchase, amountCents }, AMOUNTS)).toEqual({
        ok: false,
        fields: { amount: GIFT_CARD_AMOUNT_NOT_SOLD },
      });
  });

  it("asks for the recipient, a real e-mail, a message of 500 characters at most and the buyer's name", () => {
    const refused = checkGiftCardPurchase(
      { ...purchase, recipientName: " ", recipientEmail: "ana@", message: "x".repeat(501), fromName: "" },
      AMOUNTS,
    );
    expect(refused).toEqual({
      ok: false,
      fields: {
        recipientName: "Enter the recipient's name, as the card will greet them.",
        recipientEmail: "Enter the recipient's e-mail address, e.g. name@example.com: the card is sent there.",
        message: "Keep the message to 500 characters: it is printed on the card.",
        fromName: "Enter your name: the card says who it is from.",
      },
    });
    expect(checkGiftCardPurchase({ ...purchase, message: "x".repeat(500) }, AMOUNTS).ok).toBe(true);
  });
});

describe("a gift card's cart line", () => {
  it("has an id of its own kind, fresh each time, and names the recipient", () => {
    const a = newGiftCardLineId();
    expect(isGiftCardLineId(a)).toBe(true);
    expect(a).not.toBe(newGiftCardLineId());
    expect(isGiftCardLineId("pink-peonies-8x10")).toBe(false);
    expect(isGiftCardLineId("gift-card-../../x")).toBe(false);
    expect(giftCardLineTitle({ ...purchase, recipientName: "Ana Ruiz" })).toBe(
      "Gift card for Ana Ruiz (ana@example.com)",
    );
  });
});
