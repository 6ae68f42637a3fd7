import crypto from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "~/server/db/schema";
import { enqueueJob } from "~/server/jobs/jobs.server";
import { CONTRACT_PDF_JOB } from "~/server/proposals/contract-pdf-job.server";
import { describeSchedule, formatSessionWhen, mergeContract } from "~/shared/booking/merge-fields";
import { priceProposal, schedulePayments, type ScheduledPayment } from "~/shared/booking/pricing";
import { formatDollars } from "~/shared/money";
import { insertSentProposal, SAMPLE_CONTENT, SAMPLE_CONTRACT, SAMPLE_SCHEDULE } from "./booking-fixtures";

// A proposal as signing leaves it (the signing itself is the booking page's): one signature row
// with the merged contract, the priced choice and the audit trail, the invoices of its schedule
// (position 1, the retainer, due at signing), status `signed`, and optionally the contract-pdf job.

export interface SignedProposal {
  clientId: number;
  proposalId: number;
  token: string;
  signatureId: number;
  sha256: string;
  contractText: string;
  invoices: Array<ScheduledPayment & { id: number }>;
  audit: Array<{ step: string; at: string; ip: string; userAgent: string }>;
}

export const SIGNER_UA = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148";

export async function insertSignedProposal(
  db: Kysely<Database>,
  options: { expiresOn?: string; email?: string; queuePdf?: boolean; drawn?: string | null } = {},
): Promise<SignedProposal> {
  const sent = await insertSentProposal(db, options);
  const packageKey = "full-day";
  const priced = priceProposal(SAMPLE_CONTENT, packageKey, 8_600)!;
  const signedOn = new Date().toISOString().slice(0, 10);
  const payments = schedulePayments(priced, SAMPLE_SCHEDULE, "2027-10-16", signedOn);
  if (typeof payments === "string") throw new Error(payments);
  const contractText = mergeContract(SAMPLE_CONTRACT, {
    client_names: "Anna & Ben Ruiz",
    session_date: formatSessionWhen("2027-10-16", "16:30"),
    session_place: "Desert Botanical Garden, Phoenix",
    package: "Full Day Coverage",
    total: formatDollars(priced.totalCents),
    retainer: formatDollars(payments[0]!.amountCents),
    schedule: describeSchedule(payments),
    photographer: "Maria Lopez",
  });
  const pricing = JSON.stringify(priced);
  const sha256 = crypto
    .createHash("sha256")
    .update(JSON.stringify({ contract_text: contractText, pricing: priced, revision: 1, package_key: packageKey }))
    .digest("hex");
  const base = Date.now() - 60_000;
  const audit = ["viewed", "consented", "signed"].map((step, i) => ({
    step,
    at: new Date(base + i * 20_000).toISOString(),
    ip: i === 2 ? "2001:db8::7" : "203.0.113.9",
    userAgent: SIGNER_UA,
  }));
  return db.transaction().execute(async (trx) => {
    const signature = await trx
      .insertInto("proposal_signatures")
      .values({
        proposal_id: sent.proposalId,
        revision: 1,
        package_key: packageKey,
        contract_text: contractText,
        pricing,
        sha256,
        signer_name: "Anna Ruiz",
        drawn_signature: options.drawn ?? null,
        photographer_signature: "Maria Lopez",
        audit: JSON.stringify(audit),
        signed_ip: "2001:db8::7",
        signed_user_agent: SIGNER_UA,
        pdf_key: null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const invoices: SignedProposal["invoices"] = [];
    for (const payment of payments) {
      const row = await trx
        .insertInto("invoices")
        .values({
          client_id: sent.clientId,
          proposal_id: sent.proposalId,
          signature_id: signature.id,
          position: payment.position,
          label: payment.label,
          amount_cents: payment.amountCents,
          tax_cents: payment.taxCents,
          due_on: payment.dueOn,
          paid_at: null,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      invoices.push({ ...payment, id: Number(row.id) });
    }
    await trx
      .updateTable("proposals")
      .set({ status: "signed", signed_at: new Date().toISOString() })
      .where("id", "=", sent.proposalId)
      .execute();
    if (options.queuePdf) await enqueueJob(CONTRACT_PDF_JOB, { signatureId: signature.id }, trx);
    return { ...sent, signatureId: Number(signature.id), sha256, contractText, invoices, audit };
  });
}
