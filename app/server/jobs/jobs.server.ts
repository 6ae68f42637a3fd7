import { sql, type Kysely, type Transaction } from "kysely";
import type { z } from "zod";
import { database, db as sharedDb, type AppDatabase } from "../db/db.server";
import type { Database } from "../db/schema";
import type { RetryPolicy } from "./backoff";
import { claimNext, completeClaimed, extendLease, failClaimed, type LeaseQueue } from "./lease-queue.server";

// Durable background jobs: a row per job in `jobs`, written in the same transaction as its cause
// (a photo upload), run by the jobs worker of any server process. Kinds register a handler at
// import; the worker only claims kinds it knows.

export const JOBS_QUEUE: LeaseQueue = {
  table: "jobs",
  stateColumn: "state",
  ready: "queued",
  running: "running",
  dead: "dead",
  done: "done",
  doneAtColumn: "finished_at",
  dueColumn: "run_after",
  countClaims: true,
};

/** Thrown by a handler when retrying cannot help (a corrupt file): the job is dead at once. */
export class PermanentJobError extends Error {}

export interface JobContext {
  app: AppDatabase;
  jobId: number;
  /** 1 for the first run. */
  attempt: number;
  /** Whether this is the last attempt (a handler records a final failure for the admin). */
  lastAttempt: boolean;
}

export interface JobKind<P> {
  kind: string;
  policy: RetryPolicy;
  run(payload: P, context: JobContext): Promise<void>;
  /** Called once when the job is dead (last attempt failed, or a permanent error). */
  onDead?(payload: P, error: string, context: JobContext): Promise<void>;
}

const kinds = new Map<string, JobKind<unknown>>();

export function registerJobKind<P>(kind: JobKind<P>) {
  kinds.set(kind.kind, kind as JobKind<unknown>);
}

/**
 * A kind whose payload `schema` checks before `run`: a payload it refuses can never succeed, so it
 * is a permanent error (the job is dead at once instead of retried).
 */
export function registerCheckedJobKind<P>(
  kind: string,
  policy: RetryPolicy,
  schema: z.ZodType<P>,
  run: (payload: P, context: JobContext) => Promise<unknown>,
) {
  registerJobKind<unknown>({
    kind,
    policy,
    async run(payload, context) {
      const parsed = schema.safeParse(payload);
      if (!parsed.success) throw new PermanentJobError(`Bad ${kind} payload: ${JSON.stringify(payload)}`);
      await run(parsed.data, context);
    },
  });
}

export function registeredJobKinds(): string[] {
  return [...kinds.keys()];
}

type Executor = Kysely<Database> | Transaction<Database>;

/** Queues a job; pass the surrounding transaction so the job and its cause commit together. */
export async function enqueueJob(kind: string, payload: unknown, executor: Executor = sharedDb()): Promise<number> {
  const row = await executor
    .insertInto("jobs")
    .values({ kind, payload: JSON.stringify(payload), lease_until: null, last_error: null, finished_at: null })
    .returning("id")
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

export interface ClaimedJob {
  id: number;
  kind: string;
  payload: unknown;
  /** Attempts so far, this one included. */
  attempts: number;
}

export async function claimNextJob(
  now: Date,
  leaseMs: number,
  app: AppDatabase = database(),
  onlyKinds: string[] = registeredJobKinds(),
): Promise<ClaimedJob | undefined> {
  if (onlyKinds.length === 0) return undefined;
  const row = await claimNext(app, JOBS_QUEUE, now, leaseMs, sql`kind in (${sql.join(onlyKinds)})`);
  if (!row) return undefined;
  return {
    id: Number(row.id),
    kind: String(row.kind),
    payload: JSON.parse(String(row.payload)) as unknown,
    attempts: Number(row.attempts),
  };
}

export async function markJobDone(id: number, now: Date, app: AppDatabase = database()) {
  await completeClaimed(app, JOBS_QUEUE, id, now);
}

/** Done jobs are kept a week (to look into), then removed; dead ones stay for the admin. */
export const KEEP_DONE_JOBS_MS = 7 * 86_400_000;

export async function pruneDoneJobs(now: Date, app: AppDatabase = database()): Promise<number> {
  const cutoff = new Date(now.getTime() - KEEP_DONE_JOBS_MS);
  const result = await app.db
    .deleteFrom("jobs")
    .where("state", "=", "done")
    .where("finished_at", "<", app.dialect === "postgres" ? cutoff : cutoff.toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

export interface JobRunResult {
  done: number;
  retried: number;
  dead: number;
}

/**
 * Runs due jobs one after another (one at a time per process by design: photo processing takes
 * both cores otherwise). A long job's lease is renewed every third of `leaseMs` while it runs.
 */
export async function runDueJobs(options: {
  app?: AppDatabase;
  leaseMs: number;
  limit?: number;
  now?: () => Date;
  shouldStop?: () => boolean;
}): Promise<JobRunResult> {
  const app = options.app ?? database();
  const now = options.now ?? (() => new Date());
  const result: JobRunResult = { done: 0, retried: 0, dead: 0 };
  for (let i = 0; i < (options.limit ?? 20); i++) {
    if (options.shouldStop?.()) break;
    const job = await claimNextJob(now(), options.leaseMs, app);
    if (!job) break;
    const handler = kinds.get(job.kind);
    if (!handler) break; // cannot happen: only registered kinds are claimed
    const context: JobContext = {
      app,
      jobId: job.id,
      attempt: job.attempts,
      lastAttempt: job.attempts >= handler.policy.maxAttempts,
    };
    let error: string | undefined;
    let permanent = false;
    if (job.attempts > handler.policy.maxAttempts) {
      // Claimed again after its lease ran out on the last attempt: the process died each time.
      error = "The work stopped (the server restarted or crashed) during every attempt.";
      permanent = true;
    } else {
      const heartbeat = setInterval(
        () => void extendLease(app, JOBS_QUEUE, job.id, new Date(Date.now() + options.leaseMs)).catch(() => undefined),
        Math.max(50, Math.floor(options.leaseMs / 3)),
      );
      try {
        await handler.run(job.payload, context);
      } catch (caught) {
        error = caught instanceof Error ? caught.message : String(caught);
        permanent = caught instanceof PermanentJobError;
      } finally {
        clearInterval(heartbeat);
      }
    }
    if (error === undefined) {
      await markJobDone(job.id, now(), app);
      result.done++;
      continue;
    }
    const outcome = await failClaimed(
      app,
      JOBS_QUEUE,
      { id: job.id, attempts: Math.min(job.attempts, handler.policy.maxAttempts) },
      error,
      now(),
      handler.policy,
      { permanent },
    );
    if (outcome === "dead") {
      result.dead++;
      console.error(`jobs: ${job.kind} ${job.id} is dead after ${job.attempts} attempt(s): ${error}`);
      await handler.onDead?.(job.payload, error, context);
    } else {
      result.retried++;
      console.warn(`jobs: ${job.kind} ${job.id} attempt ${job.attempts} failed: ${error}`);
    }
  }
  return result;
}
