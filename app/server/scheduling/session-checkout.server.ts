import { database, type AppDatabase } from "../db/db.server";
import { startInvoiceCheckout, type InvoiceCheckoutStart } from "../payments/invoice-checkout.server";
import { NO_CODES, type TypedCodes } from "../payments/invoice-codes.server";
import type { PaymentProvider } from "../payments/payment-types";
import { keepHoldForCheckout } from "./session-hold.server";

// POST /book/<token>/pay: a signed self-booked proposal's retainer is paid only while its time is
// the client's. The hold is made to cover the checkout first (or re-claimed, or the payment is
// refused with a link to pick another time); then the checkout starts as for every proposal.

export async function startBookingCheckout(
  token: string,
  provider: PaymentProvider,
  app: AppDatabase = database(),
  now = new Date(),
  typed: TypedCodes = NO_CODES,
): Promise<InvoiceCheckoutStart> {
  const proposal = await app.db
    .selectFrom("proposals")
    .select(["id", "status"])
    .where("token", "=", token)
    .executeTakeFirst();
  if (proposal?.status === "signed") {
    const kept = await keepHoldForCheckout(app, Number(proposal.id), now);
    if (!kept.ok) return { kind: "refused", status: 409, message: kept.message };
  }
  return startInvoiceCheckout(token, provider, app.db, now, typed);
}
