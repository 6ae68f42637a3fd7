import { database, type AppDatabase } from "../db/db.server";
import { previewCodes, type ApplyCodesAnswer } from "../payments/apply-codes.server";
import { startInvoiceCheckout, type InvoiceCheckoutStart } from "../payments/invoice-checkout.server";
import { NO_CODES, type TypedCodes } from "../payments/invoice-codes.server";
import { bookingPayTarget, refused, type PayRefused } from "../payments/invoice-pay-target.server";
import type { PaymentProvider } from "../payments/payment-types";
import { keepHoldForCheckout, sessionHoldOf, takenMessage } from "./session-hold.server";

// POST /book/<token>/pay: a signed self-booked proposal's retainer is paid only while its time is
// the client's. The hold is made to cover the checkout first (or re-claimed, or the payment is
// refused with a link to pick another time); then the checkout starts as for every proposal.
// Apply on the booking page (decision 052) reads the same, writing nothing.

/**
 * Why a signed proposal's self-booked time cannot be paid for, or null. `keep`: make the hold last
 * the checkout (the pay button); otherwise only read whether the time went to someone else (Apply).
 */
async function sessionTimeRefusal(
  app: AppDatabase,
  token: string,
  now: Date,
  keep: boolean,
): Promise<PayRefused | null> {
  const proposal = await app.db
    .selectFrom("proposals")
    .select(["id", "status"])
    .where("token", "=", token)
    .executeTakeFirst();
  if (proposal?.status !== "signed") return null;
  if (keep) {
    const kept = await keepHoldForCheckout(app, Number(proposal.id), now);
    return kept.ok ? null : refused(409, kept.message);
  }
  const hold = await sessionHoldOf(app.db, Number(proposal.id), now);
  return hold?.state === "taken" ? refused(409, takenMessage(hold.pickAgainPath)) : null;
}

export async function startBookingCheckout(
  token: string,
  provider: PaymentProvider,
  app: AppDatabase = database(),
  now = new Date(),
  typed: TypedCodes = NO_CODES,
): Promise<InvoiceCheckoutStart> {
  const time = await sessionTimeRefusal(app, token, now, true);
  return time ?? startInvoiceCheckout(token, provider, app.db, now, typed);
}

/** Apply on /book/<token>: what the typed codes take off the invoice its pay form is for. */
export async function previewBookingCodes(
  token: string,
  typed: TypedCodes,
  app: AppDatabase = database(),
  now = new Date(),
): Promise<ApplyCodesAnswer> {
  const time = await sessionTimeRefusal(app, token, now, false);
  return previewCodes(app.db, time ?? (await bookingPayTarget(app.db, token, now)), typed, now);
}
