import type { Kysely } from "kysely";
import { isExpired } from "~/shared/galleries/gallery-rules";
import { formatPrice } from "~/shared/money";
import { addClientEvent } from "../clients/client-events.server";
import { db as sharedDb } from "../db/db.server";
import type { Database } from "../db/schema";
import { attachInvoiceSession, createInvoicePayment } from "./invoice-payments.server";
import type { PaymentProvider } from "./payment-types";

// "Pay the retainer" (POST /book/:token/pay): a checkout for the first open invoice of the
// revision she signed. What is charged is that invoice row's amount: nothing the page sends.

type InvoiceCheckoutStart =
  | { kind: "checkout"; url: string }
  /** Nothing to pay (booked, or every invoice paid): back to the booking page. */
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
  if (proposal.status === "booked") return { kind: "nothing-due" } as const;
  if (proposal.status !== "signed") return refused(409, "Please sign the contract before paying.");
  if (isExpired(proposal.expires_on, now)) {
    return refused(410, "This proposal has expired. Please write to the photographer for a new one.");
  }
  const invoice = await db
    .selectFrom("invoices")
    .innerJoin("proposal_signatures", "proposal_signatures.id", "invoices.signature_id")
    .select(["invoices.id", "invoices.label", "invoices.amount_cents"])
    .where("invoices.proposal_id", "=", proposal.id)
    .where("proposal_signatures.revision", "=", proposal.revision)
    .where("invoices.status", "=", "open")
    .orderBy("invoices.position")
    .limit(1)
    .executeTakeFirst();
  if (!invoice) return { kind: "nothing-due" } as const;
  return { kind: "invoice", proposal, invoice: { ...invoice, amountCents: Number(invoice.amount_cents) } } as const;
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
  const paymentId = await createInvoicePayment(
    database,
    { id: invoice.id, clientId: proposal.clientId, amountCents: invoice.amountCents },
    provider.name,
  );
  let checkout;
  try {
    checkout = await provider.startCheckout({
      target: { kind: "invoice", paymentId },
      accessToken: token,
      lines: [{ title: `${invoice.label} — ${proposal.title}`, size: "", unitCents: invoice.amountCents, quantity: 1 }],
      customerEmail: proposal.email,
    });
  } catch (error) {
    console.error(`pay: invoice ${invoice.id}, payment ${paymentId}: ${(error as Error).message}`);
    await database.updateTable("payments").set({ status: "failed" }).where("id", "=", paymentId).execute();
    return refused(502, "The payment page could not be opened. Please try again in a few minutes.");
  }
  await database.transaction().execute(async (trx) => {
    await attachInvoiceSession(paymentId, checkout.sessionId, trx);
    await addClientEvent(trx, {
      clientId: proposal.clientId,
      kind: "payment_started",
      summary: `Card payment started for ${invoice.label} (${formatPrice(invoice.amountCents)}).`,
      related: { type: "payment", id: paymentId },
    });
  });
  return { kind: "checkout", url: checkout.url };
}
