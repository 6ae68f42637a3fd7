import type { AppMigration } from "../dialect";
import { boolean, createdAt, identity, integer, text, timestamp, timestamps } from "../migration-columns";
import { createIndex, createReminderLog, createTable } from "../migration-kit";

// Client galleries (issue 19, docs/decisions/025-client-galleries.md): a private gallery per
// client session, its sets and photos (library photos uploaded with source "gallery", whose
// variants are stored privately), the clients' favourite lists, a record of every download, the
// expiry reminders already sent (one row each: the primary key makes "sent once" hold across
// instances and restarts), and order lines that name a gallery photo.
// Galleries are not public pages: no content-version triggers (the render cache never holds them).
export const galleries: AppMigration = {
  name: "0018-galleries",
  async up(db, ctx) {
    await createTable(db, ctx, "galleries", {
      id: identity,
      slug: text.notNull().unique(),
      version: integer.notNull().defaultTo(1),
      title: text.notNull(),
      client_name: text.notNull(),
      client_email: text.notNull(),
      /** "YYYY-MM-DD" or null. */
      session_date: text,
      /** A media_photos id of one of the gallery's photos; null means the first photo. */
      cover_photo_id: integer,
      /** scrypt hash of the access code (app/server/galleries/access-code.server.ts). */
      access_code_hash: text.notNull(),
      /** Null while a draft: a draft's link says "not ready yet". */
      published_at: timestamp,
      /** "YYYY-MM-DD": the gallery closes at the end of that day, Phoenix time; null never expires. */
      expires_on: text,
      downloads: text.notNull().defaultTo("web"),
      prints_allowed: boolean.notNull().defaultTo(true),
      watermark: boolean.notNull().defaultTo(false),
      ...timestamps,
    }).execute();

    await createTable(db, ctx, "gallery_sets", {
      id: identity,
      gallery_id: integer.belongsTo("galleries"),
      title: text.notNull(),
      position: integer.notNull(),
      /** Null: as the gallery allows; otherwise "none" | "web" | "full" for this set. */
      downloads: text,
    }).execute();
    await createIndex(db, "gallery_sets_order_idx", "gallery_sets", ["gallery_id", "position"]);

    await createTable(db, ctx, "gallery_photos", {
      id: identity,
      gallery_id: integer.belongsTo("galleries"),
      /** Null: not in a set yet (shown first, under the gallery's title). */
      set_id: integer.references("gallery_sets.id", "set null"),
      photo_id: integer.notNull().references("media_photos.id"),
      /** Dense, 0-based, over the whole gallery; the grid groups by set in set order. */
      position: integer.notNull(),
    })
      .addUniqueConstraint("gallery_photos_once", ["gallery_id", "photo_id"])
      .execute();
    await createIndex(db, "gallery_photos_order_idx", "gallery_photos", ["gallery_id", "position"]);
    await createIndex(db, "gallery_photos_photo_idx", "gallery_photos", ["photo_id"]);

    await createTable(db, ctx, "gallery_favourite_lists", {
      id: identity,
      gallery_id: integer.belongsTo("galleries"),
      /** Who keeps the list ("Anna"), so a couple and their parents keep separate lists. */
      person_name: text.notNull(),
      list_name: text.notNull(),
      submitted_at: timestamp,
      ...timestamps,
    })
      .addUniqueConstraint("gallery_favourite_lists_once", ["gallery_id", "person_name", "list_name"])
      .execute();

    await createTable(db, ctx, "gallery_favourites", {
      id: identity,
      list_id: integer.belongsTo("gallery_favourite_lists"),
      gallery_photo_id: integer.belongsTo("gallery_photos"),
      note: text.notNull().defaultTo(""),
      ...createdAt,
    })
      .addUniqueConstraint("gallery_favourites_once", ["list_id", "gallery_photo_id"])
      .execute();

    await createTable(db, ctx, "gallery_downloads", {
      id: identity,
      gallery_id: integer.belongsTo("galleries"),
      /** The name the client gave, when they gave one. */
      visitor: text,
      scope: text.notNull(),
      gallery_photo_id: integer,
      set_id: integer,
      size: text.notNull(),
      files: integer.notNull(),
      address: text,
      ...createdAt,
    }).execute();
    await createIndex(db, "gallery_downloads_gallery_idx", "gallery_downloads", ["gallery_id", "created_at"]);

    await createReminderLog(db, ctx, "gallery_reminders", {
      gallery_id: integer.belongsTo("galleries"),
      /** "7d" | "1d". */
      kind: text.notNull(),
      /** The expiry it reminded of: extending the gallery makes new reminders due. */
      expires_on: text.notNull(),
    });

    // Secrets the application makes for itself on first use (the gallery cookies' signing key),
    // shared by every instance through the database.
    await createTable(db, ctx, "app_secrets", {
      name: text.primaryKey(),
      value: text.notNull(),
    }).execute();

    // A print ordered from a client gallery names the gallery photo it prints, and the library
    // photo behind it: the order outlives the gallery (a removed photo or a deleted gallery must
    // not take the print lab's original with it).
    await db.schema.alterTable("order_lines").addColumn("gallery_photo_id", "integer").execute();
    await db.schema.alterTable("order_lines").addColumn("print_photo_id", "integer").execute();
  },
};
