import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordRefund } from "~/server/invoices/invoice-refunds.server";
import { fileStorage, setMediaStorageForTests } from "~/server/media/storage.server";
import { makeReceipt } from "~/server/payments/receipt-job.server";
import { refundToGiftCard } from "~/server/shop/gift-card-redemptions.server";
import { cancelGiftCard, giftCardEntries } from "~/server/shop/gift-cards.server";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../helpers/databases";
import { checkedBalance } from "./gift-card-fixtures";
import { masked, recordingRefunds, retainerPaidWithGiftCard } from "./invoice-gift-card-fixtures";

// The guards of her refund of an invoice payment a gift card helped pay (decision 052's amendment),
// on SQLite and PostgreSQL: two clicks at once give back once, a retried step credits the card once
// (and the unique index refuses a second entry), a provider failure gives back nothing on either
// side, and a card cancelled since gets its part and has it cancelled again.

describe.each(databaseKinds)("guards of invoice gift-card refunds on %s", (kind) => {
  let database: TestDatabase;
  let dir: string;
  const { provider, asked, state } = recordingRefunds();
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "invoice-gc-guards-"));
    setMediaStorageForTests(fileStorage(path.join(dir, "media")));
  });
  afterAll(async () => {
    setMediaStorageForTests(undefined);
    await database?.cleanup();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const paid = (cardCents: number) => retainerPaidWithGiftCard(database, provider, cardCents);
  const giveBack = (invoiceId: number, paymentId: number, cents: number) =>
    recordRefund(
      invoiceId,
      { paymentId: String(paymentId), amount: (cents / 100).toFixed(2), how: "provider", note: "" },
      provider,
      database,
    );
  const balance = (cardId: number) => checkedBalance(database.db, cardId);
  const refundsOf = (paymentId: number) =>
    database.db.selectFrom("payments").selectAll().where("refund_of", "=", paymentId).orderBy("id").execute();
  const refundedEntries = async (cardId: number) =>
    (await giftCardEntries(cardId, database.db)).filter((e) => e.kind === "refunded");

  it("gives back once when she clicks twice", async () => {
    const { retainer, paymentId, card } = await paid(3_000);
    asked.length = 0;
    const results = await Promise.all([1, 2].map(() => giveBack(retainer.id, paymentId, retainer.amountCents)));
    expect(results.map((r) => r.kind).sort()).toEqual(["invalid", "saved"]);
    expect(asked.map((r) => r.amountCents)).toEqual([retainer.amountCents - 3_000]);
    expect(await balance(card.id)).toBe(3_000);
    expect(await refundedEntries(card.id)).toHaveLength(1);
    expect((await refundsOf(paymentId)).map((r) => r.status)).toEqual(["paid"]);
  });

  it("credits a refund's part once when the step is retried, and the index refuses a second entry", async () => {
    const { retainer, paymentId, card } = await paid(3_000);
    expect(await giveBack(retainer.id, paymentId, retainer.amountCents)).toMatchObject({ kind: "saved" });
    const [refund] = await refundsOf(paymentId);
    const origin = { invoiceId: retainer.id, paymentId, refundId: Number(refund!.id) };
    const again = await database.db.transaction().execute((trx) => refundToGiftCard(trx, { ...origin, cents: 3_000 }));
    expect(again).toMatchObject({ code: card.code, cents: 3_000, balanceCents: 3_000, cancelled: false });
    expect(await balance(card.id)).toBe(3_000);
    expect(await refundedEntries(card.id)).toHaveLength(1);
    // A concurrent second step that got past the look-up: the unique index refuses its entry.
    await expect(
      database.db
        .insertInto("gift_card_entries")
        .values({ gift_card_id: card.id, kind: "refunded", amount_cents: 3_000, invoice_refund_id: origin.refundId })
        .execute(),
    ).rejects.toThrow();
    expect(await balance(card.id)).toBe(3_000);
  });

  it("gives back nothing on either side when the provider refuses, and all of it when tried again", async () => {
    const { retainer, paymentId, card } = await paid(3_000);
    asked.length = 0;
    state.failing = true;
    try {
      expect(await giveBack(retainer.id, paymentId, retainer.amountCents)).toMatchObject({
        kind: "refused",
        status: 409,
      });
    } finally {
      state.failing = false;
    }
    expect(await balance(card.id)).toBe(0);
    expect(await refundedEntries(card.id)).toEqual([]);
    expect((await refundsOf(paymentId)).map((r) => r.status)).toEqual(["failed"]);
    expect(await giveBack(retainer.id, paymentId, retainer.amountCents)).toMatchObject({ kind: "saved" });
    expect(asked.map((r) => r.amountCents)).toEqual([retainer.amountCents - 3_000, retainer.amountCents - 3_000]);
    expect(await balance(card.id)).toBe(3_000);
  });

  it("puts the part back on a card cancelled since and cancels it again; her notice and the receipt say so", async () => {
    const { retainer, paymentId, card } = await paid(3_000);
    expect(await cancelGiftCard(card, "studio@example.com", database.db)).toMatchObject({ kind: "saved" });
    const result = await giveBack(retainer.id, paymentId, retainer.amountCents);
    expect(result).toMatchObject({
      kind: "saved",
      notice: expect.stringContaining(
        `Gift card ${masked(card)} is cancelled, so the $30.00 put back on it was cancelled again.`,
      ),
    });
    expect(await balance(card.id)).toBe(0);
    const entries = await giftCardEntries(card.id, database.db);
    expect(entries.slice(-2).map((e) => [e.kind, e.amountCents])).toEqual([
      ["refunded", 3_000],
      ["cancelled", -3_000],
    ]);
    const [refund] = await refundsOf(paymentId);
    expect(await makeReceipt(database.db, Number(refund!.id))).toBe("stored");
    const mail = await database.db
      .selectFrom("outbox")
      .select("text_body")
      .where("kind", "=", "refund-receipt")
      .where("related_id", "=", retainer.id)
      .executeTakeFirstOrThrow();
    expect(mail.text_body).toContain(`$30.00 went back on your gift card ${masked(card)}, which has been cancelled`);
  });
});
