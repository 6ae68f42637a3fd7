import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  balanceOf,
  CODE_ALPHABET,
  giftCardApplies,
  giftCardCode,
  giftCardLabel,
  giftCardNote,
  maskedCode,
  normalizeGiftCardCode,
  parseAmounts,
  redemption,
  type LedgerEntry,
} from "./gift-card-rules";
import { amountsText, BLANK_GIFT_CARD, checkAmounts, checkGiftCardForm, CUSTOM_AMOUNT } from "./gift-card.schema";
import { randomBytes } from "node:crypto";

describe("gift-card codes", () => {
  it("are three groups of four letters from the alphabet without look-alikes", () => {
    for (let i = 0; i < 200; i++) {
      const code = giftCardCode(randomBytes);
      expect(code).toMatch(/^[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}$/);
      expect(code).not.toMatch(/[01OILU]/);
    }
    expect(CODE_ALPHABET).toHaveLength(30);
  });

  it("draw without bias: bytes of 240 and above are skipped", () => {
    const bytes = [255, 240, 0, 29, 30, 239];
    let i = 0;
    const code = giftCardCode((n) => Uint8Array.from({ length: n }, () => bytes[i++ % bytes.length]!));
    expect(code.slice(0, 4)).toBe(`${CODE_ALPHABET[0]}${CODE_ALPHABET[29]}${CODE_ALPHABET[0]}${CODE_ALPHABET[29]}`);
  });

  it("are read back as typed: any case, spaces and dashes ignored; a look-alike letter is refused", () => {
    expect(normalizeGiftCardCode(" abcd efgh-jkmn ")).toBe("ABCD-EFGH-JKMN");
    expect(normalizeGiftCardCode("ABCDEFGHJKMN")).toBe("ABCD-EFGH-JKMN");
    expect(normalizeGiftCardCode("ABCD-EFGH-JKM0")).toBeNull();
    expect(normalizeGiftCardCode("ABCD-EFGH-JKM")).toBeNull();
    expect(normalizeGiftCardCode("")).toBeNull();
  });

  it("are masked to their last group on lists and receipts", () => {
    expect(maskedCode("ABCD-EFGH-JKMN")).toBe("••••-••••-JKMN");
    expect(giftCardLabel("ABCD-EFGH-JKMN")).toBe("Gift card (••••-••••-JKMN)");
  });
});

describe("balance and what a card pays", () => {
  it("the balance is the sum of the ledger", () => {
    expect(
      balanceOf([
        { kind: "issued", amountCents: 10_000 },
        { kind: "redeemed", amountCents: -3_824 },
        { kind: "released", amountCents: 3_824 },
        { kind: "redeemed", amountCents: -9_000 },
      ]),
    ).toBe(1_000);
  });

  it("pays all of its balance, or the total when the balance is more", () => {
    expect(giftCardApplies(5_000, 10_824)).toBe(5_000);
    expect(giftCardApplies(25_000, 10_824)).toBe(10_824);
    expect(giftCardApplies(0, 10_824)).toBe(0);
    expect(giftCardApplies(5_000, 0)).toBe(0);
  });

  it("a redemption is refused beyond the balance and for nothing", () => {
    expect(redemption(5_000, 5_000)).toEqual({ kind: "redeemed", amountCents: -5_000 });
    expect(redemption(5_000, 5_001)).toBeNull();
    expect(redemption(5_000, 0)).toBeNull();
    expect(redemption(5_000, 1.5)).toBeNull();
  });

  it("says what applies and what stays on the card", () => {
    expect(giftCardNote(5_000, 3_824)).toBe("Balance $50.00: $38.24 applies to this order, $11.76 stays on the card.");
    expect(giftCardNote(5_000, 5_000)).toBe("Balance $50.00: $50.00 applies to this order.");
  });

  it("property: whatever carts ask of it, in any order, the ledger never goes below zero", () => {
    const step = fc.oneof(
      fc.record({ kind: fc.constant("redeem" as const), cents: fc.integer({ min: -100, max: 30_000 }) }),
      fc.record({ kind: fc.constant("release" as const), index: fc.nat() }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50_000 }), fc.array(step, { maxLength: 60 }), (issued, steps) => {
        const ledger: LedgerEntry[] = [{ kind: "issued", amountCents: issued }];
        const released = new Set<number>();
        for (const s of steps) {
          if (s.kind === "redeem") {
            // What the checkout does: the card pays min(balance, total), redeemed only if still there.
            const cents = giftCardApplies(balanceOf(ledger), s.cents);
            const entry = redemption(balanceOf(ledger), cents);
            if (entry) ledger.push(entry);
          } else {
            const redeemed = ledger.map((e, i) => [e, i] as const).filter(([e]) => e.kind === "redeemed");
            const pick = redeemed[s.index % Math.max(redeemed.length, 1)];
            if (pick && !released.has(pick[1])) {
              released.add(pick[1]);
              ledger.push({ kind: "released", amountCents: -pick[0].amountCents });
            }
          }
          expect(balanceOf(ledger)).toBeGreaterThanOrEqual(0);
          expect(balanceOf(ledger)).toBeLessThanOrEqual(issued);
        }
      }),
    );
  });
});

