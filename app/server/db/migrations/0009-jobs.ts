import type { AppMigration } from "../dialect";
import { createdAt, identity, integer, text, timestamp } from "../migration-columns";
import { createIndex, createTable } from "../migration-kit";

// Durable background work other than mail (photo processing first): one row per job, claimed
// with a lease like the outbox (app/server/jobs/lease-queue.server.ts), retried with back-off,
// "dead" after its last attempt.
export const jobs: AppMigration = {
  name: "0009-jobs",
  async up(db, ctx) {
    await createTable(db, ctx, "jobs", {
      id: identity,
      kind: text.notNull(),
      payload: text.notNull(),
      state: text.notNull().defaultTo("queued"),
      attempts: integer.notNull().defaultTo(0),
      run_after: timestamp.notNull().defaultToNow(),
      lease_until: timestamp,
      last_error: text,
      ...createdAt,
      finished_at: timestamp,
    }).execute();
    await createIndex(db, "jobs_due_idx", "jobs", ["state", "run_after"]);
  },
};
