import type { Kysely } from "kysely";
import { isExpired, studioDate } from "~/shared/galleries/gallery-rules";
import type { InvoiceSums } from "~/shared/booking/ledger";
import type { Database } from "../db/schema";
import { findOneOffInvoice } from "../invoices/one-off-invoice.server";
import { oneOffInvoicePath } from "../invoices/invoice-mails.server";
import { bookingInstalments } from "../proposals/booking-instalments.server";
import { checkInvoiceCodes, owedTax, type PaymentCodes, type TypedCodes } from "./invoice-codes.server";

// What a client's pay form pays (decision 052), read once for its pay button and its Apply
// button: the invoice the form is for (the first open instalment of the revision she signed on
// /book/<token>, or the one-off invoice of /invoice/<token>), what the ledger says is still owed
// on it, and what her typed codes would take off. Read only: nothing here takes a coupon's use
// or a card's value.

type RefusalStatus = 400 | 404 | 409 | 410 | 502;

export type PayRefused = { kind: "refused"; status: RefusalStatus; message: string };

export const refused = (status: RefusalStatus, message: string): PayRefused => ({ kind: "refused", status, message });

/** The invoice a pay form is for, and where its checkout comes back to. */
export interface PayTarget {
  /** The invoice and its ledger sums: what is charged is the server's figure of what is owed. */
  invoice: { id: number; label: string; clientId: number; amountCents: number; taxCents: number; sums: InvoiceSums };
  /** The line the payment page shows. */
  title: string;
  email: string;
  accessToken: string;
  returnPath: string;
}

/** The form's invoice; nothing due (booked, or every invoice paid); or why it cannot be paid. */
export type PayTargetLookup = PayRefused | { kind: "nothing-due" } | { kind: "target"; target: PayTarget };

/** /book/<token>: the first open invoice of the proposal's current signed revision, or why there is none. */
export async function bookingPayTarget(db: Kysely<Database>, token: string, now: Date): Promise<PayTargetLookup> {
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
  if (!next) return { kind: "nothing-due" };
  // What is still owed on it (all of it, unless part was paid outside the site or refunded).
  return {
    kind: "target",
    target: {
      invoice: {
        id: next.id,
        label: next.label,
        clientId: proposal.clientId,
        amountCents: Number(next.amount_cents),
        taxCents: Number(next.tax_cents),
        sums: next.sums,
      },
      title: `${next.label} — ${proposal.title}`,
      email: proposal.email,
      accessToken: token,
      returnPath: `/book/${encodeURIComponent(token)}`,
    },
  };
}

/** /invoice/<token>: the one-off invoice. A void invoice is closed; a paid one has nothing due. */
export async function oneOffPayTarget(db: Kysely<Database>, token: string, now: Date): Promise<PayTargetLookup> {
  const invoice = await findOneOffInvoice(db, token, now);
  if (!invoice) return refused(404, "This invoice link is not valid.");
  if (invoice.sums.state === "void") return refused(410, "This invoice is void: nothing is owed on it.");
  if (invoice.sums.owedCents === 0) return { kind: "nothing-due" };
  return {
    kind: "target",
    target: {
      invoice: { ...invoice, clientId: invoice.client.id },
      title: invoice.label,
      email: invoice.client.email,
      accessToken: token,
      returnPath: oneOffInvoicePath(token),
    },
  };
}

/** What the typed codes do to what is owed on the form's invoice, or the refusal in words (400). */
export async function priceTypedCodes(
  db: Kysely<Database>,
  invoice: PayTarget["invoice"],
  typed: TypedCodes,
  now: Date,
): Promise<{ kind: "priced"; codes: PaymentCodes } | PayRefused> {
  const owed = { owedCents: invoice.sums.owedCents, owedTaxCents: owedTax(invoice, invoice.sums.owedCents) };
  if (typed.coupon.trim() !== "" && invoice.sums.discountCents > 0)
    return refused(400, "This invoice already had a coupon's discount: only one code per invoice.");
  const checked = await checkInvoiceCodes(db, typed, owed, studioDate(now));
  return checked.ok ? { kind: "priced", codes: checked.codes } : refused(400, checked.error);
}
