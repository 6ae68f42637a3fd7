import type { Kysely } from "kysely";
import { formatPrice } from "~/shared/money";
import { addClientEvent } from "../clients/client-events.server";
import { db as sharedDb } from "../db/db.server";
import type { Database } from "../db/schema";
import { env } from "../env.server";
import { enqueueMail } from "../mail/outbox.server";
import { wakeOutboxWorker } from "../mail/outbox-worker.server";
import { queueReceipt } from "../invoices/invoice-lock.server";
import { bookOnRetainer, selfBookedToken } from "./settle-invoice-booking.server";
import { refreshInvoiceStatus } from "../payments/invoice-ledger.server";
import { releaseInvoiceCodes } from "../payments/invoice-codes.server";
import { paymentWithInvoice } from "../payments/invoice-payments.server";
import { clientPaidMail, photographerPaidMail, type PaidInvoice } from "./settle-invoice-mails.server";

// The one way an invoice payment becomes paid, for every provider (settlePayment calls it, as it
// calls completeOrder for an order): the charged amount and currency must be the payment's, which
// came from the invoice; only the first confirmation of a payment does anything; the payment, the
// invoice, the proposal and client (booked by the retainer; a one-off invoice has no proposal),
// the timeline and the mails commit together. A second payment of an invoice already paid is kept, noted and shown to her.

interface InvoicePaidConfirmation {
  paymentId: number;
  sessionId: string;
  /** What the provider charged, in cents; null when it did not say. */
  amountCents: number | null;
  currency: string | null;
  /** The provider's reference of the charge (Stripe's payment_intent), kept to refund it. */
  paymentRef?: string | null;
}

export type SettleInvoiceResult =
  | { completed: true; duplicate: boolean }
  | { completed: false; reason: "not-found" | "not-pending" | "amount-mismatch" | "other-session" };

/** Raised inside the transaction to roll it back when a concurrent confirmation won. */
class NotPending extends Error {}

const PAID_TWICE_NOTE = "Paid twice: this invoice was already paid. Refund one of the two payments.";

function loadPayment(trx: Kysely<Database>, paymentId: number) {
  return paymentWithInvoice(trx, paymentId)
    .select([
      "payments.id as paymentId",
      "payments.status as paymentStatus",
      "payments.amount_cents as amountCents",
      "payments.currency",
      "payments.provider",
      "payments.provider_session_id as sessionId",
      "payments.gift_card_cents as giftCardCents",
      "invoices.id as invoiceId",
      "invoices.label",
      "invoices.position",
      "clients.id as clientId",
      "clients.names",
      "clients.email",
      "clients.status as clientStatus",
      "proposals.id as proposalId",
      "proposals.status as proposalStatus",
      "proposals.title",
      "proposals.token",
      "proposals.session_date as sessionDate",
      "proposals.session_time as sessionTime",
      "proposals.session_place as sessionPlace",
      "proposals.session_minutes as sessionMinutes",
    ])
    .executeTakeFirst();
}

