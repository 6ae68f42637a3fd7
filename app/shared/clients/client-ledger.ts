import type {
  InvoiceStatus,
  PaymentKind,
  PaymentMethod,
  PaymentStatus,
  ProposalStatus,
} from "~/server/db/booking-schema";
import type { InvoiceState } from "~/shared/booking/ledger";

// What the client's page receives of their proposals, invoices and payments
// (read by app/server/clients/client-ledger.server.ts, drawn by app/components/admin/clients/client-money.tsx).

export interface ClientProposalView {
  id: number;
  title: string;
  status: ProposalStatus;
  revision: number;
  sentAt: string | null;
  signedAt: string | null;
}

export interface ClientInvoiceView {
  id: number;
  label: string;
  amountCents: number;
  dueOn: string | null;
  status: InvoiceStatus;
  /** Received against this invoice so far, net of refunds. */
  paidCents: number;
  refundedCents: number;
  /** Still owed on it (0 once paid or void): the ledger's own figure, so nothing recomputes it. */
  owedCents: number;
  /** Paid, due, overdue (Arizona today) or void: from the rows (app/shared/booking/ledger.ts). */
  state: InvoiceState;
}

export interface ClientPaymentView {
  id: number;
  invoiceId: number;
  kind: PaymentKind;
  amountCents: number;
  /** A coupon's discount credited with the payment (decision 052). */
  discountCents: number;
  /** How a payment with codes was made (its discount, gift card and card parts), or "". */
  codes: string;
  method: PaymentMethod;
  status: PaymentStatus;
  paidAt: string | null;
  createdAt: string;
}

export interface ClientLedgerView {
  invoices: ClientInvoiceView[];
  payments: ClientPaymentView[];
  /** Invoiced (not void), paid, and still owed: whole cents, summed from the rows when read. */
  invoicedCents: number;
  paidCents: number;
  refundedCents: number;
  balanceCents: number;
}
