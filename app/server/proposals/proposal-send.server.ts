import { sql, type Kysely } from "kysely";
import { z } from "zod";
import { textField } from "~/shared/admin/form-fields";
import { formatCalendarDate } from "~/shared/booking/merge-fields";
import { priceProposal, schedulePayments } from "~/shared/booking/pricing";
import { studioDate } from "~/shared/galleries/gallery-rules";
import { refuse, refused, stale, type EditResult } from "../admin/editor/edit-result.server";
import { parseValues } from "../admin/editor/form-values.server";
import { versionedChange } from "../admin/editor/versioned-save.server";
import { addClientEvent } from "../clients/client-events.server";
import type { Database } from "../db/schema";
import { env } from "../env.server";
import { enqueueMail } from "../mail/outbox.server";
import { proposalMail } from "./proposal-mail.server";
import { PROPOSAL_MESSAGES } from "~/shared/proposals/proposal-messages";
import type { ProposalClient, ProposalRecord } from "./proposal-record.server";

// Sending a proposal: her typed name is her signature on the contract, the sales tax rate is
// fixed as it is now, the client's status moves on, and the mail with the booking link is queued
// in the same transaction (the outbox delivers it). Withdrawing closes the link.

interface Studio {
  siteName: string;
  contactEmail: string;
  taxRateMillis: number;
}

const bookingLink = (token: string) => `${env().SITE_URL}/book/${token}`;

/** The mail as it will go (shown on the confirmation page, then queued). */
export function mailFor(proposal: ProposalRecord, client: ProposalClient, studio: Studio) {
  return proposalMail({
    proposalId: proposal.id,
    title: proposal.values.title,
    clientNames: client.names,
    to: client.emails,
    message: proposal.values.message,
    link: bookingLink(proposal.token),
    revised: proposal.revision > 1,
    expires: formatCalendarDate(proposal.values.expiresOn),
    siteName: studio.siteName,
    replyTo: studio.contactEmail,
  });
}

interface ProposalChange {
  proposal: ProposalRecord;
  expectedVersion: number;
  actorEmail: string;
  db?: Kysely<Database>;
}

/** A change of the proposal at the version its page was loaded at, with the activity-log entry. */
const changeProposal = (input: ProposalChange, apply: Parameters<typeof versionedChange>[0]["apply"]) =>
  versionedChange({
    db: input.db,
    table: "proposals",
    id: input.proposal.id,
    expectedVersion: input.expectedVersion,
    actorEmail: input.actorEmail,
    area: `Proposal “${input.proposal.values.title}”`,
    apply,
  });

/** What stops the proposal from being sent as it is, in her words (none: it can go). */
export function sendProblems(proposal: ProposalRecord, client: ProposalClient, today: string): string[] {
  if (proposal.status === "booked") return [PROPOSAL_MESSAGES.booked];
  if (proposal.status === "withdrawn") return [PROPOSAL_MESSAGES.withdrawn];
  if (proposal.status === "signed")
    return ["The client has signed this version. To change it, edit it: that makes a new version to send."];
  const v = proposal.values;
  const problems: string[] = [];
  const first = v.content.packages[0];
  if (!first) problems.push("Add at least one package before sending.");
  if (v.contractBody.trim() === "") problems.push("Add the contract (choose a template or write it) before sending.");
  if (v.expiresOn < today) problems.push("The expiry date has passed (Arizona time): choose a later one first.");
  if (client.emails.length === 0) problems.push("The client has no e-mail address: add one on the client's page.");
  const priced = first && priceProposal(v.content, first.key, 0);
  if (priced && schedulePayments(priced, v.schedule, v.sessionDate, today) === "needs-session-date")
    problems.push("Enter the session date first: a payment is due a number of days before it.");
  return problems;
}

const signatureSchema = z.object({
  signature: textField("name", 120, "Type your full name: it is your signature on the contract."),
});

export async function sendProposal(
  input: ProposalChange & { client: ProposalClient; studio: Studio; signature: string; now?: Date },
): Promise<EditResult> {
  const { proposal, client, studio } = input;
  const now = input.now ?? new Date();
  const signed = parseValues(signatureSchema, { signature: input.signature });
  if (!signed.ok) return signed.refusal;
  if (proposal.version !== input.expectedVersion) return stale();
  const problems = sendProblems(proposal, client, studioDate(now));
  if (problems.length > 0) return refused(problems.join(" "), 409);
  const revised = proposal.revision > 1;
  return changeProposal(input, async (trx) => {
    const at = now.toISOString();
    await trx
      .updateTable("proposals")
      .set({
        status: "sent",
        sent_at: at,
        tax_rate_millis: studio.taxRateMillis,
        photographer_signature: signed.value.signature,
        photographer_signed_at: at,
      })
      .where("id", "=", proposal.id)
      .execute();
    await trx
      .updateTable("clients")
      .set({ status: "proposal_sent", version: sql<number>`version + 1`, updated_at: at })
      .where("id", "=", client.id)
      .where("status", "not in", ["booked", "completed"])
      .execute();
    const mail = mailFor(proposal, client, studio);
    await enqueueMail(mail, trx);
    const what = revised
      ? `Revised proposal “${proposal.values.title}” (version ${proposal.revision})`
      : `Proposal “${proposal.values.title}”`;
    await addClientEvent(trx, {
      clientId: client.id,
      kind: "proposal_sent",
      summary: `${what} sent to ${mail.to}.`,
      related: { type: "proposal", id: proposal.id },
    });
    return { summary: `Sent the proposal to ${mail.to}`, notice: `Sent to ${mail.to}.` };
  });
}

/** Closes the link: the booking page then says the proposal is no longer available. */
export async function withdrawProposal(input: ProposalChange): Promise<EditResult> {
  const { proposal } = input;
  if (proposal.status === "booked") return refused(PROPOSAL_MESSAGES.booked, 409);
  if (proposal.status === "withdrawn") return refused("This proposal is already withdrawn.", 409);
  return changeProposal(input, async (trx) => {
    const updated = await trx
      .updateTable("proposals")
      .set({ status: "withdrawn" })
      .where("id", "=", proposal.id)
      .where("status", "!=", "booked")
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) refuse(refused(PROPOSAL_MESSAGES.booked, 409));
    await addClientEvent(trx, {
      clientId: proposal.clientId,
      kind: "note",
      summary: `Proposal “${proposal.values.title}” withdrawn: its link no longer opens.`,
      related: { type: "proposal", id: proposal.id },
    });
    return { summary: "Withdrew the proposal", notice: "Withdrawn: the client's link no longer opens." };
  });
}
