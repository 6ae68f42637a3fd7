import type { Kysely } from "kysely";
import type { ClientStatus } from "../db/booking-schema";
import type { Database } from "../db/schema";

// The client's timeline (issue 28 §1): everything that happened, one row each, written in the same
// transaction as the change it describes so the timeline never claims what did not happen.
// Every writer names its kind here, so the timeline's words and icons have one list to follow.

export const CLIENT_EVENT_KINDS = [
  "enquiry",
  "client_created",
  "client_edited",
  "status_changed",
  "proposal_created",
  "proposal_sent",
  "proposal_revised",
  "proposal_viewed",
  "proposal_signed",
  "contract_pdf_ready",
  "invoice_created",
  "payment_started",
  "payment_received",
  "payment_failed",
  "booking_confirmed",
  "note",
] as const;

export type ClientEventKind = (typeof CLIENT_EVENT_KINDS)[number];

export interface NewClientEvent {
  clientId: number;
  kind: ClientEventKind;
  /** One plain sentence for the timeline ("Proposal “Wedding 2027” sent to anna@example.com."). */
  summary: string;
  /** The row it is about, so the timeline can link to it. */
  related?: { type: "enquiry" | "proposal" | "signature" | "invoice" | "payment" | "gallery" | "order"; id: number };
}

/** Appends to the client's timeline; call it inside the transaction that made the change. */
export async function addClientEvent(trx: Kysely<Database>, event: NewClientEvent): Promise<void> {
  await trx
    .insertInto("client_events")
    .values({
      client_id: event.clientId,
      kind: event.kind,
      summary: event.summary,
      related_type: event.related?.type ?? null,
      related_id: event.related?.id ?? null,
    })
    .execute();
}

/** The status words she sees (issue 28 §1). */
export const CLIENT_STATUS_LABELS: Record<ClientStatus, string> = {
  new: "New enquiry",
  proposal_sent: "Proposal sent",
  booked: "Booked",
  completed: "Completed",
  lost: "Lost",
};
