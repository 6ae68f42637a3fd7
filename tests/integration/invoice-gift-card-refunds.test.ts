import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientLedger } from "~/server/clients/client-ledger.server";
import { bookingLines } from "~/server/exports/booking-money-lines.server";
import { recordRefund } from "~/server/invoices/invoice-refunds.server";
import { fileStorage, setMediaStorageForTests } from "~/server/media/storage.server";
import { makeReceipt } from "~/server/payments/receipt-job.server";
import { giftCardEntries } from "~/server/shop/gift-cards.server";
import { studioDate } from "~/shared/galleries/gallery-rules";
import { formatPrice } from "~/shared/money";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../helpers/databases";
import { checkedBalance } from "./gift-card-fixtures";
import { masked, recordingRefunds, retainerPaidWithGiftCard } from "./invoice-gift-card-fixtures";

// Her refund of an invoice payment a gift card helped pay (issue 31 §6–7, decision 052's
// amendment), on SQLite and PostgreSQL: the shop's rule (the card payment first, then the gift
// card), the provider never asked for more than it charged, the card's part put back on the same
// card by a "refunded" entry naming the refund, and what she, the client and the accountant read.

describe.each(databaseKinds)("refunds of invoice payments a gift card helped pay on %s", (kind) => {
  let database: TestDatabase;
  let dir: string;
  const { provider, asked } = recordingRefunds();
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "invoice-gc-refunds-"));
    setMediaStorageForTests(fileStorage(path.join(dir, "media")));
  });
  afterAll(async () => {
    setMediaStorageForTests(undefined);
    await database?.cleanup();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const paid = (cardCents: number, retainerCents?: number) =>
    retainerPaidWithGiftCard(database, provider, cardCents, retainerCents);
  const giveBack = (invoiceId: number, paymentId: number, cents: number, how = "provider") =>
    recordRefund(
      invoiceId,
      { paymentId: String(paymentId), amount: (cents / 100).toFixed(2), how, note: "" },
      provider,
      database,
    );
  const balance = (cardId: number) => checkedBalance(database.db, cardId);
  const refundsOf = (paymentId: number) =>
    database.db.selectFrom("payments").selectAll().where("refund_of", "=", paymentId).orderBy("id").execute();
  const rowsOf = async (paymentId: number) =>
    (await refundsOf(paymentId)).map((r) => [r.status, Number(r.amount_cents), Number(r.gift_card_cents), r.provider]);

  it("refunds all of a payment $30.00 of which a gift card paid: the provider gives back the card charge, the card its $30.00", async () => {
    const { signed, retainer, paymentId, card } = await paid(3_000);
    const total = retainer.amountCents;
    const charged = total - 3_000;
    expect(await balance(card.id)).toBe(0);
    asked.length = 0;

    const over = await giveBack(retainer.id, paymentId, total + 1);
    expect(over).toMatchObject({
      kind: "invalid",
      fields: { amount: `At most ${formatPrice(total)} of this payment can be refunded.` },
    });
    const all = await giveBack(retainer.id, paymentId, total);
    expect(all).toMatchObject({
      kind: "saved",
      notice: `Refunded ${formatPrice(total)} (${formatPrice(charged)} to the card payment, $30.00 back on gift card ${masked(card)}). A receipt is on its way to ${await clientEmail(signed.clientId)}.`,
    });
    // The provider is asked for what it charged, never more.
    expect(asked).toEqual([expect.objectContaining({ paymentRef: "pi_test_local_gc", amountCents: charged })]);
    expect(await balance(card.id)).toBe(3_000);
    const entries = await giftCardEntries(card.id, database.db);
    expect(entries.map((e) => [e.kind, e.amountCents, e.invoiceId])).toEqual([
      ["issued", 3_000, null],
      ["redeemed", -3_000, retainer.id],
      ["refunded", 3_000, retainer.id],
    ]);
    const [refund] = await refundsOf(paymentId);
    expect(refund).toMatchObject({ status: "paid", provider: "test", gift_card_code: card.code });
    expect([Number(refund!.amount_cents), Number(refund!.gift_card_cents)]).toEqual([total, 3_000]);
    expect((await invoiceRow(retainer.id)).status).toBe("open");
    // Nothing is left on either side.
    const again = await giveBack(retainer.id, paymentId, 100);
    expect(again).toMatchObject({
      kind: "invalid",
      fields: { paymentId: "This payment has been refunded in full already." },
    });
    expect(asked).toHaveLength(1);

    // The client's receipt names both parts and the card, masked, with its balance.
    expect(await makeReceipt(database.db, Number(refund!.id))).toBe("stored");
    const mail = await database.db
      .selectFrom("outbox")
      .select("text_body")
      .where("kind", "=", "refund-receipt")
      .where("related_id", "=", retainer.id)
      .executeTakeFirstOrThrow();
    expect(mail.text_body).toContain(`Back to the card paid with: ${formatPrice(charged)}`);
    expect(mail.text_body).toContain(`Back on gift card ${masked(card)}: $30.00`);
    expect(mail.text_body).toContain(`$30.00 is back on your gift card ${masked(card)}, its balance is now $30.00.`);
    expect(mail.text_body).not.toContain(card.code);

    // The accountant's CSV: the whole refund, and where it went.
    const month = studioDate(new Date()).slice(0, 7);
    const lines = await bookingLines(database, { from: month, to: month });
    const line = lines.find((l) => l.kind === "refund" && l.providerRef === refund!.provider_payment_ref);
    expect(line).toMatchObject({ amountCents: total });
    expect(line!.what).toContain(`; Gift card (${masked(card)}) $30.00 back, card ${formatPrice(charged)}`);
    // Her client page's ledger: the refund's parts, and the invoice owed again.
    const ledger = await clientLedger(signed.clientId, database.db);
    expect(ledger.payments.find((p) => p.kind === "refund")?.codes).toBe(
      `Back to the card paid with ${formatPrice(charged)} · Back on gift card ${masked(card)} $30.00`,
    );
    expect(ledger.invoices[0]).toMatchObject({ paidCents: 0, refundedCents: total, owedCents: total });
  });

  it("splits partial refunds by the shop's rule: the card payment first, then the gift card", async () => {
    const { retainer, paymentId, card } = await paid(3_000);
    const charged = retainer.amountCents - 3_000;
    asked.length = 0;
    // $100.00: all of it to the card payment.
    expect(await giveBack(retainer.id, paymentId, 10_000)).toMatchObject({
      kind: "saved",
      notice: expect.stringMatching(/^Refunded \$100\.00\. A receipt/),
    });
    expect(await balance(card.id)).toBe(0);
    // The rest of the card payment and $10.00: that $10.00 back on the gift card.
    expect(await giveBack(retainer.id, paymentId, charged - 10_000 + 1_000)).toMatchObject({
      kind: "saved",
      notice: expect.stringContaining(
        `(${formatPrice(charged - 10_000)} to the card payment, $10.00 back on gift card ${masked(card)})`,
      ),
    });
    expect(await balance(card.id)).toBe(1_000);
    // The last $20.00: the card payment is all given back, so the provider is not asked.
    expect(await giveBack(retainer.id, paymentId, 2_000)).toMatchObject({
      kind: "saved",
      notice: expect.stringContaining(`Refunded $20.00 ($20.00 back on gift card ${masked(card)})`),
    });
    expect(asked.map((r) => r.amountCents)).toEqual([10_000, charged - 10_000]);
    expect(await balance(card.id)).toBe(3_000);
    expect(await rowsOf(paymentId)).toEqual([
      ["paid", 10_000, 0, "test"],
      ["paid", charged - 9_000, 1_000, "test"],
      ["paid", 2_000, 2_000, "giftcard"],
    ]);
    const refunded = (await giftCardEntries(card.id, database.db)).filter((e) => e.kind === "refunded");
    expect(refunded.map((e) => e.amountCents)).toEqual([1_000, 2_000]);
  });

  it("money she gave back herself is the card payment's side: the gift card still gets its part", async () => {
    const { retainer, paymentId, card } = await paid(3_000);
    const charged = retainer.amountCents - 3_000;
    asked.length = 0;
    expect(await giveBack(retainer.id, paymentId, retainer.amountCents, "outside")).toMatchObject({
      kind: "saved",
      notice: expect.stringContaining(
        `(${formatPrice(charged)} given back by you, $30.00 back on gift card ${masked(card)})`,
      ),
    });
    expect(asked).toEqual([]);
    expect(await balance(card.id)).toBe(3_000);
    expect(await rowsOf(paymentId)).toEqual([["paid", retainer.amountCents, 3_000, null]]);
  });

  it("a payment the gift card paid wholly goes back on the card, the provider never asked", async () => {
    // A $400.00 retainer, a $450.00 card: it pays all of it and keeps $50.00.
    const total = 40_000;
    const { retainer, paymentId, card } = await paid(45_000, total);
    expect(
      (
        await database.db
          .selectFrom("payments")
          .select("provider")
          .where("id", "=", paymentId)
          .executeTakeFirstOrThrow()
      ).provider,
    ).toBe("giftcard");
    expect(await balance(card.id)).toBe(5_000);
    asked.length = 0;
    expect(await giveBack(retainer.id, paymentId, 10_000, "outside")).toMatchObject({
      kind: "saved",
      notice: expect.stringContaining(`Refunded $100.00 ($100.00 back on gift card ${masked(card)})`),
    });
    expect(await giveBack(retainer.id, paymentId, total - 10_000)).toMatchObject({ kind: "saved" });
    expect(asked).toEqual([]);
    expect(await balance(card.id)).toBe(total + 5_000);
    expect(await rowsOf(paymentId)).toEqual([
      ["paid", 10_000, 10_000, "giftcard"],
      ["paid", total - 10_000, total - 10_000, "giftcard"],
    ]);
  });

  const invoiceRow = (id: number) =>
    database.db.selectFrom("invoices").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  const clientEmail = async (clientId: number) =>
    (await database.db.selectFrom("clients").select("email").where("id", "=", clientId).executeTakeFirstOrThrow())
      .email;
});
