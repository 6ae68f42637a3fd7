import type { Kysely } from "kysely";
import { invoiceRefundSources } from "~/shared/booking/invoice-refunds";
import { refundSchema } from "~/shared/invoices/invoice.schema";
import { formatPrice } from "~/shared/money";
import { maskedCode } from "~/shared/shop/gift-card-rules";
import { leftToRefund, refundSplitWords, splitRefund, type RefundSplit } from "~/shared/shop/refund-split";
import { catchRefusal, invalid, refuse, refused, saved, type EditResult } from "../admin/editor/edit-result.server";
import { parseValues } from "../admin/editor/form-values.server";
import { addClientEvent } from "../clients/client-events.server";
import { database, type AppDatabase } from "../db/db.server";
import type { Database } from "../db/schema";
import { writeTransaction } from "../db/write-transaction.server";
import { refreshInvoiceStatus } from "../payments/invoice-ledger.server";
import type { PaymentProvider } from "../payments/payment-types";
import { refundToGiftCard, type GiftCardRefund } from "../shop/gift-card-redemptions.server";
import { lockInvoice, queueReceipt, type LockedInvoice } from "./invoice-lock.server";

// Her refund of an invoice payment (issue 29 §1): through the provider for a card payment, or
// recorded as given back outside the site. A payment a gift card helped pay gives back up to all it
// settled, split by the shop's rule (decision 052's amendment, app/shared/shop/refund-split.ts): the
// card payment first — the provider is never asked for more than it charged — then the gift card,
// whose part goes back on the same card in the transaction that records the refund as given. Two
// refunds at once are serialised by the invoice's lock: the second sees the first's row.

/** The provider recorded on a refund the gift card alone gives back (as the payment it refunds). */
const GIFT_CARD_ONLY = "giftcard";

/** A payment of this invoice that can still be refunded: its row and what is left on each side. */
async function refundable(trx: Kysely<Database>, invoice: LockedInvoice, paymentId: number) {
  const payment = await trx
    .selectFrom("payments")
    .select(["id", "amount_cents", "gift_card_cents", "gift_card_code", "method", "provider", "provider_payment_ref"])
    .where("id", "=", paymentId)
    .where("invoice_id", "=", invoice.id)
    .where("kind", "=", "payment")
    .where("status", "=", "paid")
    .executeTakeFirst();
  if (!payment) return refuse(invalid({ paymentId: "Choose a payment of this invoice that was received." }));
  const refunds = await trx
    .selectFrom("payments")
    .select(["amount_cents", "gift_card_cents"])
    .where("refund_of", "=", paymentId)
    .where("status", "in", ["paid", "pending"])
    .execute();
  const sources = invoiceRefundSources(payment, refunds);
  const left = leftToRefund(sources);
  return { ...payment, sources, leftCents: left.providerCents + left.giftCardCents };
}

interface Planned {
  invoice: LockedInvoice;
  paymentId: number;
  refundId: number;
  amount: number;
  split: RefundSplit;
  giftCardCode: string | null;
  /** The provider's charge to refund; null when nothing is asked of it (outside, or the gift card alone). */
  paymentRef: string | null;
  /** The money side in her words: "to the card payment", or "given back by you". */
  money: string;
  note: string;
  /** Set when the refund was given in the first transaction. */
  card?: GiftCardRefund | null;
}