export async function settleInvoicePayment(
  details: InvoicePaidConfirmation,
  database: Kysely<Database> = sharedDb(),
): Promise<SettleInvoiceResult> {
  const config = env();
  const site = { name: config.SITE_NAME, email: config.SITE_EMAIL, url: config.SITE_URL };
  const now = new Date();
  const settle = database.transaction().execute(async (trx): Promise<SettleInvoiceResult> => {
    const row = await loadPayment(trx, details.paymentId);
    // A one-off invoice has no proposal: everything below but the booking applies to it too.
    if (!row) return { completed: false, reason: "not-found" };
    if (row.sessionId !== details.sessionId) return { completed: false, reason: "other-session" };
    if (row.paymentStatus !== "pending") return { completed: false, reason: "not-pending" };
    const amountCents = Number(row.amountCents);
    // The provider is asked for what a gift card left (decision 052); without one, the whole amount.
    const chargedCents = amountCents - Number(row.giftCardCents);
    if (details.amountCents !== chargedCents || details.currency?.toLowerCase() !== row.currency) {
      // Never paid on a different amount: she would book a session nobody paid the retainer for.
      console.error(
        `payments: invoice payment ${row.paymentId}: charged ${details.amountCents ?? "(none)"} ${details.currency ?? "(none)"} ` +
          `is not the invoice's ${chargedCents} ${row.currency}; not marked paid`,
      );
      return { completed: false, reason: "amount-mismatch" };
    }
    const paymentPaid = await trx
      .updateTable("payments")
      .set({ status: "paid", paid_at: now, provider_payment_ref: details.paymentRef ?? null })
      .where("id", "=", row.paymentId)
      .where("status", "=", "pending")
      .executeTakeFirst();
    // Another process settled it between the read and now: its transaction did everything.
    if (Number(paymentPaid.numUpdatedRows) === 0) throw new NotPending();
    // The invoice is paid when its payments, net of refunds, cover it (decision 034).
    const state = await refreshInvoiceStatus(trx, row.invoiceId, now);
    const duplicate = state.wasPaid;
    if (duplicate)
      await trx.updateTable("payments").set({ note: PAID_TWICE_NOTE }).where("id", "=", row.paymentId).execute();

    const amount = formatPrice(amountCents);
    await addClientEvent(trx, {
      clientId: row.clientId,
      kind: "payment_received",
      summary: duplicate
        ? `${row.label} paid again (${amount}): it was already paid. Refund one of the two payments.`
        : `${row.label} paid by card (${amount}).`,
      related: { type: "payment", id: row.paymentId },
    });

    const booked =
      !duplicate &&
      state.state === "paid" &&
      (await bookOnRetainer(trx, { ...row, position: Number(row.position) }, now));

    const stillOpen = await trx
      .selectFrom("invoices")
      .select(["label", "amount_cents", "due_on"])
      .$if(row.proposalId !== null, (q) => q.where("proposal_id", "=", row.proposalId))
      .$if(row.proposalId === null, (q) => q.where("id", "=", row.invoiceId))
      .where("status", "=", "open")
      .orderBy("position")
      .execute();
    const paid: PaidInvoice = {
      payment: { id: row.paymentId, amountCents, provider: row.provider, sessionId: details.sessionId },
      invoice: { id: row.invoiceId, label: row.label },
      proposal:
        row.proposalId === null || row.title === null || row.token === null
          ? null
          : {
              id: row.proposalId,
              title: row.title,
              token: row.token,
              sessionDate: row.sessionDate,
              sessionTime: row.sessionTime,
              sessionPlace: row.sessionPlace ?? "",
              sessionMinutes: row.sessionMinutes === null ? null : Number(row.sessionMinutes),
              sessionToken: await selfBookedToken(trx, row.proposalId),
            },
      client: { id: row.clientId, names: row.names, email: row.email },
      booked,
      duplicate,
      stillOpen: stillOpen.map((i) => ({ label: i.label, amountCents: Number(i.amount_cents), dueOn: i.due_on })),
    };
    // The booking confirmation (with the .ics) now; every payment's receipt, with its PDF, from its job.
    if (booked && paid.proposal) await enqueueMail(clientPaidMail({ ...paid, proposal: paid.proposal }, site), trx);
    await queueReceipt(trx, row.paymentId);
    await enqueueMail(photographerPaidMail(paid, site), trx);
    return { completed: true, duplicate };
  });
  const result = await settle.catch((error: unknown): SettleInvoiceResult => {
    if (error instanceof NotPending) return { completed: false, reason: "not-pending" };
    throw error;
  });
  // The mails are committed: deliver them now rather than at the next poll.
  if (result.completed) wakeOutboxWorker();
  return result;
}

/** The checkout ended unpaid (expired, declined): pending → failed, with a line on the timeline. */
export async function failInvoicePayment(
  paymentId: number,
  sessionId: string,
  database: Kysely<Database> = sharedDb(),
): Promise<boolean> {
  return database.transaction().execute(async (trx) => {
    const row = await loadPayment(trx, paymentId);
    if (!row || row.sessionId !== sessionId) return false;
    const failed = await trx
      .updateTable("payments")
      .set({ status: "failed" })
      .where("id", "=", paymentId)
      .where("status", "=", "pending")
      .executeTakeFirst();
    if (Number(failed.numUpdatedRows) === 0) return false;
    // Its coupon's use and its gift card's part go back with it (decision 052).
    await releaseInvoiceCodes(trx, paymentId);
    await addClientEvent(trx, {
      clientId: row.clientId,
      kind: "payment_failed",
      summary: `A card payment for ${row.label} (${formatPrice(Number(row.amountCents))}) was not completed.`,
      related: { type: "payment", id: paymentId },
    });
    return true;
  });
}