describe("her forms", () => {
  const amounts = [5_000, 10_000, 25_000];
  const form = { ...BLANK_GIFT_CARD, amount: "10000", recipientName: "Rosa", recipientEmail: "rosa@example.com" };

  it("issues one of her amounts or a custom amount", () => {
    expect(checkGiftCardForm(form, amounts)).toEqual({
      ok: true,
      values: { amountCents: 10_000, recipientName: "Rosa", recipientEmail: "rosa@example.com", message: "" },
    });
    const custom = checkGiftCardForm({ ...form, amount: CUSTOM_AMOUNT, customAmount: "$75.50" }, amounts);
    expect(custom.ok && custom.values.amountCents).toBe(7_550);
  });

  it("refuses in words: an amount she does not offer, a bad custom amount, no name, a bad e-mail", () => {
    const refused = checkGiftCardForm(
      { amount: "999", customAmount: "", recipientName: " ", recipientEmail: "rosa@", message: "x".repeat(501) },
      amounts,
    );
    expect(refused).toEqual({
      ok: false,
      fields: {
        amount: "Choose one of your amounts, or a custom amount.",
        recipientName: "Enter the recipient's name, as the card will greet them.",
        recipientEmail: "Enter the recipient's e-mail address, e.g. name@example.com: the card is sent there.",
        message: "Keep the message to 500 characters: it is printed on the card.",
      },
    });
    const custom = checkGiftCardForm({ ...form, amount: CUSTOM_AMOUNT, customAmount: "2" }, amounts);
    expect(custom).toEqual({ ok: false, fields: { customAmount: "Enter an amount from $5.00 to $5,000.00." } });
    const words = checkGiftCardForm({ ...form, amount: CUSTOM_AMOUNT, customAmount: "lots" }, amounts);
    expect(words).toEqual({ ok: false, fields: { customAmount: "Enter the card's amount in dollars, e.g. 75.00." } });
  });

  it("keeps her amounts in order, once each", () => {
    expect(checkAmounts("250, 50,100, 50")).toEqual({ ok: true, amounts: [5_000, 10_000, 25_000] });
    expect(amountsText([5_000, 10_000])).toBe("50.00, 100.00");
    expect(parseAmounts("5000,10000,x,-3")).toEqual([5_000, 10_000]);
    expect(checkAmounts(" ")).toEqual({
      ok: false,
      fields: { amounts: "Enter at least one amount, e.g. 50, 100, 250." },
    });
    expect(checkAmounts("50, fifty")).toEqual({
      ok: false,
      fields: { amounts: '"fifty" is not an amount in dollars: e.g. 50, 100, 250.' },
    });
    expect(checkAmounts("1")).toEqual({
      ok: false,
      fields: { amounts: "Each amount must be from $5.00 to $5,000.00; $1.00 is not." },
    });
  });
});
