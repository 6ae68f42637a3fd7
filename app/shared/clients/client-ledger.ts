import type { InvoiceStatus, PaymentMethod, PaymentStatus, ProposalStatus } from "~/server/db/booking-schema";

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
  /** Paid against this invoice so far. */
  paidCents: number;
}

export interface ClientPaymentView {
  id: number;
  amountCents: number;
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
  balanceCents: number;
}
