import type { AppMigration } from "../dialect";
import { createdAt, createIndex, nowDefault, timestampType, withId } from "../migration-kit";

// Durable background work other than mail (photo processing first): one row per job, claimed
// with a lease like the outbox (app/server/jobs/lease-queue.server.ts), retried with back-off,
// "dead" after its last attempt.
export const jobs: AppMigration = {
  name: "0009-jobs",
  async up(db, ctx) {
    await withId(db.schema.createTable("jobs"), ctx)
      .addColumn("kind", "text", (c) => c.notNull())
      .addColumn("payload", "text", (c) => c.notNull())
      .addColumn("state", "text", (c) => c.notNull().defaultTo("queued"))
      .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("run_after", timestampType(ctx), nowDefault(ctx))
      .addColumn("lease_until", timestampType(ctx))
      .addColumn("last_error", "text")
      .$call(createdAt(ctx))
      .addColumn("finished_at", timestampType(ctx))
      .execute();
    await createIndex(db, "jobs_due_idx", "jobs", ["state", "run_after"]);
  },
};
