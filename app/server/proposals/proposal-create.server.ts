import crypto from "node:crypto";
import type { Kysely } from "kysely";
import { addDays } from "~/shared/booking/pricing";
import type { PaymentSchedule, ProposalContent } from "~/shared/booking/proposal-content";
import { studioDate } from "~/shared/galleries/gallery-rules";
import { recordActivity } from "../content/activity-log.server";
import { addClientEvent } from "../clients/client-events.server";
import { db as sharedDb } from "../db/db.server";
import type { Database } from "../db/schema";
import type { ProposalClient } from "./proposal-record.server";

// "New proposal" on a client's page: a draft with sensible defaults, then its editor. The token is
// the booking link's secret from the start (it stays the same through every revision).

/** Open for two weeks unless she changes it. */
const EXPIRES_AFTER_DAYS = 14;

/** A 30 % retainer at signing, the balance 30 days before the session. */
const DEFAULT_SCHEDULE: PaymentSchedule = {
  retainer: { kind: "percent", basisPoints: 3_000 },
  instalments: [{ kind: "days_before", days: 30 }],
};

const EMPTY_CONTENT: ProposalContent = { packages: [], extras: [], discount: null };

/** 32 random bytes, base64url: the unguessable part of /book/<token>. */
export const newBookingToken = () => crypto.randomBytes(32).toString("base64url");

export async function createProposal(
  client: ProposalClient,
  actorEmail: string,
  now = new Date(),
  db: Kysely<Database> = sharedDb(),
): Promise<number> {
  const title = `Proposal for ${client.names}`.slice(0, 120);
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto("proposals")
      .values({
        client_id: client.id,
        token: newBookingToken(),
        title,
        content: JSON.stringify(EMPTY_CONTENT),
        schedule: JSON.stringify(DEFAULT_SCHEDULE),
        expires_on: addDays(studioDate(now), EXPIRES_AFTER_DAYS),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const id = Number(row.id);
    await addClientEvent(trx, {
      clientId: client.id,
      kind: "proposal_created",
      summary: `Proposal “${title}” started (draft).`,
      related: { type: "proposal", id },
    });
    await recordActivity(trx, {
      actorEmail,
      area: `Client ${client.names}`,
      summary: `Started the proposal “${title}”`,
    });
    return id;
  });
}
