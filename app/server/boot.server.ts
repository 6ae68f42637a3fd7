import { registerBundledPhotos } from "../images/register-bundled.server";
import { carryOverTestimonialPhotos } from "./admin/photos.server";
import { registerNightlyBackupJob, startBackupWatch } from "./backup/nightly.server";
import { seedContent } from "./content/seed-content.server";
import { database, closeDatabase, migrate } from "./db/db.server";
import { env } from "./env.server";
import { registerGalleryReminderJob, startReminderWatch } from "./galleries/reminders.server";
import { startJobsWorker } from "./jobs/jobs-worker.server";
import { startOutboxWorker } from "./mail/outbox-worker.server";
import { configureSharp, registerMediaJobs } from "./media/process.server";
import { registerContractPdfJob } from "./proposals/contract-pdf-job.server";
import { registerBookingReminderJob, startBookingReminderWatch } from "./reminders/reminders.server";
import { registerReceiptJob } from "./payments/receipt-job.server";
import { registerGiftCardMailJob } from "./shop/gift-card-job.server";
import { registerWaitlistOfferJob } from "./scheduling/waitlist-offer.server";
import { registerSessionTakenJob } from "./scheduling/session-lifecycle-refund.server";
import { registerSessionReminderJob, startSessionReminderWatch } from "./scheduling/session-reminders.server";

type Stopper = () => Promise<void> | void;
const backgroundTasks: Array<{ name: string; start: () => Stopper }> = [];

/**
 * Registers work that runs in the server process for its whole life (the mail outbox worker).
 * Modules call this at import; `boot` starts them after migrations.
 */
export function registerBackgroundTask(name: string, start: () => Stopper) {
  if (!backgroundTasks.some((t) => t.name === name)) backgroundTasks.push({ name, start });
}

registerBackgroundTask("mail-outbox", startOutboxWorker);
registerMediaJobs();
// Booking: the signed contract's PDF, queued by signing (issue 28).
registerContractPdfJob();
registerReceiptJob();
registerGiftCardMailJob();
// Mini-session waitlists (issue 30 §3): a freed slot is offered to the next person waiting.
registerWaitlistOfferJob();
// Client galleries' expiry reminders: a look every 15 minutes queues the sweep job when one is due.
registerGalleryReminderJob();
registerBackgroundTask("gallery-reminders", startReminderWatch);
// BACKUP_TO's nightly backup: a look every 10 minutes queues it once a night across instances.
registerNightlyBackupJob();
registerBackgroundTask("backups", startBackupWatch);
// Booking reminders (issue 29 §2): payments due and proposals about to expire, once each.
registerBookingReminderJob();
registerBackgroundTask("booking-reminders", () => startBookingReminderWatch());
// Self-booked sessions (issue 30): a retainer paid for a time taken meanwhile is refunded; the
// reminders 2 days before and on the morning, and the sweep of lapsed holds.
registerSessionTakenJob();
registerSessionReminderJob();
registerBackgroundTask("session-reminders", () => startSessionReminderWatch());
registerBackgroundTask("jobs", () => {
  configureSharp();
  return startJobsWorker();
});

let stoppers: Stopper[] = [];

/** Called once by the Express shell before it listens: config check, migrations, workers. */
export async function boot(options: { background?: boolean } = {}) {
  const config = env();
  const applied = await migrate(database());
  if (applied.length) console.log(`db: applied ${applied.join(", ")}`);
  // The media library's first-start steps (issue 17), both idempotent and quick once done.
  const bundled = await registerBundledPhotos(database().db);
  if (bundled) console.log(`media: registered ${bundled} built-in photos`);
  const carried = await carryOverTestimonialPhotos(database().db);
  // Issue 18: today's settings and texts become the database's on first start.
  await seedContent(database().db);
  if (carried) console.log(`media: moved ${carried} testimonial photos into the library`);
  if (options.background !== false) stoppers = backgroundTasks.map((t) => t.start());
  return { dialect: database().dialect, paymentsProvider: config.paymentsProvider };
}

export async function shutdown() {
  await Promise.all(stoppers.map((stop) => stop()));
  stoppers = [];
  await closeDatabase();
}
