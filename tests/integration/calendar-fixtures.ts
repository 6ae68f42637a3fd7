import ICAL from "ical.js";
import type { Kysely } from "kysely";
import type { Database } from "~/server/db/schema";
import { insertSignedProposal, type SignedProposal } from "./signed-proposal-fixtures";

// A booked proposal, as paying the retainer leaves it (the paying itself is the booking page's):
// signed, its retainer invoice paid, the proposal and the client booked. Its other invoices stay
// open with their due dates (the balance, 30 days before the session on 2027-10-16).

export async function insertBookedProposal(
  db: Kysely<Database>,
  options: Parameters<typeof insertSignedProposal>[1] = {},
): Promise<SignedProposal> {
  const signed = await insertSignedProposal(db, options);
  const retainer = signed.invoices[0]!;
  const paidAt = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("payments")
      .values({
        invoice_id: retainer.id,
        client_id: signed.clientId,
        amount_cents: retainer.amountCents,
        method: "card",
        provider: "test",
        provider_session_id: `test-${signed.proposalId}-${retainer.id}`,
        status: "paid",
        paid_at: paidAt,
      })
      .execute();
    await trx.updateTable("invoices").set({ status: "paid", paid_at: paidAt }).where("id", "=", retainer.id).execute();
    await trx.updateTable("proposals").set({ status: "booked" }).where("id", "=", signed.proposalId).execute();
    await trx.updateTable("clients").set({ status: "booked" }).where("id", "=", signed.clientId).execute();
  });
  return signed;
}

/** A feed parsed back by ical.js, its own VTIMEZONE registered first (as a calendar app does). */
export function parseFeed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const zone = calendar.getFirstSubcomponent("vtimezone");
  if (zone) ICAL.TimezoneService.register(zone);
  const events = calendar.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));
  return {
    name: calendar.getFirstPropertyValue("x-wr-calname"),
    events,
    byUid: new Map(events.map((e) => [e.uid, e])),
  };
}
