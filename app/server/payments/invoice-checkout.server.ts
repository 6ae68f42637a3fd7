import type { Kysely } from "kysely";
import { randomBytes } from "node:crypto";
import { discountLabel } from "~/shared/shop/coupon-rules";
import { formatPrice } from "~/shared/money";
import { addClientEvent } from "../clients/client-events.server";
import { db as sharedDb } from "../db/db.server";
import type { Database } from "../db/schema";
import { settleInvoicePayment } from "../proposals/settle-invoice.server";
import { attachInvoiceSession, createInvoicePayment } from "./invoice-payments.server";
import {
  claimInvoiceCodes,
  CodeTaken,
  NO_CODES,
  releaseInvoiceCodes,
  type PaymentCodes,
  type TypedCodes,
} from "./invoice-codes.server";
import {
  bookingPayTarget,
  oneOffPayTarget,
  priceTypedCodes,
  refused,
  type PayRefused,
  type PayTarget,
  type PayTargetLookup,
} from "./invoice-pay-target.server";
import type { PaymentProvider } from "./payment-types";

// "Pay the retainer" and, once booked, "Pay <the next instalment>" (POST /book/:token/pay): a
// checkout for the first instalment of the revision she signed that is still owed; and "Pay" on a
// one-off invoice's page (POST /invoice/:token/pay). What is charged is what the ledger says is
// owed on it: nothing the page sends.

export type InvoiceCheckoutStart =
  | { kind: "checkout"; url: string }
  /** Nothing to pay (booked, or every invoice paid): back to the page the client came from. */
  | { kind: "nothing-due" }
  | PayRefused;

/** A pay button's start: the checkout for what is owed on the invoice its link names, or why not. */
type CheckoutStarter = (
  token: string,
  provider: PaymentProvider,
  database?: Kysely<Database>,
  now?: Date,
  typed?: TypedCodes,
) => Promise<InvoiceCheckoutStart>;

/** The starter of the invoice that `find` reads from the link (the Apply button reads the same). */
function checkoutStarter(
  find: (database: Kysely<Database>, token: string, now: Date) => Promise<PayTargetLookup>,
): CheckoutStarter {
  return async (token, provider, database = sharedDb(), now = new Date(), typed = NO_CODES) => {
    const found = await find(database, token, now);
    return found.kind === "target" ? checkoutOf(database, provider, typed, now, found.target) : found;
  };
}

export const startInvoiceCheckout = checkoutStarter(bookingPayTarget);

/**
 * "Pay <amount>" on a one-off invoice's own page (POST /invoice/:token/pay): a checkout for what
 * the ledger says is still owed on it. A void invoice is closed; a paid one has nothing due.
 */
export const startOneOffCheckout = checkoutStarter(oneOffPayTarget);

/**
 * A pending payment row (with the coupon's use and the gift card's part taken in its transaction),
 * the provider's checkout for the rest, and the line on the client's timeline. When the codes
 * cover everything, the payment is settled at once with no provider (decision 052).
 */
async function checkoutOf(
  database: Kysely<Database>,
  provider: PaymentProvider,
  typed: TypedCodes,
  now: Date,
  { invoice, title, email, accessToken, returnPath }: PayTarget,
): Promise<InvoiceCheckoutStart> {
  const priced = await priceTypedCodes(database, invoice, typed, now);
  if (priced.kind === "refused") return priced;
  const { codes } = priced;
  const { figures } = codes;
  const noProvider = figures.chargeCents === 0;
  const providerName = noProvider ? (figures.giftCardCents > 0 ? "giftcard" : "coupon") : provider.name;
  let paymentId: number;
  try {
    paymentId = await database.transaction().execute(async (trx) => {
      const id = await createInvoicePayment(trx, { ...invoice, amountCents: figures.dueCents }, providerName, {
        coupon_code: codes.coupon?.terms.code ?? null,
        discount_cents: figures.discountCents,
        discount_tax_cents: figures.discountTaxCents,
        gift_card_code: codes.giftCard?.code ?? null,
        gift_card_cents: figures.giftCardCents,
      });
      await claimInvoiceCodes(trx, id, codes);
      return id;
    });
  } catch (error) {
    if (error instanceof CodeTaken) return refused(409, error.message);
    throw error;
  }
  if (noProvider) return settleWithoutProvider(database, paymentId, returnPath);

  let checkout;
  try {
    checkout = await provider.startCheckout({
      target: { kind: "invoice", paymentId },
      accessToken,
      returnPath,
      lines: [{ title: chargeTitle(title, codes), size: "", unitCents: figures.chargeCents, quantity: 1 }],
      customerEmail: email,
    });
  } catch (error) {
    console.error(`pay: invoice ${invoice.id}, payment ${paymentId}: ${(error as Error).message}`);
    await database.transaction().execute(async (trx) => {
      await trx.updateTable("payments").set({ status: "failed" }).where("id", "=", paymentId).execute();
      await releaseInvoiceCodes(trx, paymentId);
    });
    return refused(502, "The payment page could not be opened. Please try again in a few minutes.");
  }
  await database.transaction().execute(async (trx) => {
    await attachInvoiceSession(paymentId, checkout.sessionId, trx);
    await addClientEvent(trx, {
      clientId: invoice.clientId,
      kind: "payment_started",
      summary: `Card payment started for ${invoice.label} (${formatPrice(figures.chargeCents)}${codesNote(codes)}).`,
      related: { type: "payment", id: paymentId },
    });
  });
  return { kind: "checkout", url: checkout.url };
}

/** The provider's line: what the card is charged for, naming what the codes took. */
function chargeTitle(title: string, codes: PaymentCodes): string {
  const note = codesNote(codes);
  return note ? `${title} (${note.slice(2)})` : title;
}

/** "; Discount (SAVE10) -$50.00; gift card -$25.00", or "" with no code. */
function codesNote({ coupon, figures }: PaymentCodes): string {
  let note = "";
  if (coupon) note += `; ${discountLabel(coupon.terms.code)} -${formatPrice(figures.discountCents)}`;
  if (figures.giftCardCents > 0) note += `; gift card -${formatPrice(figures.giftCardCents)}`;
  return note;
}

/** Everything paid by the codes: settled now, as a provider's confirmation of 0 would be. */
async function settleWithoutProvider(
  database: Kysely<Database>,
  paymentId: number,
  returnPath: string,
): Promise<InvoiceCheckoutStart> {
  const sessionId = `gc_${randomBytes(12).toString("hex")}`;
  await attachInvoiceSession(paymentId, sessionId, database);
  const result = await settleInvoicePayment({ paymentId, sessionId, amountCents: 0, currency: "usd" }, database);
  if (!result.completed) {
    console.error(`pay: payment ${paymentId} paid by its codes was not settled: ${result.reason}`);
    return refused(409, "This payment could not be completed. Please reload the page and try again.");
  }
  return { kind: "checkout", url: returnPath };
}
