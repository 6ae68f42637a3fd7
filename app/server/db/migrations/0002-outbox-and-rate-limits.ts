import type { AppMigration } from "../dialect";
import { createdAt, createIndex, nowDefault, timestampType, withId } from "../migration-kit";

// The mail outbox (every e-mail the site sends goes through it) and the rate-limit counters.
export const outboxAndRateLimits: AppMigration = {
  name: "0002-outbox-and-rate-limits",
  async up(db, ctx) {
    await withId(db.schema.createTable("outbox"), ctx)
      .addColumn("kind", "text", (c) => c.notNull())
      .addColumn("to_address", "text", (c) => c.notNull())
      .addColumn("reply_to", "text")
      .addColumn("subject", "text", (c) => c.notNull())
      .addColumn("text_body", "text", (c) => c.notNull())
      .addColumn("html_body", "text")
      .addColumn("related_type", "text")
      .addColumn("related_id", "integer")
      .addColumn("status", "text", (c) => c.notNull().defaultTo("pending"))
      .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("next_attempt_at", timestampType(ctx), nowDefault(ctx))
      .addColumn("lease_until", timestampType(ctx))
      .addColumn("last_error", "text")
      .$call(createdAt(ctx))
      .addColumn("sent_at", timestampType(ctx))
      .execute();
    await createIndex(db, "outbox_due_idx", "outbox", ["status", "next_attempt_at"]);
    await createIndex(db, "outbox_related_idx", "outbox", ["related_type", "related_id"]);

    await db.schema
      .createTable("rate_limits")
      .addColumn("key", "text", (c) => c.notNull())
      .addColumn("window_start", "bigint", (c) => c.notNull())
      .addColumn("hits", "integer", (c) => c.notNull())
      .addPrimaryKeyConstraint("rate_limits_pk", ["key", "window_start"])
      .execute();
  },
};
