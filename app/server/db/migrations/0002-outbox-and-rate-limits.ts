import type { AppMigration } from "../dialect";
import { bigint, createdAt, identity, integer, text, timestamp } from "../migration-columns";
import { createIndex, createTable } from "../migration-kit";

// The mail outbox (every e-mail the site sends goes through it) and the rate-limit counters.
export const outboxAndRateLimits: AppMigration = {
  name: "0002-outbox-and-rate-limits",
  async up(db, ctx) {
    await createTable(db, ctx, "outbox", {
      id: identity,
      kind: text.notNull(),
      to_address: text.notNull(),
      reply_to: text,
      subject: text.notNull(),
      text_body: text.notNull(),
      html_body: text,
      related_type: text,
      related_id: integer,
      status: text.notNull().defaultTo("pending"),
      attempts: integer.notNull().defaultTo(0),
      next_attempt_at: timestamp.notNull().defaultToNow(),
      lease_until: timestamp,
      last_error: text,
      ...createdAt,
      sent_at: timestamp,
    }).execute();
    await createIndex(db, "outbox_due_idx", "outbox", ["status", "next_attempt_at"]);
    await createIndex(db, "outbox_related_idx", "outbox", ["related_type", "related_id"]);

    await createTable(db, ctx, "rate_limits", {
      key: text.notNull(),
      window_start: bigint.notNull(),
      hits: integer.notNull(),
    })
      .addPrimaryKeyConstraint("rate_limits_pk", ["key", "window_start"])
      .execute();
  },
};
