import type { AppMigration } from "../dialect";
import { bigint, identity, integer, text, timestamps } from "../migration-columns";
import { createIndex, createTable } from "../migration-kit";

// The media library: one row per photo (its private original's key, checksums, state, what the
// camera said) and one per public variant (format × width). Variants of bundled photos point at
// /img/… files of the build and have no storage key.
export const media: AppMigration = {
  name: "0010-media",
  async up(db, ctx) {
    await createTable(db, ctx, "media_photos", {
      id: identity,
      sha256: text.notNull().unique(),
      md5: text.notNull(),
      filename: text.notNull(),
      bytes: bigint.notNull(),
      content_type: text.notNull(),
      original_key: text,
      source: text.notNull().defaultTo("upload"),
      state: text.notNull().defaultTo("queued"),
      failure_reason: text,
      width: integer,
      height: integer,
      alt_text: text.notNull().defaultTo(""),
      camera: text,
      lens: text,
      captured_at: text,
      placeholder: text,
      dominant_color: text,
      ...timestamps,
    }).execute();
    await createIndex(db, "media_photos_created_idx", "media_photos", ["created_at"]);

    await createTable(db, ctx, "media_variants", {
      id: identity,
      photo_id: integer.belongsTo("media_photos"),
      format: text.notNull(),
      width: integer.notNull(),
      height: integer.notNull(),
      bytes: integer.notNull().defaultTo(0),
      path: text.notNull(),
      storage_key: text,
    })
      .addUniqueConstraint("media_variants_photo_format_width", ["photo_id", "format", "width"])
      .execute();
    await createIndex(db, "media_variants_key_idx", "media_variants", ["storage_key"]);
  },
};
