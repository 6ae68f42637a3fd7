import type { Kysely } from "kysely";
import { studioDate } from "~/shared/galleries/gallery-rules";
import type { ProposalDraft, ProposalValues } from "~/shared/proposals/proposal-form";
import { parseProposalDraft } from "~/shared/proposals/proposal-form.schema";
import { invalid, notFound, refuse, refused, type EditResult } from "../admin/editor/edit-result.server";
import { versionedChange } from "../admin/editor/versioned-save.server";
import { addClientEvent } from "../clients/client-events.server";
import { db as sharedDb } from "../db/db.server";
import type { Database } from "../db/schema";
import { PROPOSAL_MESSAGES } from "~/shared/proposals/proposal-messages";

// Saving the proposal editor: checked, then stored at the version the form was loaded at. A
// proposal already sent or signed becomes a new revision (the client signs again) and goes back
// to draft until sent again; the signature of the revision she signed is never touched, and the
// invoices that signature opened are voided (the new signature makes its own). A booked or
// withdrawn proposal does not change.

const columns = (v: ProposalValues, templateExists: boolean) => ({
  title: v.title,
  session_date: v.sessionDate,
  session_time: v.sessionTime,
  session_place: v.sessionPlace,
  content: JSON.stringify(v.content),
  schedule: JSON.stringify(v.schedule),
  // A template deleted meanwhile (or a forged id) is simply not remembered: its text is copied.
  contract_template_id: templateExists ? v.contractTemplateId : null,
  contract_body: v.contractBody,
  expires_on: v.expiresOn,
  message: v.message,
});

export async function saveProposal(input: {
  proposalId: number;
  draft: ProposalDraft;
  expectedVersion: number;
  actorEmail: string;
  now?: Date;
  db?: Kysely<Database>;
}): Promise<EditResult> {
  const db = input.db ?? sharedDb();
  const parsed = parseProposalDraft(input.draft, studioDate(input.now ?? new Date()));
  if (!parsed.ok) return invalid(parsed.fields);
  const values = parsed.values;
  const template =
    values.contractTemplateId === null
      ? undefined
      : await db
          .selectFrom("contract_templates")
          .select("id")
          .where("id", "=", values.contractTemplateId)
          .executeTakeFirst();
  return versionedChange({
    db,
    table: "proposals",
    id: input.proposalId,
    expectedVersion: input.expectedVersion,
    actorEmail: input.actorEmail,
    area: `Proposal “${values.title}”`,
    async apply(trx) {
      const before = await trx
        .selectFrom("proposals")
        .select(["status", "revision", "client_id"])
        .where("id", "=", input.proposalId)
        .executeTakeFirst();
      if (!before) return refuse(notFound(PROPOSAL_MESSAGES.noSuchProposal));
      if (before.status === "booked") return refuse(refused(PROPOSAL_MESSAGES.booked, 409));
      if (before.status === "withdrawn") return refuse(refused(PROPOSAL_MESSAGES.withdrawn, 409));
      const revised = before.status === "sent" || before.status === "signed";
      const revision = Number(before.revision) + (revised ? 1 : 0);
      await trx
        .updateTable("proposals")
        .set({
          ...columns(values, !!template),
          ...(revised ? { revision, status: "draft" as const, viewed_at: null, signed_at: null } : {}),
        })
        .where("id", "=", input.proposalId)
        .execute();
      if (!revised) return { summary: "Saved the proposal", notice: "Saved." };
      await trx
        .updateTable("invoices")
        .set({ status: "void" })
        .where("proposal_id", "=", input.proposalId)
        .where("status", "=", "open")
        .execute();
      const was = before.status === "signed" ? "signed" : "sent";
      await addClientEvent(trx, {
        clientId: Number(before.client_id),
        kind: "proposal_revised",
        summary: `Proposal “${values.title}” changed after it was ${was}: version ${revision}, to be sent and signed again.`,
        related: { type: "proposal", id: input.proposalId },
      });
      return {
        summary: `Made version ${revision} of the proposal`,
        notice: `Saved as version ${revision}. The client will have to sign again: send it when it is ready.`,
      };
    },
  });
}