export async function recordRefund(
  invoiceId: number,
  values: Record<string, string>,
  provider: PaymentProvider,
  app: AppDatabase = database(),
  now = new Date(),
): Promise<EditResult> {
  const parsed = parseValues(refundSchema, values);
  if (!parsed.ok) return parsed.refusal;
  const { paymentId, amount, how, note } = parsed.value;
  return catchRefusal(async () => {
    // First the refund row: pending while the provider is asked, given at once otherwise.
    const plan = await writeTransaction(app, async (trx): Promise<Planned> => {
      const invoice = await lockInvoice(trx, app.dialect, invoiceId);
      const payment = await refundable(trx, invoice, paymentId);
      if (payment.leftCents <= 0) refuse(invalid({ paymentId: "This payment has been refunded in full already." }));
      if (amount > payment.leftCents) {
        refuse(invalid({ amount: `At most ${formatPrice(payment.leftCents)} of this payment can be refunded.` }));
      }
      const split = splitRefund(payment.sources, amount);
      if (!split.ok) return refuse(invalid({ amount: split.error }));
      // Only a money side needs the provider: a refund the gift card takes whole never asks it.
      const throughProvider = how === "provider" && split.providerCents > 0;
      if (throughProvider && (payment.provider !== provider.name || !payment.provider_payment_ref)) {
        refuse(
          invalid({
            how: "This payment was not taken by card on this site: give the money back yourself and record it as given back outside the site.",
          }),
        );
      }
      const giftCardCode = split.giftCardCents > 0 ? payment.gift_card_code : null;
      const row = await trx
        .insertInto("payments")
        .values({
          invoice_id: invoice.id,
          client_id: invoice.clientId,
          kind: "refund",
          refund_of: paymentId,
          amount_cents: amount,
          gift_card_cents: split.giftCardCents,
          gift_card_code: giftCardCode,
          method: payment.method,
          provider: throughProvider ? provider.name : split.providerCents === 0 ? GIFT_CARD_ONLY : null,
          status: throughProvider ? "pending" : "paid",
          note,
          paid_at: throughProvider ? null : now,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      const planned: Planned = {
        invoice,
        paymentId,
        refundId: Number(row.id),
        amount,
        split: { providerCents: split.providerCents, giftCardCents: split.giftCardCents },
        giftCardCode,
        paymentRef: throughProvider ? payment.provider_payment_ref : null,
        money: throughProvider ? "to the card payment" : "given back by you",
        note,
      };
      if (throughProvider) return planned;
      const words = split.providerCents > 0 ? "given back outside the site" : "onto the gift card";
      return { ...planned, card: await given(trx, planned, words, now) };
    });
    if (plan.paymentRef === null) return saved(refundNotice(plan, plan.card ?? null));
    return refundThroughProvider(plan, plan.paymentRef, provider, app, now);
  });
}

/**
 * Records the refund as given, in its transaction: the gift card's part back on the card, the
 * timeline, the receipt's job. The invoice is open again when it no longer holds what it asks.
 */
async function given(trx: Kysely<Database>, plan: Planned, how: string, now: Date): Promise<GiftCardRefund | null> {
  const { invoice, split } = plan;
  const card =
    split.giftCardCents > 0
      ? await refundToGiftCard(trx, {
          invoiceId: invoice.id,
          paymentId: plan.paymentId,
          refundId: plan.refundId,
          cents: split.giftCardCents,
        })
      : null;
  const after = await refreshInvoiceStatus(trx, invoice.id, now);
  const where = plan.giftCardCode ? refundSplitWords(split, maskedCode(plan.giftCardCode), plan.money) : "";
  await addClientEvent(trx, {
    clientId: invoice.clientId,
    kind: "payment_refunded",
    summary:
      `${formatPrice(plan.amount)} of ${invoice.label} refunded, ${how}${where ? ` (${where})` : ""}` +
      `${plan.note ? `: ${plan.note}` : ""}.` +
      (after.state === "paid" ? "" : ` The invoice is open again: ${formatPrice(after.owedCents)} owed.`),
    related: { type: "invoice", id: invoice.id },
  });
  await queueReceipt(trx, plan.refundId);
  return card;
}

/** "Refunded $97.74 ($67.74 to the card payment, $30.00 back on gift card ••••-••••-7KQ2). A receipt is on its way to …" */
function refundNotice(plan: Planned, card: GiftCardRefund | null): string {
  const where = plan.giftCardCode ? refundSplitWords(plan.split, maskedCode(plan.giftCardCode), plan.money) : "";
  const cancelled =
    card?.cancelled && plan.giftCardCode
      ? ` Gift card ${maskedCode(plan.giftCardCode)} is cancelled, so the ${formatPrice(plan.split.giftCardCents)} put back on it was cancelled again.`
      : "";
  return (
    `Refunded ${formatPrice(plan.amount)}${where ? ` (${where})` : ""}.${cancelled}` +
    ` A receipt is on its way to ${plan.invoice.client.email}.`
  );
}

async function refundThroughProvider(
  plan: Planned,
  paymentRef: string,
  provider: PaymentProvider,
  app: AppDatabase,
  now: Date,
): Promise<EditResult> {
  let refundRef: string;
  try {
    ({ refundRef } = await provider.refund({
      paymentRef,
      amountCents: plan.split.providerCents,
      idempotencyKey: `refund-${paymentRef}-${plan.refundId}`,
    }));
  } catch (error) {
    console.error(`refund ${plan.refundId} of payment ${plan.paymentId}: ${(error as Error).message}`);
    // Nothing was given back on either side: the gift card's part waits for the provider's yes.
    await app.db.updateTable("payments").set({ status: "failed" }).where("id", "=", plan.refundId).execute();
    return refused(
      "The card payment could not be refunded just now: nothing was given back. Try again in a few minutes, or refund it in your Stripe dashboard and record it here as given back outside the site.",
      409,
    );
  }
  const card = await writeTransaction(app, async (trx) => {
    const invoice = await lockInvoice(trx, app.dialect, plan.invoice.id);
    // Only from pending: a retried step finds the refund given and gives nothing a second time.
    const marked = await trx
      .updateTable("payments")
      .set({ status: "paid", paid_at: now, provider_payment_ref: refundRef })
      .where("id", "=", plan.refundId)
      .where("status", "=", "pending")
      .executeTakeFirst();
    if (Number(marked.numUpdatedRows) !== 1) return null;
    const words = provider.name === "test" ? "through the test checkout (no card was charged)" : "to the card";
    return given(trx, { ...plan, invoice }, words, now);
  });
  return saved(refundNotice(plan, card));
}
