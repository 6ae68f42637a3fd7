import type { Kysely } from "kysely";
import { z } from "zod";
import type { PricedProposal } from "~/shared/booking/pricing";
import { addClientEvent } from "../clients/client-events.server";
import type { Database } from "../db/schema";
import { env } from "../env.server";
import { PermanentJobError, registerCheckedJobKind } from "../jobs/jobs.server";
import { recordPdfOnce } from "../jobs/pdf-once.server";
import { enqueueMail } from "../mail/outbox.server";
import { mediaStorage, type MediaStorage } from "../media/storage.server";
import { contractPdfMails } from "./contract-pdf-mails.server";
import { parseAudit, renderContractPdf } from "./contract-pdf.server";

// The `contract-pdf` job, queued by signing with { signatureId }: makes the signed contract's PDF,
// stores it privately in the media storage, records its key, and mails it to the client and the
// photographer. Run twice, it stores one file (the key is fixed by the signature) and the second
// run finds pdf_key set and sends nothing.

export const CONTRACT_PDF_JOB = "contract-pdf";

const payloadSchema = z.object({ signatureId: z.number().int().positive() });

/** Private (never under a public URL): read only by the mail transport and the admin. */
function contractPdfKey(signature: { proposalId: number; revision: number; sha256: string }): string {
  return `private/contract-${signature.proposalId}-v${signature.revision}-${signature.sha256.slice(0, 16)}.pdf`;
}

export async function makeContractPdf(
  db: Kysely<Database>,
  signatureId: number,
  storage: MediaStorage = mediaStorage(),
): Promise<"stored" | "already-stored"> {
  const row = await db
    .selectFrom("proposal_signatures")
    .innerJoin("proposals", "proposals.id", "proposal_signatures.proposal_id")
    .innerJoin("clients", "clients.id", "proposals.client_id")
    .selectAll("proposal_signatures")
    .select(["proposals.title", "proposals.token", "clients.id as clientId", "clients.names", "clients.email"])
    .where("proposal_signatures.id", "=", signatureId)
    .executeTakeFirst();
  if (!row) throw new PermanentJobError(`Signature ${signatureId} does not exist`);
  if (row.pdf_key) return "already-stored";

  const config = env();
  const revision = Number(row.revision);
  const key = contractPdfKey({ proposalId: row.proposal_id, revision, sha256: row.sha256 });
  const pdf = await renderContractPdf({
    siteName: config.SITE_NAME,
    proposalTitle: row.title,
    clientNames: row.names,
    revision,
    pricing: JSON.parse(row.pricing) as PricedProposal,
    contractText: row.contract_text,
    signerName: row.signer_name,
    drawnSignature: row.drawn_signature,
    photographerSignature: row.photographer_signature,
    signedAt: new Date(row.signed_at).toISOString(),
    audit: parseAudit(row.audit),
    sha256: row.sha256,
  });
  await storage.put(key, Buffer.from(pdf), "application/pdf");

  const site = { name: config.SITE_NAME, email: config.SITE_EMAIL, url: config.SITE_URL };
  return recordPdfOnce(db, { table: "proposal_signatures", column: "pdf_key", id: signatureId }, key, async (trx) => {
    await addClientEvent(trx, {
      clientId: row.clientId,
      kind: "contract_pdf_ready",
      summary: `The signed contract (version ${revision}) was saved as a PDF and e-mailed to ${row.names} and you.`,
      related: { type: "signature", id: signatureId },
    });
    for (const mail of contractPdfMails({ ...row, revision, key, signatureId }, site)) await enqueueMail(mail, trx);
  });
}

export function registerContractPdfJob() {
  registerCheckedJobKind(CONTRACT_PDF_JOB, { maxAttempts: 8, baseDelayMs: 30_000 }, payloadSchema, (payload, context) =>
    makeContractPdf(context.app.db, payload.signatureId),
  );
}
