import type { AppMigration } from "../dialect";
import { integer, text } from "../migration-columns";
import { createEditedContentTable } from "../migration-kit";

// The blog article (issue 18, SPEC §2.9): one row (id 1) with a version for optimistic
// concurrency, edited in /admin/blog. The body is Markdown around the venues, which stay
// structured (a JSON list) because the page builds its table of contents, anchors and photo
// grids from them (docs/decisions/024). Seeded at start-up, after the built-in photos are in the
// media library (app/server/content/seed-content.server.ts), not here.
export const blog: AppMigration = {
  name: "0016-blog",
  async up(db, ctx) {
    await createEditedContentTable(db, ctx, "blog_article", {
      title: text.notNull(),
      /** The meta description (search engines, link previews). */
      description: text.notNull(),
      /** media_photos.id of the share image (og:image, JSON-LD); null shows no image there. */
      hero_photo_id: integer,
      /** Markdown before the venues. */
      intro: text.notNull(),
      toc_heading: text.notNull(),
      /** JSON: [{ slug, name, location, setting, text (Markdown), photos: [{ photoId, alt, wide }] }]. */
      venues: text.notNull(),
      closing_heading: text.notNull(),
      /** Markdown after the venues. */
      closing: text.notNull(),
    });
  },
};
