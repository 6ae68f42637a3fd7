import type { Kysely } from "kysely";
import type { ClientEventKind, ClientEventRelatedType } from "~/shared/clients/client-events";
import { toIso } from "../db/db.server";
import type { Database } from "../db/schema";

// The client's timeline (issue 28 §1): everything that happened, one row each, written in the same
// transaction as the change it describes so the timeline never claims what did not happen.
// Every writer names its kind in app/shared/clients/client-events.ts, so the timeline's words
// have one list to follow.

export interface NewClientEvent {
  clientId: number;
  kind: ClientEventKind;
  /** One plain sentence for the timeline ("Proposal “Wedding 2027” sent to anna@example.com."). */
  summary: string;
  /** The row it is about, so the timeline can link to it. */
  related?: { type: ClientEventRelatedType; id: number };
  /** When it happened, if not now (the enquiry a client was made from keeps its own time). */
  at?: Date | string;
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
      ...(event.at === undefined ? {} : { created_at: toIso(event.at) }),
    })
    .execute();
}
