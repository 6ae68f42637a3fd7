import { database, type AppDatabase } from "../db/db.server";
import { env } from "../env.server";
import { pruneSignInThrottle } from "../admin/throttle.server";
import { pruneRateLimits } from "../security/rate-limit.server";
import { startPollingWorker, type PollingWorker } from "../jobs/polling-worker";
import { claimNextMail, markFailed, markSent } from "./outbox-store.server";
import { createMailTransport, type MailTransport } from "./transport.server";

// Delivers the outbox, in the server process, for the server's whole life. Every instance runs
// one; leases keep them from sending the same row. A failed send waits with exponential back-off
// and after OUTBOX_MAX_ATTEMPTS the row is "dead": kept for the admin to see and retry.

/** Longer than the SMTP transport's worst case (connect + greeting + one socket timeout). */
export const LEASE_MS = 5 * 60 * 1000;
const PRUNE_EVERY_MS = 60 * 60 * 1000;
/** A tick stops after this many rows so a large backlog never starves the poll timer. */
const MAX_PER_TICK = 50;

export interface DeliveryOptions {
  transport: MailTransport;
  maxAttempts: number;
  baseDelayMs: number;
  app?: AppDatabase;
  now?: () => Date;
  limit?: number;
}

export interface DeliveryResult {
  sent: number;
  failed: number;
  dead: number;
}

/** Sends every row that is due now, one claim at a time; the result counts what happened. */
export async function deliverDueMail(options: DeliveryOptions): Promise<DeliveryResult> {
  const now = options.now ?? (() => new Date());
  const app = options.app ?? database();
  const result: DeliveryResult = { sent: 0, failed: 0, dead: 0 };
  for (let i = 0; i < (options.limit ?? MAX_PER_TICK); i++) {
    const mail = await claimNextMail(now(), LEASE_MS, app);
    if (!mail) break;
    try {
      await options.transport.send(mail);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const status = await markFailed(mail, message, now(), options, app);
      if (status === "dead") {
        result.dead++;
        console.error(`outbox: mail ${mail.id} is dead after ${mail.attempts + 1} attempts: ${message}`);
      } else {
        result.failed++;
        console.warn(`outbox: mail ${mail.id} attempt ${mail.attempts + 1} failed: ${message}`);
      }
      continue;
    }
    await markSent(mail.id, now(), app);
    result.sent++;
  }
  return result;
}

let worker: PollingWorker | undefined;

/** Asks this process's worker to look at the outbox now (after an enquiry was queued). */
export function wakeOutboxWorker() {
  worker?.wake();
}

/** Starts the polling loop; the returned function stops it after the current tick finishes. */
export function startOutboxWorker(): () => Promise<void> {
  const config = env();
  const transport = createMailTransport();
  console.log(`outbox: delivering mail via ${transport.description}`);
  let lastPrune = 0;
  const current = startPollingWorker({
    name: "outbox",
    pollMs: config.OUTBOX_POLL_MS,
    tick: async () => {
      await deliverDueMail({
        transport,
        maxAttempts: config.OUTBOX_MAX_ATTEMPTS,
        baseDelayMs: config.OUTBOX_BASE_DELAY_MS,
      });
      if (Date.now() - lastPrune > PRUNE_EVERY_MS) {
        lastPrune = Date.now();
        await pruneRateLimits();
        await pruneSignInThrottle();
      }
    },
  });
  worker = current;
  return async () => {
    if (worker === current) worker = undefined;
    await current.stop();
    transport.close();
  };
}
