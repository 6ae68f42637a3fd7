import type { Selectable } from "kysely";
import { database, toIso, type AppDatabase } from "../db/db.server";
import type { RetryPolicy } from "../jobs/backoff";
import {
  claimNext,
  completeClaimed,
  failClaimed,
  retryNow as retryQueued,
  type LeaseQueue,
} from "../jobs/lease-queue.server";
import type { OutboxStatus, OutboxTable } from "../db/schema";
import { parseAttachmentsColumn } from "./attachments.server";
import type { QueuedMail } from "./transport.server";

// The outbox's state changes. A row is claimed with a lease before it is sent, so that several
// server processes on one database never send the same row; a lease that runs out (a process
// died mid-send) makes the row claimable again.

type OutboxRow = Selectable<OutboxTable>;

export { MAX_RETRY_DELAY_MS, retryDelayMs } from "../jobs/backoff";

/** The outbox in the shared lease pattern's terms (app/server/jobs/lease-queue.server.ts). */
export const OUTBOX_QUEUE: LeaseQueue = {
  table: "outbox",
  stateColumn: "status",
  ready: "pending",
  running: "sending",
  dead: "dead",
  done: "sent",
  doneAtColumn: "sent_at",
  dueColumn: "next_attempt_at",
};

export interface ClaimedMail extends QueuedMail {
  attempts: number;
}

/**
 * Takes the next due row (pending and due, or sending with an expired lease) and marks it
 * sending until `now + leaseMs` (FOR UPDATE SKIP LOCKED on PostgreSQL, BEGIN IMMEDIATE on SQLite).
 */
export async function claimNextMail(
  now: Date,
  leaseMs: number,
  app: AppDatabase = database(),
): Promise<ClaimedMail | undefined> {
  const row = await claimNext(app, OUTBOX_QUEUE, now, leaseMs);
  return row && toClaimed(row as unknown as OutboxRow);
}

export async function markSent(id: number, now: Date, app: AppDatabase = database()) {
  await completeClaimed(app, OUTBOX_QUEUE, id, now);
}

/** Records a failed attempt: back to pending with a back-off, or dead after the last attempt. */
export async function markFailed(
  mail: ClaimedMail,
  error: string,
  now: Date,
  policy: RetryPolicy,
  app: AppDatabase = database(),
): Promise<OutboxStatus> {
  const outcome = await failClaimed(app, OUTBOX_QUEUE, mail, error, now, policy);
  return outcome === "dead" ? "dead" : "pending";
}

/**
 * For the admin's "retry now": a dead or waiting mail becomes due at once. A dead row keeps its
 * attempt count, so the retry is one more attempt; a failure makes it dead again.
 */
export async function retryNow(id: number, app: AppDatabase = database()): Promise<boolean> {
  return retryQueued(app, OUTBOX_QUEUE, id);
}

export interface MailDelivery {
  id: number;
  kind: string;
  to: string;
  subject: string;
  status: OutboxStatus;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string;
  sentAt: string | null;
  createdAt: string;
}

/** Every mail about one item (e.g. { type: "enquiry", id }), oldest first, for the admin. */
export async function deliveryState(
  related: { type: string; id: number },
  app: AppDatabase = database(),
): Promise<MailDelivery[]> {
  const rows = await app.db
    .selectFrom("outbox")
    .selectAll()
    .where("related_type", "=", related.type)
    .where("related_id", "=", related.id)
    .orderBy("id")
    .execute();
  return rows.map(toDelivery);
}

/** Mail the admin should look at: dead rows and rows that have failed at least once. */
export async function troubledMail(app: AppDatabase = database()): Promise<MailDelivery[]> {
  const rows = await app.db
    .selectFrom("outbox")
    .selectAll()
    .where((eb) => eb.or([eb("status", "=", "dead"), eb.and([eb("status", "=", "pending"), eb("attempts", ">", 0)])]))
    .orderBy("id", "desc")
    .limit(200)
    .execute();
  return rows.map(toDelivery);
}

function toClaimed(row: OutboxRow): ClaimedMail {
  return {
    id: Number(row.id),
    to: row.to_address,
    replyTo: row.reply_to,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    attachments: parseAttachmentsColumn(row.attachments),
    createdAt: toIso(row.created_at),
    attempts: Number(row.attempts),
  };
}

function toDelivery(row: OutboxRow): MailDelivery {
  return {
    id: Number(row.id),
    kind: row.kind,
    to: row.to_address,
    subject: row.subject,
    status: row.status,
    attempts: Number(row.attempts),
    lastError: row.last_error,
    nextAttemptAt: toIso(row.next_attempt_at),
    sentAt: row.sent_at === null ? null : toIso(row.sent_at),
    createdAt: toIso(row.created_at),
  };
}
