import type { AppMigration } from "../dialect";
import { createdAt, identity, text } from "../migration-columns";
import { createEditedContentTable, createIndex, createTable } from "../migration-kit";

// Owner-editable content (issue 18): the site settings and the home page's texts, one row each
// (id 1), with a version for optimistic concurrency; and the activity log every editor writes.
// Rows are seeded at start-up from today's content (app/server/content/seed-content.server.ts),
// not here: the seed reads the environment, which a migration must not depend on.
export const content: AppMigration = {
  name: "0013-content",
  async up(db, ctx) {
    // Both rows appear on every public page: a change re-renders the cached pages (migration 0012).
    await createEditedContentTable(db, ctx, "site_settings", {
      site_name: text.notNull(),
      contact_email: text.notNull(),
      social_url: text.notNull(),
      social_label: text.notNull(),
      google_reviews_url: text.notNull(),
      wedding_reviews_url: text.notNull(),
      booking_url: text.notNull(),
      album_project_url: text.notNull(),
      welcome_video_url: text.notNull(),
    });

    await createEditedContentTable(db, ctx, "home_texts", {
      /** JSON array of { heading, detail }: SPEC §1's availability notices, in order. */

      availability: text.notNull(),

      /** The about section: paragraphs separated by a blank line, *emphasis* and [links](https://…). */

      about_text: text.notNull(),

      based_in: text.notNull(),

      service_area: text.notNull(),
    });

    await createTable(db, ctx, "activity_log", {
      id: identity,
      actor_email: text.notNull(),
      area: text.notNull(),
      summary: text.notNull(),
      ...createdAt,
    }).execute();
    await createIndex(db, "activity_log_created_idx", "activity_log", ["created_at"]);
  },
};
