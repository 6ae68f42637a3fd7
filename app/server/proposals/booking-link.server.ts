import type { Kysely, Selectable } from "kysely";
import { isExpired } from "~/shared/galleries/gallery-rules";
import type { ProposalSignaturesTable, ProposalsTable } from "../db/booking-schema";
import { database, type AppDatabase } from "../db/db.server";
import type { Database } from "../db/schema";
import { openPrivateLink } from "../security/private-link.server";

// What a booking link (/book/<token>, issue 28 §5) opens to. The token is the only key: it opens
// this one proposal's page and nothing else; wrong tokens are counted as guesses (private-link).

export type ProposalRow = Selectable<ProposalsTable>;
export type SignatureRow = Selectable<ProposalSignaturesTable>;

export interface BookingProposal {
  row: ProposalRow;
  clientNames: string;
  /** The latest signature of any revision, if she signed one. */
  signature: SignatureRow | undefined;
}

export type BookingLink =
  | { state: "limited"; retryAfterSeconds: number }
  /** A wrong token, a withdrawn proposal, or a draft never sent. */
  | { state: "unknown" }
  /** Sent before, now back in draft while the photographer edits it (a new revision). */
  | ({ state: "updating" } & BookingProposal)
  | ({ state: "expired" } & BookingProposal)
  /** Sent and signable; `signature`, if any, is of an earlier revision. */
  | ({ state: "open" } & BookingProposal)
  /** Signed (or booked): `signature` is this revision's. */
  | ({ state: "signed"; signature: SignatureRow } & Omit<BookingProposal, "signature">);

const GUESS_SCOPE = "booking-link";

async function readBookingProposal(db: Kysely<Database>, token: string): Promise<BookingProposal | undefined> {
  const row = await db
    .selectFrom("proposals")
    .innerJoin("clients", "clients.id", "proposals.client_id")
    .selectAll("proposals")
    .select("clients.names as client_names")
    .where("proposals.token", "=", token)
    .executeTakeFirst();
  if (!row) return undefined;
  const { client_names, ...proposal } = row;
  const signature = await db
    .selectFrom("proposal_signatures")
    .selectAll()
    .where("proposal_id", "=", proposal.id)
    .orderBy("revision", "desc")
    .limit(1)
    .executeTakeFirst();
  return { row: proposal, clientNames: client_names, signature };
}

/** The state of a proposal's link at `now` (see BookingLink). */
function linkState(found: BookingProposal, now: Date): Exclude<BookingLink, { state: "limited" }> {
  const { row, signature } = found;
  switch (row.status) {
    case "withdrawn":
      return { state: "unknown" };
    case "draft":
      return row.sent_at === null && !signature ? { state: "unknown" } : { state: "updating", ...found };
    case "sent":
      return isExpired(row.expires_on, now) ? { state: "expired", ...found } : { state: "open", ...found };
    case "signed":
    case "booked":
      return signature && Number(signature.revision) === Number(row.revision)
        ? { state: "signed", ...found, signature }
        : { state: "updating", ...found };
  }
}

/** Opens /book/<token> for this request: counted against guessing, then looked up. */
export async function openBookingLink(
  request: Request,
  token: string,
  app: AppDatabase = database(),
  now = new Date(),
): Promise<BookingLink> {
  const opened = await openPrivateLink(request, GUESS_SCOPE, token, (t) => readBookingProposal(app.db, t), app.db, now);
  return opened.state === "found" ? linkState(opened.found, now) : opened;
}
