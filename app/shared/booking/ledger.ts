import { addDays } from "./pricing";

// The ledger's arithmetic (issue 29 §1, docs/decisions/034-ledger.md), shared by the server (which
// reads the rows) and its tests: what an invoice has received net of refunds, whether it is paid,
// due or overdue on an Arizona date, a client's totals, and a schedule after a due date moves.
// Every figure is summed from rows when asked; nothing here is ever stored.

export interface LedgerInvoice {
  id: number;
  amountCents: number;
  /** "YYYY-MM-DD" (Arizona); null: due at signing. */
  dueOn: string | null;
  status: "open" | "paid" | "void";
}

export interface LedgerPayment {
  id: number;
  invoiceId: number;
  kind: "payment" | "refund";
  amountCents: number;
  status: "pending" | "paid" | "failed";
  /** A coupon's discount credited with a paid payment (decision 052): owed less, not money received. */
  discountCents?: number;
}

export type InvoiceState = "paid" | "due" | "overdue" | "void";

export interface InvoiceSums {
  paidCents: number;
  refundedCents: number;
  /** Received and kept: paid less refunded. */
  netCents: number;
  /** Coupons' discounts credited with paid payments (decision 052). */
  discountCents: number;
  /** Still to pay (0 when paid or void). */
  owedCents: number;
  state: InvoiceState;
}

const settled = (payments: readonly LedgerPayment[], kind: LedgerPayment["kind"]) =>
  payments.filter((p) => p.kind === kind && p.status === "paid").reduce((sum, p) => sum + p.amountCents, 0);

const discounted = (payments: readonly LedgerPayment[]) =>
  payments
    .filter((p) => p.kind === "payment" && p.status === "paid")
    .reduce((sum, p) => sum + (p.discountCents ?? 0), 0);

/** An invoice's money, from its own payment rows; `today` is the Arizona date ("YYYY-MM-DD"). */
export function invoiceSums(invoice: LedgerInvoice, payments: readonly LedgerPayment[], today: string): InvoiceSums {
  const own = payments.filter((p) => p.invoiceId === invoice.id);
  const paidCents = settled(own, "payment");
  const refundedCents = settled(own, "refund");
  const netCents = paidCents - refundedCents;
  const discountCents = discounted(own);
  if (invoice.status === "void")
    return { paidCents, refundedCents, netCents, discountCents, owedCents: 0, state: "void" };
  const owedCents = Math.max(0, invoice.amountCents - discountCents - netCents);
  const state: InvoiceState =
    owedCents === 0 ? "paid" : invoice.dueOn !== null && invoice.dueOn < today ? "overdue" : "due";
  return { paidCents, refundedCents, netCents, discountCents, owedCents, state };
}

export interface LedgerTotals {
  /** What the invoices ask, void ones aside, less coupons' discounts (decision 052). */
  invoicedCents: number;
  paidCents: number;
  refundedCents: number;
  /** Invoiced less what was received and kept; negative when she holds more than was asked. */
  balanceCents: number;
}

/** A client's totals, from every invoice and payment row. */
export function ledgerTotals(invoices: readonly LedgerInvoice[], payments: readonly LedgerPayment[]): LedgerTotals {
  const live = new Set(invoices.filter((i) => i.status !== "void").map((i) => i.id));
  const invoicedCents =
    invoices.filter((i) => live.has(i.id)).reduce((sum, i) => sum + i.amountCents, 0) -
    discounted(payments.filter((p) => live.has(p.invoiceId)));
  const paidCents = settled(payments, "payment");
  const refundedCents = settled(payments, "refund");
  return { invoicedCents, paidCents, refundedCents, balanceCents: invoicedCents - paidCents + refundedCents };
}

/** Whole days from one "YYYY-MM-DD" to another. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export interface ScheduledInvoice {
  id: number;
  position: number;
  dueOn: string | null;
  state: InvoiceState;
}

/**
 * The new due dates when one invoice's date moves: that invoice takes the new date; the later
 * unpaid instalments keep theirs unless `shiftLater`, then they move by the same number of days
 * (paid and void ones never move). Returns only the invoices whose date changes.
 */
export function movedSchedule(
  invoices: readonly ScheduledInvoice[],
  invoiceId: number,
  newDueOn: string,
  shiftLater: boolean,
): { id: number; from: string | null; to: string }[] {
  const moved = invoices.find((i) => i.id === invoiceId);
  if (!moved) return [];
  const changes = moved.dueOn === newDueOn ? [] : [{ id: moved.id, from: moved.dueOn, to: newDueOn }];
  if (!shiftLater || moved.dueOn === null) return changes;
  const days = daysBetween(moved.dueOn, newDueOn);
  if (days === 0) return changes;
  for (const later of invoices) {
    if (later.position <= moved.position || later.dueOn === null) continue;
    if (later.state === "paid" || later.state === "void") continue;
    changes.push({ id: later.id, from: later.dueOn, to: addDays(later.dueOn, days) });
  }
  return changes;
}
