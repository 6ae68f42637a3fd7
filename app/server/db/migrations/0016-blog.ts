import type { AppMigration } from "../dialect";
import { createEditedContentTable } from "../migration-kit";

// The blog article (issue 18, SPEC §2.9): one row (id 1) with a version for optimistic
// concurrency, edited in /admin/blog. The body is Markdown around the venues, which stay
// structured (a JSON list) because the page builds its table of contents, anchors and photo
// grids from them (docs/decisions/024). Seeded at start-up, after the built-in photos are in the
// media library (app/server/content/seed-content.server.ts), not here.
export const blog: AppMigration = {
  name: "0016-blog",
  async up(db, ctx) {
    await createEditedContentTable(db, ctx, "blog_article", (table) =>
      table
        .addColumn("title", "text", (c) => c.notNull())
        /** The meta description (search engines, link previews). */
        .addColumn("description", "text", (c) => c.notNull())
        /** media_photos.id of the share image (og:image, JSON-LD); null shows no image there. */
        .addColumn("hero_photo_id", "integer")
        /** Markdown before the venues. */
        .addColumn("intro", "text", (c) => c.notNull())
        .addColumn("toc_heading", "text", (c) => c.notNull())
        /** JSON: [{ slug, name, location, setting, text (Markdown), photos: [{ photoId, alt, wide }] }]. */
        .addColumn("venues", "text", (c) => c.notNull())
        .addColumn("closing_heading", "text", (c) => c.notNull())
        /** Markdown after the venues. */
        .addColumn("closing", "text", (c) => c.notNull()),
    );
  },
};
