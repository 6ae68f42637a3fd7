import type { Kysely } from "kysely";
import type { Database } from "~/server/db/schema";

// Reading what the booking reminders left behind: their mails in the outbox and the timeline.

export interface ReminderMail {
  kind: string;
  to: string;
  subject: string;
  text: string;
  related: string;
}

/** The reminder mails about these invoices and proposals, oldest first. */
export async function reminderMails(
  db: Kysely<Database>,
  about: { invoices?: number[]; proposals?: number[] },
): Promise<ReminderMail[]> {
  const rows = await db
    .selectFrom("outbox")
    .select(["kind", "to_address", "subject", "text_body", "related_type", "related_id"])
    .where((eb) =>
      eb.or([
        eb.and([eb("related_type", "=", "invoice"), eb("related_id", "in", [0, ...(about.invoices ?? [])])]),
        eb.and([eb("related_type", "=", "proposal"), eb("related_id", "in", [0, ...(about.proposals ?? [])])]),
      ]),
    )
    .where("kind", "like", "%reminder%")
    .orderBy("id")
    .execute();
  return rows.map((r) => ({
    kind: r.kind,
    to: r.to_address,
    subject: r.subject,
    text: r.text_body,
    related: `${r.related_type}:${Number(r.related_id)}`,
  }));
}

/** The client's timeline entries of these kinds, oldest first. */
export async function timelineOf(db: Kysely<Database>, clientId: number, kinds: string[]) {
  const rows = await db
    .selectFrom("client_events")
    .select(["kind", "summary", "related_type", "related_id"])
    .where("client_id", "=", clientId)
    .where("kind", "in", kinds)
    .orderBy("id")
    .execute();
  return rows.map((r) => ({ kind: r.kind, summary: r.summary, related: `${r.related_type}:${Number(r.related_id)}` }));
}
