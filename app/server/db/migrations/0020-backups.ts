import type { AppMigration } from "../dialect";
import { createIndex, nowDefault, timestampType, withId } from "../migration-kit";

// Backups (issue 26 §8, docs/decisions/029-backups.md): a row per night the nightly backup was
// queued for (its primary key makes "once a night" hold across instances, like the gallery
// reminders), and a row per backup run for the dashboard's "Last backup".
export const backups: AppMigration = {
  name: "0020-backups",
  async up(db, ctx) {
    await db.schema
      .createTable("backup_nights")
      .addColumn("night", "text", (c) => c.primaryKey())
      .addColumn("queued_at", timestampType(ctx), nowDefault(ctx))
      .execute();
    await withId(db.schema.createTable("backup_runs"), ctx)
      /** "schedule" (the nightly job) or "command" (npm run backup). */
      .addColumn("started_by", "text", (c) => c.notNull())
      .addColumn("night", "text")
      .addColumn("destination", "text", (c) => c.notNull())
      /** running, done or failed. */
      .addColumn("state", "text", (c) => c.notNull().defaultTo("running"))
      .addColumn("snapshot_id", "text")
      .addColumn("files", "integer")
      .addColumn("bytes", "bigint")
      .addColumn("copied_files", "integer")
      .addColumn("copied_bytes", "bigint")
      .addColumn("error", "text")
      .addColumn("started_at", timestampType(ctx), nowDefault(ctx))
      .addColumn("finished_at", timestampType(ctx))
      .execute();
    await createIndex(db, "backup_runs_finished_idx", "backup_runs", ["state", "finished_at"]);
  },
};
