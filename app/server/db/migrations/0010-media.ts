import type { AppMigration } from "../dialect";
import { belongsTo, createIndex, timestamps, withId } from "../migration-kit";

// The media library: one row per photo (its private original's key, checksums, state, what the
// camera said) and one per public variant (format × width). Variants of bundled photos point at
// /img/… files of the build and have no storage key.
export const media: AppMigration = {
  name: "0010-media",
  async up(db, ctx) {
    await withId(db.schema.createTable("media_photos"), ctx)
      .addColumn("sha256", "text", (c) => c.notNull().unique())
      .addColumn("md5", "text", (c) => c.notNull())
      .addColumn("filename", "text", (c) => c.notNull())
      .addColumn("bytes", "bigint", (c) => c.notNull())
      .addColumn("content_type", "text", (c) => c.notNull())
      .addColumn("original_key", "text")
      .addColumn("source", "text", (c) => c.notNull().defaultTo("upload"))
      .addColumn("state", "text", (c) => c.notNull().defaultTo("queued"))
      .addColumn("failure_reason", "text")
      .addColumn("width", "integer")
      .addColumn("height", "integer")
      .addColumn("alt_text", "text", (c) => c.notNull().defaultTo(""))
      .addColumn("camera", "text")
      .addColumn("lens", "text")
      .addColumn("captured_at", "text")
      .addColumn("placeholder", "text")
      .addColumn("dominant_color", "text")
      .$call(timestamps(ctx))
      .execute();
    await createIndex(db, "media_photos_created_idx", "media_photos", ["created_at"]);

    await withId(db.schema.createTable("media_variants"), ctx)
      .addColumn("photo_id", "integer", belongsTo("media_photos"))
      .addColumn("format", "text", (c) => c.notNull())
      .addColumn("width", "integer", (c) => c.notNull())
      .addColumn("height", "integer", (c) => c.notNull())
      .addColumn("bytes", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("path", "text", (c) => c.notNull())
      .addColumn("storage_key", "text")
      .addUniqueConstraint("media_variants_photo_format_width", ["photo_id", "format", "width"])
      .execute();
    await createIndex(db, "media_variants_key_idx", "media_variants", ["storage_key"]);
  },
};
