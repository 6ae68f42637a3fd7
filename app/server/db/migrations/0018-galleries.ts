import type { AppMigration } from "../dialect";
import { belongsTo, createdAt, createIndex, nowDefault, timestamps, timestampType, withId } from "../migration-kit";

// Client galleries (issue 19, docs/decisions/025-client-galleries.md): a private gallery per
// client session, its sets and photos (library photos uploaded with source "gallery", whose
// variants are stored privately), the clients' favourite lists, a record of every download, the
// expiry reminders already sent (one row each: the primary key makes "sent once" hold across
// instances and restarts), and order lines that name a gallery photo.
// Galleries are not public pages: no content-version triggers (the render cache never holds them).
export const galleries: AppMigration = {
  name: "0018-galleries",
  async up(db, ctx) {
    await withId(db.schema.createTable("galleries"), ctx)
      .addColumn("slug", "text", (c) => c.notNull().unique())
      .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
      .addColumn("title", "text", (c) => c.notNull())
      .addColumn("client_name", "text", (c) => c.notNull())
      .addColumn("client_email", "text", (c) => c.notNull())
      /** "YYYY-MM-DD" or null. */
      .addColumn("session_date", "text")
      /** A media_photos id of one of the gallery's photos; null means the first photo. */
      .addColumn("cover_photo_id", "integer")
      /** scrypt hash of the access code (app/server/galleries/access-code.server.ts). */
      .addColumn("access_code_hash", "text", (c) => c.notNull())
      /** Null while a draft: a draft's link says "not ready yet". */
      .addColumn("published_at", timestampType(ctx))
      /** "YYYY-MM-DD": the gallery closes at the end of that day, Phoenix time; null never expires. */
      .addColumn("expires_on", "text")
      .addColumn("downloads", "text", (c) => c.notNull().defaultTo("web"))
      .addColumn("prints_allowed", "boolean", (c) => c.notNull().defaultTo(true))
      .addColumn("watermark", "boolean", (c) => c.notNull().defaultTo(false))
      .$call(timestamps(ctx))
      .execute();

    await withId(db.schema.createTable("gallery_sets"), ctx)
      .addColumn("gallery_id", "integer", belongsTo("galleries"))
      .addColumn("title", "text", (c) => c.notNull())
      .addColumn("position", "integer", (c) => c.notNull())
      /** Null: as the gallery allows; otherwise "none" | "web" | "full" for this set. */
      .addColumn("downloads", "text")
      .execute();
    await createIndex(db, "gallery_sets_order_idx", "gallery_sets", ["gallery_id", "position"]);

    await withId(db.schema.createTable("gallery_photos"), ctx)
      .addColumn("gallery_id", "integer", belongsTo("galleries"))
      /** Null: not in a set yet (shown first, under the gallery's title). */
      .addColumn("set_id", "integer", (c) => c.references("gallery_sets.id").onDelete("set null"))
      .addColumn("photo_id", "integer", (c) => c.notNull().references("media_photos.id"))
      /** Dense, 0-based, over the whole gallery; the grid groups by set in set order. */
      .addColumn("position", "integer", (c) => c.notNull())
      .addUniqueConstraint("gallery_photos_once", ["gallery_id", "photo_id"])
      .execute();
    await createIndex(db, "gallery_photos_order_idx", "gallery_photos", ["gallery_id", "position"]);
    await createIndex(db, "gallery_photos_photo_idx", "gallery_photos", ["photo_id"]);

    await withId(db.schema.createTable("gallery_favourite_lists"), ctx)
      .addColumn("gallery_id", "integer", belongsTo("galleries"))
      /** Who keeps the list ("Anna"), so a couple and their parents keep separate lists. */
      .addColumn("person_name", "text", (c) => c.notNull())
      .addColumn("list_name", "text", (c) => c.notNull())
      .addColumn("submitted_at", timestampType(ctx))
      .$call(timestamps(ctx))
      .addUniqueConstraint("gallery_favourite_lists_once", ["gallery_id", "person_name", "list_name"])
      .execute();

    await withId(db.schema.createTable("gallery_favourites"), ctx)
      .addColumn("list_id", "integer", belongsTo("gallery_favourite_lists"))
      .addColumn("gallery_photo_id", "integer", belongsTo("gallery_photos"))
      .addColumn("note", "text", (c) => c.notNull().defaultTo(""))
      .$call(createdAt(ctx))
      .addUniqueConstraint("gallery_favourites_once", ["list_id", "gallery_photo_id"])
      .execute();

    await withId(db.schema.createTable("gallery_downloads"), ctx)
      .addColumn("gallery_id", "integer", belongsTo("galleries"))
      /** The name the client gave, when they gave one. */
      .addColumn("visitor", "text")
      .addColumn("scope", "text", (c) => c.notNull())
      .addColumn("gallery_photo_id", "integer")
      .addColumn("set_id", "integer")
      .addColumn("size", "text", (c) => c.notNull())
      .addColumn("files", "integer", (c) => c.notNull())
      .addColumn("address", "text")
      .$call(createdAt(ctx))
      .execute();
    await createIndex(db, "gallery_downloads_gallery_idx", "gallery_downloads", ["gallery_id", "created_at"]);

    await db.schema
      .createTable("gallery_reminders")
      .addColumn("gallery_id", "integer", belongsTo("galleries"))
      /** "7d" | "1d". */
      .addColumn("kind", "text", (c) => c.notNull())
      /** The expiry it reminded of: extending the gallery makes new reminders due. */
      .addColumn("expires_on", "text", (c) => c.notNull())
      .addColumn("sent_at", timestampType(ctx), nowDefault(ctx))
      .addPrimaryKeyConstraint("gallery_reminders_pk", ["gallery_id", "kind", "expires_on"])
      .execute();

    // Secrets the application makes for itself on first use (the gallery cookies' signing key),
    // shared by every instance through the database.
    await db.schema
      .createTable("app_secrets")
      .addColumn("name", "text", (c) => c.primaryKey())
      .addColumn("value", "text", (c) => c.notNull())
      .execute();

    // A print ordered from a client gallery names the gallery photo it prints, and the library
    // photo behind it: the order outlives the gallery (a removed photo or a deleted gallery must
    // not take the print lab's original with it).
    await db.schema.alterTable("order_lines").addColumn("gallery_photo_id", "integer").execute();
    await db.schema.alterTable("order_lines").addColumn("print_photo_id", "integer").execute();
  },
};
