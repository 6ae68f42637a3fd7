import { sql } from "kysely";
import { addContentVersionTriggers, CONTENT_VERSION_CHANNEL } from "../content-version-triggers";
import type { AppMigration } from "../dialect";
import { identity, integer, text, updatedAt } from "../migration-columns";
import { createIndex, createTable } from "../migration-kit";

// The eight portfolios (issue 18, docs/decisions/022-portfolios-in-the-database.md): one row per
// fixed slug with its words, a version and its cover; their photos are library photos in order.
// Order is a dense 0-based `position` per portfolio, rewritten in one transaction on every move.
// Rows are seeded at start-up (app/server/content/portfolios-seed.server.ts), after the built-in
// photos are registered in the library, because the seed refers to them by id.
export const portfolios: AppMigration = {
  name: "0014-portfolios",
  async up(db, ctx) {
    await createTable(db, ctx, "portfolios", {
      id: identity,
      slug: text.notNull().unique(),
      version: integer.notNull().defaultTo(1),
      /** The /work card's title, also the page's <title>. */
      title: text.notNull(),
      /** The page's heading (h1). */
      heading: text.notNull(),
      subtitle: text.notNull(),
      /** The /work card's line under the title. */
      card_text: text.notNull(),
      /** The meta description search engines show. */
      description: text.notNull(),
      /** A media_photos id; null means the first photo. */
      cover_photo_id: integer,
      ...updatedAt,
    }).execute();

    await createTable(db, ctx, "portfolio_photos", {
      id: identity,
      portfolio_id: integer.belongsTo("portfolios"),
      photo_id: integer.notNull().references("media_photos.id"),
      position: integer.notNull(),
      alt_text: text.notNull().defaultTo(""),
      caption: text.notNull().defaultTo(""),
    })
      .addUniqueConstraint("portfolio_photos_once", ["portfolio_id", "photo_id"])
      .execute();
    await createIndex(db, "portfolio_photos_order_idx", "portfolio_photos", ["portfolio_id", "position"]);
    await createIndex(db, "portfolio_photos_photo_idx", "portfolio_photos", ["photo_id"]);

    await addContentVersionTriggers(db, ctx.dialect, "portfolios");
    await addContentVersionTriggers(db, ctx.dialect, "portfolio_photos");

    // A photo uploaded into a portfolio is listed at once but shown only when it is ready; its
    // processing changes media_photos, not a content table, so this bumps the content version
    // when a photo a portfolio uses changes state or description (and only then: library work on
    // other photos does not re-render the site).
    if (ctx.dialect === "postgres") {
      await sql
        .raw(
          `CREATE OR REPLACE FUNCTION bump_content_version_for_portfolio_photo() RETURNS trigger LANGUAGE plpgsql AS $$
           BEGIN
             IF (OLD.state IS DISTINCT FROM NEW.state OR OLD.alt_text IS DISTINCT FROM NEW.alt_text)
                AND EXISTS (SELECT 1 FROM portfolio_photos WHERE photo_id = NEW.id) THEN
               UPDATE content_version SET version = version + 1 WHERE id = 1;
               PERFORM pg_notify('${CONTENT_VERSION_CHANNEL}', '');
             END IF;
             RETURN NULL;
           END $$`,
        )
        .execute(db);
      await sql
        .raw(
          `CREATE OR REPLACE TRIGGER media_photos_portfolio_content_version AFTER UPDATE ON media_photos ` +
            `FOR EACH ROW EXECUTE FUNCTION bump_content_version_for_portfolio_photo()`,
        )
        .execute(db);
    } else {
      await sql
        .raw(
          `CREATE TRIGGER IF NOT EXISTS media_photos_portfolio_content_version AFTER UPDATE ON media_photos ` +
            `WHEN (OLD.state IS NOT NEW.state OR OLD.alt_text IS NOT NEW.alt_text) ` +
            `AND EXISTS (SELECT 1 FROM portfolio_photos WHERE photo_id = NEW.id) ` +
            `BEGIN UPDATE content_version SET version = version + 1 WHERE id = 1; END`,
        )
        .execute(db);
    }
  },
};
