import { addContentVersionTriggers } from "../content-version-triggers";
import type { AppMigration } from "../dialect";
import { integer, text, updatedAt } from "../migration-columns";
import { createTable } from "../migration-kit";

// The home page's photos (issue 18): the hero slides, the "Featured by" entries and the about
// carousel, one row per list (id 1, 2, 3 and a readable `list` name), each with its own version so
// editing the hero never conflicts with a second tab editing the logos. `items` is a JSON list
// checked by zod on every read and write (app/shared/content/home-media.schema.ts); the photos are
// media_photos ids (decision 023). Seeded at start-up, after the built-in photos are registered.
export const homeMedia: AppMigration = {
  name: "0015-home-media",
  async up(db, ctx) {
    await createTable(db, ctx, "home_media", {
      id: integer.primaryKey(),
      list: text.notNull().unique(),
      version: integer.notNull().defaultTo(1),
      items: text.notNull(),
      ...updatedAt,
    }).execute();
    // Every list appears on the home page: a change re-renders the cached pages (migration 0012).
    await addContentVersionTriggers(db, ctx.dialect, "home_media");
  },
};
