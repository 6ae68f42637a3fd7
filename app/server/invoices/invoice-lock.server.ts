import type { Kysely } from "kysely";
import { notFound, refuse } from "../admin/editor/edit-result.server";
import type { AppDatabase } from "../db/db.server";
import type { Database } from "../db/schema";
import { enqueueJob } from "../jobs/jobs.server";
import { RECEIPT_JOB } from "../payments/receipt-job-kind";

// What every change to an invoice starts with: the invoice (with its client and proposal) read
// under a lock inside the change's transaction, so two changes at once see each other's rows
// (SQLite's writeTransaction holds the write lock already; PostgreSQL locks the invoice row).

export const NO_SUCH_INVOICE = "There is no such invoice: it may have been removed.";

export async function lockInvoice(trx: Kysely<Database>, dialect: AppDatabase["dialect"], invoiceId: number) {
  const invoice = await trx
    .selectFrom("invoices")
    .select(["id", "client_id", "proposal_id", "signature_id", "position", "label", "amount_cents", "due_on", "status"])
    .where("id", "=", invoiceId)
    .$if(dialect === "postgres", (q) => q.forUpdate())
    .executeTakeFirst();
  if (!invoice) return refuse(notFound(NO_SUCH_INVOICE));
  const [client, proposal] = await Promise.all([
    trx.selectFrom("clients").select(["names", "email"]).where("id", "=", invoice.client_id).executeTakeFirstOrThrow(),
    invoice.proposal_id === null
      ? undefined
      : trx
          .selectFrom("proposals")
          .select(["status", "title"])
          .where("id", "=", invoice.proposal_id)
          .executeTakeFirst(),
  ]);
  return {
    id: Number(invoice.id),
    clientId: Number(invoice.client_id),
    proposalId: invoice.proposal_id === null ? null : Number(invoice.proposal_id),
    signatureId: invoice.signature_id === null ? null : Number(invoice.signature_id),
    position: Number(invoice.position),
    label: invoice.label,
    amountCents: Number(invoice.amount_cents),
    dueOn: invoice.due_on,
    status: invoice.status,
    client,
    proposalStatus: proposal?.status ?? null,
    title: proposal?.title ?? null,
  };
}

export type LockedInvoice = Awaited<ReturnType<typeof lockInvoice>>;

/** The receipt (PDF and mail) of a settled payment or refund, made by its job after the commit. */
export function queueReceipt(trx: Kysely<Database>, paymentId: number) {
  return enqueueJob(RECEIPT_JOB, { paymentId }, trx);
}
