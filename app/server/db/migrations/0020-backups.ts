import type { AppMigration } from "../dialect";
import { bigint, identity, integer, text, timestamp } from "../migration-columns";
import { createIndex, createTable } from "../migration-kit";

// Backups (issue 26 §8, docs/decisions/029-backups.md): a row per night the nightly backup was
// queued for (its primary key makes "once a night" hold across instances, like the gallery
// reminders), and a row per backup run for the dashboard's "Last backup".
export const backups: AppMigration = {
  name: "0020-backups",
  async up(db, ctx) {
    await createTable(db, ctx, "backup_nights", {
      night: text.primaryKey(),
      queued_at: timestamp.notNull().defaultToNow(),
    }).execute();
    await createTable(db, ctx, "backup_runs", {
      id: identity,
      /** "schedule" (the nightly job) or "command" (npm run backup). */
      started_by: text.notNull(),
      night: text,
      destination: text.notNull(),
      /** running, done or failed. */
      state: text.notNull().defaultTo("running"),
      snapshot_id: text,
      files: integer,
      bytes: bigint,
      copied_files: integer,
      copied_bytes: bigint,
      error: text,
      started_at: timestamp.notNull().defaultToNow(),
      finished_at: timestamp,
    }).execute();
    await createIndex(db, "backup_runs_finished_idx", "backup_runs", ["state", "finished_at"]);
  },
};
