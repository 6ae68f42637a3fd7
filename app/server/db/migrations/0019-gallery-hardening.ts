import { sql } from "kysely";
import type { AppMigration } from "../dialect";
import { integer } from "../migration-columns";
import { createTable, createUniqueIndex } from "../migration-kit";

// Issue 26 (docs/decisions/027-gallery-access-hardening.md): a gallery print in the cart names its
// photo by a random key, not by the sequential gallery_photos id that anyone could count through.
// The database makes the key for every row, old and new, so no insert anywhere can forget it:
// PostgreSQL with a volatile default (evaluated per existing row when the column is added;
// gen_random_uuid() is built in from PostgreSQL 13), SQLite, which refuses a non-constant default
// on ADD COLUMN, with an update of the existing rows and a trigger after each insert. 32 hex
// digits on both (a v4 UUID keeps 122 random bits).
// And gallery_code_guard: the wrong access codes of a gallery counted across every address, in
// windows of an hour and longer, so a code cannot be guessed faster from many addresses than from one.
export const galleryHardening: AppMigration = {
  name: "0019-gallery-hardening",
  async up(db, ctx) {
    if (ctx.dialect === "postgres") {
      await db.schema
        .alterTable("gallery_photos")
        .addColumn("print_key", "text", (c) => c.notNull().defaultTo(sql`replace(gen_random_uuid()::text, '-', '')`))
        .execute();
    } else {
      await db.schema.alterTable("gallery_photos").addColumn("print_key", "text").execute();
      await sql`update gallery_photos set print_key = lower(hex(randomblob(16))) where print_key is null`.execute(db);
      await sql`
        create trigger gallery_photos_print_key after insert on gallery_photos
        for each row when new.print_key is null
        begin
          update gallery_photos set print_key = lower(hex(randomblob(16))) where id = new.id;
        end`.execute(db);
    }
    await createUniqueIndex(db, "gallery_photos_print_key_idx", "gallery_photos", ["print_key"]);

    await createTable(db, ctx, "gallery_code_guard", {
      gallery_id: integer.primaryKey().references("galleries.id", "cascade"),
      /** Unix seconds: the window began with its first counted code. */
      window_start: integer.notNull(),
      /** An hour, doubled for each window in a row that ended paused (up to 32 hours). */
      window_seconds: integer.notNull().defaultTo(3600),
      /** Codes counted in the window: wrong ones, and ones being checked (a right one is given back). */
      claims: integer.notNull(),
      /** Unix seconds of the last mail to the photographer about guessing: at most one a day. */
      alerted_at: integer,
    }).execute();
  },
};
