import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOneOffInvoice } from "~/server/invoices/invoice-schedule.server";
import { startInvoiceCheckout, startOneOffCheckout } from "~/server/payments/invoice-checkout.server";
import type { TypedCodes } from "~/server/payments/invoice-codes.server";
import { ledgerInvoice, ledgerPayments } from "~/server/payments/invoice-ledger.server";
import type { CheckoutRequest, PaymentProvider } from "~/server/payments/payment-types";
import { paymentProvider } from "~/server/payments/provider.server";
import { failInvoicePayment, settleInvoicePayment } from "~/server/proposals/settle-invoice.server";
import { SHOP_ONLY } from "~/server/shop/coupons.server";
import { ledgerBalance } from "~/server/shop/gift-cards.server";
import { invoiceSums } from "~/shared/booking/ledger";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../helpers/databases";
import { insertIssuedGiftCard } from "../helpers/gift-card-fixtures";
import { insertSignedProposal } from "./signed-proposal-fixtures";

// Coupons and gift cards on booking invoices (issue 31 §5–6, decision 052), in process on SQLite
// and PostgreSQL: the provider is asked for exactly what the codes leave, a card paying it all
// settles with no provider, the last coupon use and the last gift-card dollar go to one payer,
// and a failed payment gives both back.

describe.each(databaseKinds)("coupons and gift cards on invoices on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.cleanup();
  });

  /** The test provider, with every checkout it was asked to open. */
  function recordingProvider() {
    const asked: CheckoutRequest[] = [];
    const inner = paymentProvider();
    const provider: PaymentProvider = {
      ...inner,
      name: inner.name,
      startCheckout: (request) => {
        asked.push(request);
        return inner.startCheckout(request);
      },
    };
    return { provider, asked };
  }

  let clients = 0;
  /** A one-off invoice of $100.00 + $8.60 tax = $108.60. */
  async function oneOffInvoice() {
    const client = await database.db
      .insertInto("clients")
      .values({ names: "Lena Ortiz", email: `lena${++clients}@example.com`, status: "new" })
      .returning("id")
      .executeTakeFirstOrThrow();
    const made = await createOneOffInvoice(
      Number(client.id),
      { label: "Family session", amount: "100.00", taxed: "", dueOn: "2099-03-01" },
      database,
    );
    if (made.kind !== "created") throw new Error(JSON.stringify(made));
    const invoice = await database.db
      .updateTable("invoices")
      .set({ amount_cents: 10_860, tax_cents: 860 })
      .where("id", "=", made.id)
      .returning(["id", "token"])
      .executeTakeFirstOrThrow();
    return { invoiceId: Number(invoice.id), token: invoice.token! };
  }

  let codes = 0;
  async function coupon(values: {
    percentOff?: number;
    maxUses?: number;
    usableOn?: "shop" | "invoices" | "both";
    minOrderCents?: number;
  }) {
    const code = `INV${kind.toUpperCase()}${++codes}`;
    await database.db
      .insertInto("coupons")
      .values({
        code,
        kind: "percent",
        percent_off: values.percentOff ?? 10,
        amount_off_cents: null,
        category: null,
        min_order_cents: values.minOrderCents ?? null,
        starts_on: null,
        ends_on: null,
        max_uses: values.maxUses ?? null,
        usable_on: values.usableOn ?? "both",
      })
      .execute();
    return code;
  }

  const LETTERS = "ABCDEFGHJKMNPQRSTVWXYZ23456789";
  let cards = 0;
  async function giftCard(cents: number) {
    const n = ++cards;
    const code = `ABCD-EFGH-${LETTERS[n % 30]}${LETTERS[Math.floor(n / 30) % 30]}${kind === "sqlite" ? "KM" : "KP"}`;
    return { id: await insertIssuedGiftCard(database.db, { code, cents }), code };
  }

  const payment = (id: number) =>
    database.db.selectFrom("payments").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  const paymentIdOf = (url: string) => Number(/\/test-checkout\/payment\/(\d+)\?/.exec(url)?.[1]);
  const usesOf = async (code: string) =>
    Number(
      (await database.db.selectFrom("coupons").select("uses").where("code", "=", code).executeTakeFirstOrThrow()).uses,
    );
  const balanceOf = async (cardId: number) => {
    const row = await database.db
      .selectFrom("gift_cards")
      .select("balance_cents")
      .where("id", "=", cardId)
      .executeTakeFirstOrThrow();
    // The card's balance is always its ledger's sum.
    expect(await ledgerBalance(cardId, database.db)).toBe(Number(row.balance_cents));
    return Number(row.balance_cents);
  };
  const sumsOf = async (invoiceId: number) => {
    const row = await database.db
      .selectFrom("invoices")
      .selectAll()
      .where("id", "=", invoiceId)
      .executeTakeFirstOrThrow();
    return invoiceSums(ledgerInvoice(row), await ledgerPayments(database.db, { invoiceId }), "2026-11-28");
  };
  const typed = (coupon = "", giftCard = ""): TypedCodes => ({ coupon, giftCard });

  it("a one-off invoice paid with 10 % off, a gift card and the rest by card: the provider asked for exactly the rest", async () => {
    const { invoiceId, token } = await oneOffInvoice();
    const code = await coupon({ percentOff: 10, maxUses: 5 });
    const card = await giftCard(3_000);
    const { provider, asked } = recordingProvider();
    const started = await startOneOffCheckout(
      token,
      provider,
      database.db,
      new Date(),
      typed(code.toLowerCase(), card.code),
    );
    if (started.kind !== "checkout") throw new Error(JSON.stringify(started));
    // $108.60 − 10 % of $100.00 and its tax ($10.86) = $97.74; the card pays $30.00; the rest $67.74.
    expect(asked).toHaveLength(1);
    expect(asked[0]!.lines).toEqual([expect.objectContaining({ unitCents: 6_774, quantity: 1 })]);
    const row = await payment(paymentIdOf(started.url));
    expect(row).toMatchObject({
      status: "pending",
      coupon_code: code,
      gift_card_code: card.code,
    });
    expect(Number(row.amount_cents)).toBe(9_774);
    expect(Number(row.discount_cents)).toBe(1_086);
    expect(Number(row.discount_tax_cents)).toBe(86);
    expect(Number(row.gift_card_cents)).toBe(3_000);
    expect(await usesOf(code)).toBe(1);
    expect(await balanceOf(card.id)).toBe(0);
    // Nothing is credited before the payment is confirmed.
    expect(await sumsOf(invoiceId)).toMatchObject({ owedCents: 10_860, state: "due" });

    // The provider charged the whole invoice instead: refused.
    const wrong = await settleInvoicePayment(
      { paymentId: Number(row.id), sessionId: row.provider_session_id!, amountCents: 9_774, currency: "usd" },
      database.db,
    );
    expect(wrong).toEqual({ completed: false, reason: "amount-mismatch" });
    const result = await settleInvoicePayment(
      { paymentId: Number(row.id), sessionId: row.provider_session_id!, amountCents: 6_774, currency: "usd" },
      database.db,
    );
    expect(result).toEqual({ completed: true, duplicate: false });
    expect(await sumsOf(invoiceId)).toMatchObject({
      state: "paid",
      paidCents: 9_774,
      discountCents: 1_086,
      owedCents: 0,
    });
  });

  it("an instalment paid wholly by a gift card: no provider, paid at once", async () => {
    const signed = await insertSignedProposal(database.db, { email: `anna-${kind}@example.com` });
    const retainer = signed.invoices[0]!;
    const card = await giftCard(retainer.amountCents + 500);
    const { provider, asked } = recordingProvider();
    const started = await startInvoiceCheckout(signed.token, provider, database.db, new Date(), typed("", card.code));
    expect(started).toEqual({ kind: "checkout", url: `/book/${encodeURIComponent(signed.token)}` });
    expect(asked).toHaveLength(0);
    const row = await database.db
      .selectFrom("payments")
      .selectAll()
      .where("invoice_id", "=", retainer.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: "paid", provider: "giftcard", gift_card_code: card.code });
    expect(Number(row.gift_card_cents)).toBe(retainer.amountCents);
    expect(await balanceOf(card.id)).toBe(500);
    expect(await sumsOf(retainer.id)).toMatchObject({ state: "paid", owedCents: 0 });
    const invoice = await database.db
      .selectFrom("invoices")
      .select("status")
      .where("id", "=", retainer.id)
      .executeTakeFirstOrThrow();
    expect(invoice.status).toBe("paid");
    // The next instalment is untouched: the card paid the retainer only.
    const second = signed.invoices[1]!;
    expect(await sumsOf(second.id)).toMatchObject({ owedCents: second.amountCents });
  });

  it("the last coupon use, raced by two payers: exactly one gets it", async () => {
    const code = await coupon({ maxUses: 1 });
    const [a, b] = [await oneOffInvoice(), await oneOffInvoice()];
    const results = await Promise.all(
      [a, b].map((invoice) =>
        startOneOffCheckout(invoice.token, paymentProvider(), database.db, new Date(), typed(code)),
      ),
    );
    expect(results.filter((r) => r.kind === "checkout")).toHaveLength(1);
    expect(results.filter((r) => r.kind === "refused")).toEqual([
      { kind: "refused", status: expect.any(Number), message: "This code has been used up." },
    ]);
    expect(await usesOf(code)).toBe(1);
    const held = await database.db.selectFrom("coupon_invoice_uses").select("id").execute();
    expect(held.length).toBeGreaterThanOrEqual(1);
  });

  it("the last gift-card dollar, raced by two payers: exactly one gets it", async () => {
    const card = await giftCard(100);
    const [a, b] = [await oneOffInvoice(), await oneOffInvoice()];
    const results = await Promise.all(
      [a, b].map((invoice) =>
        startOneOffCheckout(invoice.token, paymentProvider(), database.db, new Date(), typed("", card.code)),
      ),
    );
    expect(results.filter((r) => r.kind === "checkout")).toHaveLength(1);
    expect(results.filter((r) => r.kind === "refused")).toHaveLength(1);
    expect(await balanceOf(card.id)).toBe(0);
  });

  it("a failed payment gives the coupon's use and the card's value back", async () => {
    const { invoiceId, token } = await oneOffInvoice();
    const code = await coupon({ maxUses: 1 });
    const card = await giftCard(2_000);
    const started = await startOneOffCheckout(
      token,
      paymentProvider(),
      database.db,
      new Date(),
      typed(code, card.code),
    );
    if (started.kind !== "checkout") throw new Error(JSON.stringify(started));
    const row = await payment(paymentIdOf(started.url));
    expect(await usesOf(code)).toBe(1);
    expect(await balanceOf(card.id)).toBe(0);

    expect(await failInvoicePayment(Number(row.id), row.provider_session_id!, database.db)).toBe(true);
    expect(await usesOf(code)).toBe(0);
    expect(await balanceOf(card.id)).toBe(2_000);
    // Given back once: a second failure changes nothing.
    expect(await failInvoicePayment(Number(row.id), row.provider_session_id!, database.db)).toBe(false);
    expect(await balanceOf(card.id)).toBe(2_000);
    const entries = await database.db
      .selectFrom("gift_card_entries")
      .select(["kind", "amount_cents"])
      .where("payment_id", "=", Number(row.id))
      .orderBy("id")
      .execute();
    expect(entries.map((e) => [e.kind, Number(e.amount_cents)])).toEqual([
      ["redeemed", -2_000],
      ["released", 2_000],
    ]);
    expect(await sumsOf(invoiceId)).toMatchObject({ owedCents: 10_860, discountCents: 0 });
    // The use is free again: the next payer gets it.
    const again = await startOneOffCheckout(token, paymentProvider(), database.db, new Date(), typed(code));
    expect(again.kind).toBe("checkout");
  });

  it("refuses a coupon whose minimum the invoice does not reach, in an invoice's words", async () => {
    const { invoiceId, token } = await oneOffInvoice();
    const code = await coupon({ minOrderCents: 50_000 });
    const started = await startOneOffCheckout(token, paymentProvider(), database.db, new Date(), typed(code));
    expect(started).toEqual({
      kind: "refused",
      status: 400,
      message: "This code needs an invoice of $500.00 or more.",
    });
    expect(await usesOf(code)).toBe(0);
    const rows = await database.db.selectFrom("payments").select("id").where("invoice_id", "=", invoiceId).execute();
    expect(rows).toEqual([]);
  });

  it("refuses a shop-only coupon on an invoice, in words, and takes nothing", async () => {
    const { invoiceId, token } = await oneOffInvoice();
    const code = await coupon({ usableOn: "shop", maxUses: 3 });
    const card = await giftCard(1_000);
    const started = await startOneOffCheckout(
      token,
      paymentProvider(),
      database.db,
      new Date(),
      typed(code, card.code),
    );
    expect(started).toEqual({ kind: "refused", status: 400, message: SHOP_ONLY });
    expect(await usesOf(code)).toBe(0);
    expect(await balanceOf(card.id)).toBe(1_000);
    const rows = await database.db.selectFrom("payments").select("id").where("invoice_id", "=", invoiceId).execute();
    expect(rows).toEqual([]);
  });

  it("refuses an unknown gift card code in words", async () => {
    const { token } = await oneOffInvoice();
    const started = await startOneOffCheckout(
      token,
      paymentProvider(),
      database.db,
      new Date(),
      typed("", "ZZZZ-ZZZZ-ZZZZ"),
    );
    expect(started).toMatchObject({ kind: "refused", status: 400, message: expect.stringMatching(/gift card/i) });
  });
});
