import type { Kysely } from "kysely";
import { studioDate } from "~/shared/galleries/gallery-rules";
import { OUTSIDE_METHOD_WORDS, paymentSchema, refundSchema } from "~/shared/invoices/invoice.schema";
import { formatPrice } from "~/shared/money";
import { catchRefusal, invalid, refuse, refused, saved, type EditResult } from "../admin/editor/edit-result.server";
import { parseValues } from "../admin/editor/form-values.server";
import { addClientEvent } from "../clients/client-events.server";
import { chargedCents, giftCardNotRefunded } from "~/shared/booking/invoice-codes";
import { database, type AppDatabase } from "../db/db.server";
import type { Database } from "../db/schema";
import { writeTransaction } from "../db/write-transaction.server";
import { refreshInvoiceStatus } from "../payments/invoice-ledger.server";
import type { PaymentProvider } from "../payments/payment-types";
import { bookOnRetainer } from "../proposals/settle-invoice-booking.server";
import { lockInvoice, queueReceipt, type LockedInvoice } from "./invoice-lock.server";

// The invoice page's money (issue 29 §1): a payment made outside the site (cash, check, bank
// transfer), and a refund, through the provider for a card payment or recorded as given back
// outside. The amount she types is checked on the server against what is owed or what is left of
// the payment; every change is on the timeline and sends the client a receipt (by its job).

/** An Arizona day as an instant: noon, so the day reads the same in every time zone shown. */
const arizonaNoon = (day: string) => new Date(`${day}T12:00:00-07:00`);

function finish(trx: Kysely<Database>, invoice: LockedInvoice, now: Date) {
  return refreshInvoiceStatus(trx, invoice.id, now);
}

export async function recordOutsidePayment(
  invoiceId: number,
  values: Record<string, string>,
  app: AppDatabase = database(),
  now = new Date(),
): Promise<EditResult> {
  const parsed = parseValues(paymentSchema, values);
  if (!parsed.ok) return parsed.refusal;
  const { amount, method, paidOn, note } = parsed.value;
  if (paidOn > studioDate(now)) return invalid({ paidOn: "Enter the day it was paid: not a day in the future." });
  return catchRefusal(() =>
    writeTransaction(app, async (trx) => {
      const invoice = await lockInvoice(trx, app.dialect, invoiceId);
      if (invoice.status === "void") refuse(refused("This invoice is void: nothing is owed on it."));
      const before = await finish(trx, invoice, now);
      if (before.owedCents === 0) refuse(refused("This invoice is paid in full: nothing is owed on it."));
      if (amount > before.owedCents) {
        refuse(invalid({ amount: `At most ${formatPrice(before.owedCents)} is owed on this invoice.` }));
      }
      const row = await trx
        .insertInto("payments")
        .values({
          invoice_id: invoice.id,
          client_id: invoice.clientId,
          amount_cents: amount,
          method,
          provider: null,
          status: "paid",
          note,
          paid_at: arizonaNoon(paidOn),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      const paymentId = Number(row.id);
      const after = await finish(trx, invoice, now);
      await addClientEvent(trx, {
        clientId: invoice.clientId,
        kind: "payment_received",
        summary:
          `${formatPrice(amount)} received by ${OUTSIDE_METHOD_WORDS[method].toLowerCase()} for ${invoice.label}` +
          ` (${paidOn})${note ? `: ${note}` : ""}.` +
          (after.state === "paid" ? " Paid in full." : ` ${formatPrice(after.owedCents)} still owed.`),
        related: { type: "invoice", id: invoice.id },
      });
      if (after.state === "paid") await bookOnRetainer(trx, invoice, now);
      await queueReceipt(trx, paymentId);
      return saved(`Recorded ${formatPrice(amount)}. A receipt is on its way to ${invoice.client.email}.`);
    }),
  );
}

/** A payment of this invoice that can still be refunded, and how much of it. */
async function refundable(trx: Kysely<Database>, invoice: LockedInvoice, paymentId: number) {
  const payment = await trx
    .selectFrom("payments")
    .select(["id", "amount_cents", "gift_card_cents", "method", "provider", "provider_payment_ref"])
    .where("id", "=", paymentId)
    .where("invoice_id", "=", invoice.id)
    .where("kind", "=", "payment")
    .where("status", "=", "paid")
    .executeTakeFirst();
  if (!payment) return refuse(invalid({ paymentId: "Choose a payment of this invoice that was received." }));
  const given = await trx
    .selectFrom("payments")
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>("amount_cents"), eb.lit(0)).as("cents"))
    .where("refund_of", "=", paymentId)
    .where("status", "in", ["paid", "pending"])
    .executeTakeFirstOrThrow();
  // Only what the card was charged goes back (a gift card's part is not the provider's to refund).
  const giftCardCents = Number(payment.gift_card_cents);
  return { ...payment, giftCardCents, leftCents: chargedCents(payment) - Number(given.cents) };
}

