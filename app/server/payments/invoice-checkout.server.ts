import type { Kysely } from "kysely";
import { isExpired } from "~/shared/galleries/gallery-rules";
import { formatPrice } from "~/shared/money";
import { addClientEvent } from "../clients/client-events.server";
import { db as sharedDb } from "../db/db.server";
import type { Database } from "../db/schema";
import { findOneOffInvoice } from "../invoices/one-off-invoice.server";
import { oneOffInvoicePath } from "../invoices/invoice-mails.server";
import { bookingInstalments } from "../proposals/booking-instalments.server";
import { attachInvoiceSession, createInvoicePayment } from "./invoice-payments.server";
import type { PaymentProvider } from "./payment-types";

// "Pay the retainer" and, once booked, "Pay <the next instalment>" (POST /book/:token/pay): a
// checkout for the first instalment of the revision she signed that is still owed; and "Pay" on a
// one-off invoice's page (POST /invoice/:token/pay). What is charged is what the ledger says is
// owed on it: nothing the page sends.

export type InvoiceCheckoutStart =
  | { kind: "checkout"; url: string }
  /** Nothing to pay (booked, or every invoice paid): back to the page the client came from. */
  | { kind: "nothing-due" }
  | { kind: "refused"; status: 404 | 409 | 410 | 502; message: string };

const refused = (status: 404 | 409 | 410 | 502, message: string): InvoiceCheckoutStart => ({
  kind: "refused",
  status,
  message,
});

/** The first open invoice of the proposal's current signed revision, or why there is none. */
async function openInvoiceOf(db: Kysely<Database>, token: string, now: Date) {
  const proposal = await db
    .selectFrom("proposals")
    .innerJoin("clients", "clients.id", "proposals.client_id")
    .select([
      "proposals.id",
      "proposals.status",
      "proposals.revision",
      "proposals.expires_on",
      "proposals.title",
      "clients.id as clientId",
      "clients.email",
    ])
    .where("proposals.token", "=", token)
    .executeTakeFirst();
  if (!proposal || proposal.status === "withdrawn") return refused(404, "This booking link is not valid.");
  if (proposal.status !== "signed" && proposal.status !== "booked") {
    return refused(409, "Please sign the contract before paying.");
  }
  // The expiry closes an offer not yet taken: once booked, the later instalments stay payable.
  if (proposal.status === "signed" && isExpired(proposal.expires_on, now)) {
    return refused(410, "This proposal has expired. Please write to the photographer for a new one.");
  }
  const signature = await db
    .selectFrom("proposal_signatures")
    .select("id")
    .where("proposal_id", "=", proposal.id)
    .where("revision", "=", proposal.revision)
    .executeTakeFirst();
  const next = signature && (await bookingInstalments(db, Number(signature.id), now)).next;
  if (!next) return { kind: "nothing-due" } as const;
  // What is still owed on it (all of it, unless part was paid outside the site or refunded).
  return { kind: "invoice", proposal, invoice: { ...next, amountCents: next.sums.owedCents } } as const;
}

export async function startInvoiceCheckout(
  token: string,
  provider: PaymentProvider,
  database: Kysely<Database> = sharedDb(),
  now: Date = new Date(),
): Promise<InvoiceCheckoutStart> {
  const found = await openInvoiceOf(database, token, now);
  if (found.kind !== "invoice") return found;
  const { proposal, invoice } = found;
  return checkoutOf(database, provider, {
    invoice: { ...invoice, clientId: proposal.clientId },
    title: `${invoice.label} — ${proposal.title}`,
    email: proposal.email,
    accessToken: token,
    returnPath: `/book/${encodeURIComponent(token)}`,
  });
}

/**
 * "Pay <amount>" on a one-off invoice's own page (POST /invoice/:token/pay): a checkout for what
 * the ledger says is still owed on it. A void invoice is closed; a paid one has nothing due.
 */
export async function startOneOffCheckout(
  token: string,
  provider: PaymentProvider,
  database: Kysely<Database> = sharedDb(),
  now: Date = new Date(),
): Promise<InvoiceCheckoutStart> {
  const invoice = await findOneOffInvoice(database, token, now);
  if (!invoice) return refused(404, "This invoice link is not valid.");
  if (invoice.sums.state === "void") return refused(410, "This invoice is void: nothing is owed on it.");
  if (invoice.sums.owedCents === 0) return { kind: "nothing-due" };
  return checkoutOf(database, provider, {
    invoice: { id: invoice.id, label: invoice.label, clientId: invoice.client.id, amountCents: invoice.sums.owedCents },
    title: invoice.label,
    email: invoice.client.email,
    accessToken: token,
    returnPath: oneOffInvoicePath(token),
  });
}

interface CheckoutOf {
  /** amountCents: what is charged, the server's figure of what is owed. */
  invoice: { id: number; label: string; clientId: number; amountCents: number };
  /** The line the payment page shows. */
  title: string;
  email: string;
  accessToken: string;
  returnPath: string;
}

/** A pending payment row, the provider's checkout for it, and the line on the client's timeline. */
async function checkoutOf(
  database: Kysely<Database>,
  provider: PaymentProvider,
  { invoice, title, email, accessToken, returnPath }: CheckoutOf,
): Promise<InvoiceCheckoutStart> {
  const paymentId = await createInvoicePayment(database, invoice, provider.name);
  let checkout;
  try {
    checkout = await provider.startCheckout({
      target: { kind: "invoice", paymentId },
      accessToken,
      returnPath,
      lines: [{ title, size: "", unitCents: invoice.amountCents, quantity: 1 }],
      customerEmail: email,
    });
  } catch (error) {
    console.error(`pay: invoice ${invoice.id}, payment ${paymentId}: ${(error as Error).message}`);
    await database.updateTable("payments").set({ status: "failed" }).where("id", "=", paymentId).execute();
    return refused(502, "The payment page could not be opened. Please try again in a few minutes.");
  }
  await database.transaction().execute(async (trx) => {
    await attachInvoiceSession(paymentId, checkout.sessionId, trx);
    await addClientEvent(trx, {
      clientId: invoice.clientId,
      kind: "payment_started",
      summary: `Card payment started for ${invoice.label} (${formatPrice(invoice.amountCents)}).`,
      related: { type: "payment", id: paymentId },
    });
  });
  return { kind: "checkout", url: checkout.url };
}
