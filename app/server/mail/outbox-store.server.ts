import { sql, type Selectable } from "kysely";
import { database, toIso, type AppDatabase } from "../db/db.server";
import type { OutboxStatus, OutboxTable } from "../db/schema";
import type { QueuedMail } from "./transport.server";

// The outbox's state changes. A row is claimed with a lease before it is sent, so that several
// server processes on one database never send the same row; a lease that runs out (a process
// died mid-send) makes the row claimable again.

type OutboxRow = Selectable<OutboxTable>;

export const MAX_RETRY_DELAY_MS = 6 * 60 * 60 * 1000;

/** Back-off after the n-th failed attempt (n ≥ 1): base, 2×base, 4×base, … capped at 6 hours. */
export function retryDelayMs(attempts: number, baseDelayMs: number): number {
  return Math.min(baseDelayMs * 2 ** Math.max(0, attempts - 1), MAX_RETRY_DELAY_MS);
}

export interface ClaimedMail extends QueuedMail {
  attempts: number;
}

/**
 * Takes the next due row (pending and due, or sending with an expired lease) and marks it
 * sending until `now + leaseMs`. PostgreSQL: SELECT … FOR UPDATE SKIP LOCKED, so concurrent
 * claimers pass over each other's rows. SQLite: BEGIN IMMEDIATE takes the write lock first, so
 * the select-and-update is one step against every other process on the file.
 */
export async function claimNextMail(
  now: Date,
  leaseMs: number,
  app: AppDatabase = database(),
): Promise<ClaimedMail | undefined> {
  const leaseUntil = new Date(now.getTime() + leaseMs);
  if (app.dialect === "postgres") {
    return app.db.transaction().execute(async (trx) => {
      const due = await trx
        .selectFrom("outbox")
        .select("id")
        .where((eb) =>
          eb.or([
            eb.and([eb("status", "=", "pending"), eb("next_attempt_at", "<=", now)]),
            eb.and([eb("status", "=", "sending"), eb("lease_until", "<", now)]),
          ]),
        )
        .orderBy("next_attempt_at")
        .orderBy("id")
        .limit(1)
        .forUpdate()
        .skipLocked()
        .executeTakeFirst();
      if (!due) return undefined;
      const row = await trx
        .updateTable("outbox")
        .set({ status: "sending", lease_until: leaseUntil })
        .where("id", "=", due.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return toClaimed(row);
    });
  }
  return app.db.connection().execute(async (conn) => {
    await sql`begin immediate`.execute(conn);
    try {
      const nowText = now.toISOString();
      const row = await conn
        .updateTable("outbox")
        .set({ status: "sending", lease_until: leaseUntil })
        .where(
          "id",
          "=",
          conn
            .selectFrom("outbox")
            .select("id")
            .where((eb) =>
              eb.or([
                eb.and([eb("status", "=", "pending"), eb("next_attempt_at", "<=", nowText)]),
                eb.and([eb("status", "=", "sending"), eb("lease_until", "<", nowText)]),
              ]),
            )
            .orderBy("next_attempt_at")
            .orderBy("id")
            .limit(1),
        )
        .returningAll()
        .executeTakeFirst();
      await sql`commit`.execute(conn);
      return row && toClaimed(row);
    } catch (error) {
      await sql`rollback`.execute(conn).catch(() => undefined);
      throw error;
    }
  });
}

export async function markSent(id: number, now: Date, app: AppDatabase = database()) {
  await app.db
    .updateTable("outbox")
    .set({ status: "sent", sent_at: now, lease_until: null, last_error: null })
    .where("id", "=", id)
    .where("status", "=", "sending")
    .execute();
}

/** Records a failed attempt: back to pending with a back-off, or dead after the last attempt. */
export async function markFailed(
  mail: ClaimedMail,
  error: string,
  now: Date,
  policy: { maxAttempts: number; baseDelayMs: number },
  app: AppDatabase = database(),
): Promise<OutboxStatus> {
  const attempts = mail.attempts + 1;
  const status: OutboxStatus = attempts >= policy.maxAttempts ? "dead" : "pending";
  await app.db
    .updateTable("outbox")
    .set({
      status,
      attempts,
      last_error: error.slice(0, 2000),
      lease_until: null,
      next_attempt_at: new Date(now.getTime() + retryDelayMs(attempts, policy.baseDelayMs)),
    })
    .where("id", "=", mail.id)
    .where("status", "=", "sending")
    .execute();
  return status;
}

/**
 * For the admin's "retry now": a dead or waiting mail becomes due at once. A dead row keeps its
 * attempt count, so the retry is one more attempt; a failure makes it dead again.
 */
export async function retryNow(id: number, app: AppDatabase = database()): Promise<boolean> {
  const result = await app.db
    .updateTable("outbox")
    .set({ status: "pending", next_attempt_at: new Date(), lease_until: null })
    .where("id", "=", id)
    .where("status", "in", ["pending", "dead"])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
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
