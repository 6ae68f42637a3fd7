import type { Kysely } from "kysely";
import { addClientEvent } from "../clients/client-events.server";
import type { Database } from "../db/schema";
import { settleSessionBooking } from "../scheduling/session-lifecycle-settle.server";

// The retainer's payment books the session, whether the client paid it by card (settle-invoice)
// or the photographer recorded it as paid outside the site (the invoice page): the proposal and the
// client become booked, once, with a line on the timeline, in the caller's transaction. A
// self-booked session's held time is booked with it, or, when someone took it while the client
// paid, nothing is booked and the retainer is refunded (../scheduling/session-lifecycle-settle).

export interface RetainerInvoice {
  clientId: number;
  position: number;
  proposalId: number | null;
  proposalStatus: string | null;
  title: string | null;
}

/** Books the proposal when this paid invoice is its retainer and it is still only signed. */
export async function bookOnRetainer(trx: Kysely<Database>, invoice: RetainerInvoice, now: Date): Promise<boolean> {
  if (invoice.position !== 1 || invoice.proposalId === null || invoice.proposalStatus !== "signed") return false;
  if ((await settleSessionBooking(trx, invoice.proposalId, now)) === "taken") return false;
  const proposal = await trx
    .updateTable("proposals")
    .set({ status: "booked", updated_at: now })
    .where("id", "=", invoice.proposalId)
    .where("status", "=", "signed")
    .executeTakeFirst();
  if (Number(proposal.numUpdatedRows) !== 1) return false;
  await trx
    .updateTable("clients")
    .set({ status: "booked", updated_at: now })
    .where("id", "=", invoice.clientId)
    .where("status", "not in", ["booked", "completed"])
    .execute();
  await addClientEvent(trx, {
    clientId: invoice.clientId,
    kind: "booking_confirmed",
    summary: `Booked: “${invoice.title ?? ""}”, retainer paid.`,
    related: { type: "proposal", id: invoice.proposalId },
  });
  return true;
}

/** The /session/<token> of a self-booked session's proposal (its mails carry the link), or null. */
export async function selfBookedToken(trx: Kysely<Database>, proposalId: number): Promise<string | null> {
  const row = await trx
    .selectFrom("session_bookings")
    .select("token")
    .where("proposal_id", "=", proposalId)
    .where("status", "=", "booked")
    .executeTakeFirst();
  return row?.token ?? null;
}
