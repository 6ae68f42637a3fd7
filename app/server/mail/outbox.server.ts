import type { Kysely, Transaction } from "kysely";
import { db as sharedDb } from "../db/db.server";
import type { Database } from "../db/schema";
import { attachmentsColumn, type MailAttachment } from "./attachments.server";

// Every e-mail the site sends is first a row here, written in the same transaction as the thing
// it is about (an enquiry, an order, a review). The outbox worker delivers it with retries.

export interface OutgoingMail {
  /** What the mail is, for the admin: "enquiry", "enquiry-auto-reply", "order-paid", "review", … */
  kind: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
  related?: { type: string; id: number };
  /** Files sent with it: stored ones are read when it is sent (./attachments.server.ts). */
  attachments?: readonly MailAttachment[];
}

type Executor = Kysely<Database> | Transaction<Database>;

/** Queues a mail; pass the surrounding transaction so the mail and its cause commit together. */
export async function enqueueMail(mail: OutgoingMail, executor: Executor = sharedDb()): Promise<number> {
  const row = await executor
    .insertInto("outbox")
    .values({
      kind: mail.kind,
      to_address: mail.to,
      reply_to: mail.replyTo ?? null,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html ?? null,
      related_type: mail.related?.type ?? null,
      related_id: mail.related?.id ?? null,
      attachments: attachmentsColumn(mail.attachments),
      lease_until: null,
      last_error: null,
      sent_at: null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return Number(row.id);
}
