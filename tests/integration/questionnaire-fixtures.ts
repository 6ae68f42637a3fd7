import type { Kysely } from "kysely";
import type { Database } from "~/server/db/schema";
import { insertSignedProposal, type SignedProposal } from "./signed-proposal-fixtures";

// A booked proposal (issue 29 §3's starting point): signed, its retainer paid, status booked, and
// sending the questionnaire `questionnaireId` (or, with undefined, the package's default: none for
// the sample content, whose packages name no service).

export async function insertBookedProposal(
  db: Kysely<Database>,
  options: { questionnaireId?: number; email?: string } = {},
): Promise<SignedProposal> {
  const signed = await insertSignedProposal(db, { email: options.email });
  const now = new Date().toISOString();
  await db
    .updateTable("invoices")
    .set({ status: "paid", paid_at: now })
    .where("id", "=", signed.invoices[0]!.id)
    .execute();
  await db
    .updateTable("proposals")
    .set({
      status: "booked",
      ...(options.questionnaireId === undefined
        ? {}
        : { questionnaire_chosen: true, questionnaire_id: options.questionnaireId }),
    })
    .where("id", "=", signed.proposalId)
    .execute();
  return signed;
}

/** A form body with repeated fields (several choices tick several boxes). */
export const formBody = (entries: ReadonlyArray<readonly [string, string]>) =>
  new URLSearchParams(entries.map(([k, v]) => [k, v]));
