import type { AppMigration } from "../dialect";
import { createdAt, createEditedContentTable, createIndex, withId } from "../migration-kit";

// Owner-editable content (issue 18): the site settings and the home page's texts, one row each
// (id 1), with a version for optimistic concurrency; and the activity log every editor writes.
// Rows are seeded at start-up from today's content (app/server/content/seed-content.server.ts),
// not here: the seed reads the environment, which a migration must not depend on.
export const content: AppMigration = {
  name: "0013-content",
  async up(db, ctx) {
    // Both rows appear on every public page: a change re-renders the cached pages (migration 0012).
    await createEditedContentTable(db, ctx, "site_settings", (table) =>
      table
        .addColumn("site_name", "text", (c) => c.notNull())
        .addColumn("contact_email", "text", (c) => c.notNull())
        .addColumn("social_url", "text", (c) => c.notNull())
        .addColumn("social_label", "text", (c) => c.notNull())
        .addColumn("google_reviews_url", "text", (c) => c.notNull())
        .addColumn("wedding_reviews_url", "text", (c) => c.notNull())
        .addColumn("booking_url", "text", (c) => c.notNull())
        .addColumn("album_project_url", "text", (c) => c.notNull())
        .addColumn("welcome_video_url", "text", (c) => c.notNull()),
    );

    await createEditedContentTable(db, ctx, "home_texts", (table) =>
      table
        /** JSON array of { heading, detail }: SPEC §1's availability notices, in order. */
        .addColumn("availability", "text", (c) => c.notNull())
        /** The about section: paragraphs separated by a blank line, *emphasis* and [links](https://…). */
        .addColumn("about_text", "text", (c) => c.notNull())
        .addColumn("based_in", "text", (c) => c.notNull())
        .addColumn("service_area", "text", (c) => c.notNull()),
    );

    await withId(db.schema.createTable("activity_log"), ctx)
      .addColumn("actor_email", "text", (c) => c.notNull())
      .addColumn("area", "text", (c) => c.notNull())
      .addColumn("summary", "text", (c) => c.notNull())
      .$call(createdAt(ctx))
      .execute();
    await createIndex(db, "activity_log_created_idx", "activity_log", ["created_at"]);
  },
};