type RefundPlan = { paymentId: number; refundId: number; invoice: LockedInvoice; paymentRef: string | null };

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
    // First the refund row: pending while the provider is asked, paid at once when given outside.
    const plan = await writeTransaction(app, async (trx): Promise<RefundPlan> => {
      const invoice = await lockInvoice(trx, app.dialect, invoiceId);
      const payment = await refundable(trx, invoice, paymentId);
      const giftCardPart = payment.giftCardCents > 0 ? ` ${giftCardNotRefunded(payment.giftCardCents)}` : "";
      if (payment.leftCents <= 0)
        refuse(
          invalid({
            paymentId: giftCardPart
              ? `What the card was charged has been refunded in full already.${giftCardPart}`
              : "This payment has been refunded in full already.",
          }),
        );
      if (amount > payment.leftCents) {
        refuse(
          invalid({
            amount: `At most ${formatPrice(payment.leftCents)} of this payment can be refunded.${giftCardPart}`,
          }),
        );
      }
      const throughProvider = how === "provider";
      if (throughProvider && (payment.provider !== provider.name || !payment.provider_payment_ref)) {
        refuse(
          invalid({
            how: "This payment was not taken by card on this site: give the money back yourself and record it as given back outside the site.",
          }),
        );
      }
      const row = await trx
        .insertInto("payments")
        .values({
          invoice_id: invoice.id,
          client_id: invoice.clientId,
          kind: "refund",
          refund_of: paymentId,
          amount_cents: amount,
          method: payment.method,
          provider: throughProvider ? provider.name : null,
          status: throughProvider ? "pending" : "paid",
          note,
          paid_at: throughProvider ? null : now,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      const refundId = Number(row.id);
      if (!throughProvider) await refunded(trx, invoice, refundId, amount, "given back outside the site", note, now);
      return { paymentId, refundId, invoice, paymentRef: throughProvider ? payment.provider_payment_ref : null };
    });
    if (plan.paymentRef === null) return saved(refundNotice(amount, plan.invoice));
    return refundThroughProvider(plan, amount, note, provider, app, now);
  });
}

const refundNotice = (amount: number, invoice: LockedInvoice) =>
  `Refunded ${formatPrice(amount)}. A receipt is on its way to ${invoice.client.email}.`;

async function refunded(
  trx: Kysely<Database>,
  invoice: LockedInvoice,
  refundId: number,
  amount: number,
  how: string,
  note: string,
  now: Date,
) {
  const after = await finish(trx, invoice, now);
  await addClientEvent(trx, {
    clientId: invoice.clientId,
    kind: "payment_refunded",
    summary:
      `${formatPrice(amount)} of ${invoice.label} refunded, ${how}${note ? `: ${note}` : ""}.` +
      (after.state === "paid" ? "" : ` The invoice is open again: ${formatPrice(after.owedCents)} owed.`),
    related: { type: "invoice", id: invoice.id },
  });
  await queueReceipt(trx, refundId);
}

async function refundThroughProvider(
  plan: RefundPlan,
  amount: number,
  note: string,
  provider: PaymentProvider,
  app: AppDatabase,
  now: Date,
): Promise<EditResult> {
  let refundRef: string;
  try {
    ({ refundRef } = await provider.refund({
      paymentRef: plan.paymentRef!,
      amountCents: amount,
      idempotencyKey: `refund-${plan.paymentRef}-${plan.refundId}`,
    }));
  } catch (error) {
    console.error(`refund ${plan.refundId} of payment ${plan.paymentId}: ${(error as Error).message}`);
    await app.db.updateTable("payments").set({ status: "failed" }).where("id", "=", plan.refundId).execute();
    return refused(
      "The card payment could not be refunded just now: nothing was given back. Try again in a few minutes, or refund it in your Stripe dashboard and record it here as given back outside the site.",
      409,
    );
  }
  await writeTransaction(app, async (trx) => {
    const invoice = await lockInvoice(trx, app.dialect, plan.invoice.id);
    await trx
      .updateTable("payments")
      .set({ status: "paid", paid_at: now, provider_payment_ref: refundRef })
      .where("id", "=", plan.refundId)
      .execute();
    const words = provider.name === "test" ? "through the test checkout (no card was charged)" : "to the card";
    await refunded(trx, invoice, plan.refundId, amount, words, note, now);
  });
  return saved(refundNotice(amount, plan.invoice));
}
