import { sql, type RawBuilder } from "kysely";
import type { AppDatabase } from "../db/db.server";
import { retryDelayMs, type RetryPolicy } from "./backoff";

// The lease pattern of every durable queue in the app (the mail outbox, the jobs table): a row is
// claimed by moving it to a "running" state with a lease; a process that dies mid-work leaves an
// expired lease, and the row becomes claimable again. Failures go back to "ready" with a back-off,
// or to "dead" after the last attempt. The queues differ only in names, so this module takes a
// description of the table and writes the SQL once for SQLite and PostgreSQL.

export interface LeaseQueue {
  table: "outbox" | "jobs";
  stateColumn: string;
  /** Waiting for its time (pending / queued). */
  ready: string;
  /** Claimed, under a lease (sending / running). */
  running: string;
  dead: string;
  /** Its work finished (sent / done), at the time in `doneAtColumn`. */
  done: string;
  doneAtColumn: string;
  /** When a ready row becomes due. */
  dueColumn: string;
  /**
   * Count an attempt when a row is claimed rather than when it fails, so that work which kills
   * its process every time (a poison job) still runs out of attempts.
   */
  countClaims?: boolean;
}

/** A claimed row, as the database returned it (the caller maps its own columns). */
export type ClaimedRow = Record<string, unknown> & { id: number | string; attempts: number | string };

const ts = (app: AppDatabase, date: Date): Date | string => (app.dialect === "postgres" ? date : date.toISOString());

function dueCondition(app: AppDatabase, queue: LeaseQueue, now: Date, where?: RawBuilder<unknown>) {
  const state = sql.ref(queue.stateColumn);
  const due = sql.ref(queue.dueColumn);
  const n = ts(app, now);
  const extra = where ? sql` and (${where})` : sql``;
  return sql`((${state} = ${queue.ready} and ${due} <= ${n}) or (${state} = ${queue.running} and lease_until < ${n}))${extra}`;
}

/**
 * Takes the next due row (ready and due, or running with an expired lease) and marks it running
 * until `now + leaseMs`. PostgreSQL: SELECT … FOR UPDATE SKIP LOCKED, so concurrent claimers pass
 * over each other's rows. SQLite: BEGIN IMMEDIATE takes the write lock first, so the
 * select-and-update is one step against every other process on the file.
 */
export async function claimNext(
  app: AppDatabase,
  queue: LeaseQueue,
  now: Date,
  leaseMs: number,
  where?: RawBuilder<unknown>,
): Promise<ClaimedRow | undefined> {
  const table = sql.table(queue.table);
  const state = sql.ref(queue.stateColumn);
  const due = sql.ref(queue.dueColumn);
  const leaseUntil = ts(app, new Date(now.getTime() + leaseMs));
  const attempts = queue.countClaims ? sql`attempts + 1` : sql`attempts`;
  const pick = sql`select id from ${table} where ${dueCondition(app, queue, now, where)} order by ${due}, id limit 1`;
  if (app.dialect === "postgres") {
    const result = await sql<ClaimedRow>`
      update ${table} set ${state} = ${queue.running}, lease_until = ${leaseUntil}, attempts = ${attempts}
      where id = (${pick} for update skip locked)
      returning *`.execute(app.db);
    return result.rows[0];
  }
  return app.db.connection().execute(async (conn) => {
    await sql`begin immediate`.execute(conn);
    try {
      const result = await sql<ClaimedRow>`
        update ${table} set ${state} = ${queue.running}, lease_until = ${leaseUntil}, attempts = ${attempts}
        where id = (${pick})
        returning *`.execute(conn);
      await sql`commit`.execute(conn);
      return result.rows[0];
    } catch (error) {
      await sql`rollback`.execute(conn).catch(() => undefined);
      throw error;
    }
  });
}

/** Moves a claimed row's lease forward (long work heartbeats so no one else takes it over). */
export async function extendLease(app: AppDatabase, queue: LeaseQueue, id: number, until: Date): Promise<boolean> {
  const result = await sql`update ${sql.table(queue.table)} set lease_until = ${ts(app, until)}
    where id = ${id} and ${sql.ref(queue.stateColumn)} = ${queue.running}`.execute(app.db);
  return Number(result.numAffectedRows ?? 0) > 0;
}

/** The claimed row's work is finished: done at `now`, with no lease nor error left. */
export async function completeClaimed(app: AppDatabase, queue: LeaseQueue, id: number, now: Date) {
  const state = sql.ref(queue.stateColumn);
  await sql`update ${sql.table(queue.table)}
    set ${state} = ${queue.done}, ${sql.ref(queue.doneAtColumn)} = ${ts(app, now)}, lease_until = null, last_error = null
    where id = ${id} and ${state} = ${queue.running}`.execute(app.db);
}

/**
 * Records a failed attempt: back to ready after a back-off, or dead after the last attempt (or at
 * once when `permanent`: retrying cannot help). `attemptsSoFar` is the row's count as claimed.
 */
export async function failClaimed(
  app: AppDatabase,
  queue: LeaseQueue,
  claimed: { id: number; attempts: number },
  error: string,
  now: Date,
  policy: RetryPolicy,
  options: { permanent?: boolean } = {},
): Promise<"ready" | "dead"> {
  const attempts = queue.countClaims ? claimed.attempts : claimed.attempts + 1;
  const outcome = options.permanent || attempts >= policy.maxAttempts ? "dead" : "ready";
  const runAt = new Date(now.getTime() + retryDelayMs(attempts, policy.baseDelayMs));
  await sql`update ${sql.table(queue.table)}
    set ${sql.ref(queue.stateColumn)} = ${outcome === "dead" ? queue.dead : queue.ready},
        attempts = ${attempts}, last_error = ${error.slice(0, 2000)}, lease_until = null,
        ${sql.ref(queue.dueColumn)} = ${ts(app, runAt)}
    where id = ${claimed.id} and ${sql.ref(queue.stateColumn)} = ${queue.running}`.execute(app.db);
  return outcome;
}

/** For an admin's "retry now": a dead or waiting row becomes due at once. */
export async function retryNow(app: AppDatabase, queue: LeaseQueue, id: number, now = new Date()): Promise<boolean> {
  const state = sql.ref(queue.stateColumn);
  const result = await sql`update ${sql.table(queue.table)}
    set ${state} = ${queue.ready}, ${sql.ref(queue.dueColumn)} = ${ts(app, now)}, lease_until = null
    where id = ${id} and ${state} in (${queue.ready}, ${queue.dead})`.execute(app.db);
  return Number(result.numAffectedRows ?? 0) > 0;
}
