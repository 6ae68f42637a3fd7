import type { Insertable, Kysely } from "kysely";
import { db as sharedDb } from "../db/db.server";
import type { PaymentsTable } from "../db/booking-schema";
import type { Database } from "../db/schema";
import type { InvoiceCheckout } from "./payment-types";

// The `payments` rows of card checkouts against invoices: written with the checkout, found again
// by the provider's confirmation. Settling them is app/server/proposals/settle-invoice.server.ts.

/**
 * A pending card payment of what is owed (the amount is the ledger's, never the page's); `codes`:
 * a coupon's discount and a gift card's part (decision 052), the provider charging amount − card.
 */
export async function createInvoicePayment(
  executor: Kysely<Database>,
  invoice: { id: number; clientId: number; amountCents: number },
  provider: "stripe" | "test" | "giftcard" | "coupon",
  codes: PaymentCodeColumns = {},
): Promise<number> {
  const row = await executor
    .insertInto("payments")
    .values({
      invoice_id: invoice.id,
      client_id: invoice.clientId,
      amount_cents: invoice.amountCents,
      currency: "usd",
      method: "card",
      provider,
      provider_session_id: null,
      paid_at: null,
      ...codes,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

type PaymentCodeColumns = Partial<
  Pick<
    Insertable<PaymentsTable>,
    "coupon_code" | "discount_cents" | "discount_tax_cents" | "gift_card_code" | "gift_card_cents"
  >
>;

/** Records the provider's session; a payment keeps its first one. */
export async function attachInvoiceSession(
  paymentId: number,
  sessionId: string,
  executor: Kysely<Database> = sharedDb(),
): Promise<boolean> {
  const result = await executor
    .updateTable("payments")
    .set({ provider_session_id: sessionId })
    .where("id", "=", paymentId)
    .where("provider_session_id", "is", null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * A payment with its invoice and client (and the invoice's proposal, if any): the one query shape
 * the checkout page, settlement and receipts select their columns from.
 */
export function paymentWithInvoice(executor: Kysely<Database>, paymentId: number) {
  return executor
    .selectFrom("payments")
    .innerJoin("invoices", "invoices.id", "payments.invoice_id")
    .innerJoin("clients", "clients.id", "payments.client_id")
    .leftJoin("proposals", "proposals.id", "invoices.proposal_id")
    .where("payments.id", "=", paymentId);
}

/** The checkout page's view of a payment, with the link's secret to check against. */
export async function findInvoiceCheckout(
  paymentId: number,
  executor: Kysely<Database> = sharedDb(),
): Promise<(InvoiceCheckout & { accessToken: string }) | undefined> {
  if (!Number.isSafeInteger(paymentId) || paymentId < 1) return undefined;
  const row = await paymentWithInvoice(executor, paymentId)
    .select([
      "payments.id",
      "payments.status",
      "payments.provider_session_id",
      "payments.amount_cents",
      "payments.gift_card_cents",
      "payments.currency",
      "invoices.label",
      "invoices.token as invoiceToken",
      "proposals.title",
      "proposals.token",
      "clients.email",
    ])
    .executeTakeFirst();
  if (!row) return undefined;
  // A one-off invoice has its own link; an instalment is paid from the proposal's booking page.
  const link = row.invoiceToken
    ? { token: row.invoiceToken, path: `/invoice/${encodeURIComponent(row.invoiceToken)}` }
    : row.token
      ? { token: row.token, path: `/book/${encodeURIComponent(row.token)}` }
      : null;
  if (!link) return undefined;
  return {
    paymentId: Number(row.id),
    status: row.status,
    sessionId: row.provider_session_id,
    // What the card is charged: a gift card's part is already paid (decision 052).
    amountCents: Number(row.amount_cents) - Number(row.gift_card_cents),
    currency: row.currency,
    label: row.label,
    proposalTitle: row.title ?? row.label,
    clientEmail: row.email,
    bookingPath: link.path,
    accessToken: link.token,
  };
}
