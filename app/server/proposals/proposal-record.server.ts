import type { Kysely } from "kysely";
import { z } from "zod";
import { proposalPackageSchema, proposalContentSchema, paymentScheduleSchema } from "~/shared/booking/proposal-content";
import type { ProposalValues } from "~/shared/proposals/proposal-form";
import { PROPOSAL_MESSAGES } from "~/shared/proposals/proposal-messages";
import { jsonColumn } from "../admin/editor/record-row.server";
import { recordFromUrl } from "../admin/editor/route-params.server";
import { db as sharedDb } from "../db/db.server";
import type { Database } from "../db/schema";

// A proposal as the admin reads it: its row checked at the boundary (JSON columns parsed by the
// shared schemas, so a hand-edited row that breaks their shape fails loudly) and its client.

/** Saved proposals may have no package yet (a new draft); sending needs one to three. */
const storedContent = proposalContentSchema.extend({ packages: z.array(proposalPackageSchema).max(3) });
const when = z.union([z.string(), z.date()]).nullable();

const storedRow = z.object({
  id: z.coerce.number().int(),
  client_id: z.coerce.number().int(),
  token: z.string(),
  version: z.coerce.number().int(),
  revision: z.coerce.number().int(),
  status: z.enum(["draft", "sent", "signed", "booked", "withdrawn"]),
  title: z.string(),
  session_date: z.string().nullable(),
  session_time: z.string().nullable(),
  session_place: z.string(),
  content: jsonColumn(storedContent, "proposals.content"),
  schedule: jsonColumn(paymentScheduleSchema, "proposals.schedule"),
  tax_rate_millis: z.coerce.number().int(),
  contract_template_id: z.coerce.number().int().nullable(),
  contract_body: z.string(),
  message: z.string(),
  expires_on: z.string(),
  photographer_signature: z.string().nullable(),
  sent_at: when,
});

export type ProposalRecord = ReturnType<typeof toRecord>;

/** What a proposal's admin pages show of the proposal itself: which one, at which version, where it stands. */
export const proposalHeading = ({ id, version, revision, status }: ProposalRecord) => ({
  id,
  version,
  revision,
  status,
});

function toRecord(row: unknown) {
  const r = storedRow.parse(row);
  const values: ProposalValues = {
    title: r.title,
    sessionDate: r.session_date,
    sessionTime: r.session_time,
    sessionPlace: r.session_place,
    content: r.content,
    schedule: r.schedule,
    contractTemplateId: r.contract_template_id,
    contractBody: r.contract_body,
    expiresOn: r.expires_on,
    message: r.message,
  };
  return {
    id: r.id,
    clientId: r.client_id,
    token: r.token,
    version: r.version,
    revision: r.revision,
    status: r.status,
    taxRateMillis: r.tax_rate_millis,
    photographerSignature: r.photographer_signature,
    sentAt: r.sent_at === null ? null : new Date(r.sent_at).toISOString(),
    values,
  };
}

async function readProposal(id: number, db: Kysely<Database> = sharedDb()): Promise<ProposalRecord | undefined> {
  const row = await db.selectFrom("proposals").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toRecord(row) : undefined;
}

/** The proposal an admin URL names, or that page's 404. */
export function proposalFromUrl(param: string | undefined): Promise<ProposalRecord> {
  return recordFromUrl(param, PROPOSAL_MESSAGES.noSuchProposal, (id) => readProposal(id));
}

export interface ProposalClient {
  id: number;
  names: string;
  /** Every address the proposal goes to (the partner's too, when there is one). */
  emails: string[];
  status: string;
}

export async function readClient(id: number, db: Kysely<Database> = sharedDb()): Promise<ProposalClient | undefined> {
  const row = await db
    .selectFrom("clients")
    .select(["id", "names", "email", "other_email", "status"])
    .where("id", "=", id)
    .executeTakeFirst();
  if (!row) return undefined;
  const emails = [row.email, row.other_email].filter((e): e is string => !!e && e.trim() !== "");
  return { id: Number(row.id), names: row.names, emails, status: row.status };
}

/** The client an admin URL names, or that page's 404. */
export function clientFromUrl(param: string | undefined): Promise<ProposalClient> {
  return recordFromUrl(param, PROPOSAL_MESSAGES.noSuchClient, (id) => readClient(id));
}

/** What the proposal's contract and mail need from Site settings. */
export async function studioSettings(db: Kysely<Database> = sharedDb()) {
  const row = await db
    .selectFrom("site_settings")
    .select(["site_name", "contact_email", "sales_tax_rate_millis"])
    .where("id", "=", 1)
    .executeTakeFirstOrThrow();
  return { siteName: row.site_name, contactEmail: row.contact_email, taxRateMillis: Number(row.sales_tax_rate_millis) };
}
