import type { AppMigration } from "../dialect";
import { belongsTo, createdAt, createIndex, timestampType, withId } from "../migration-kit";

// The studio admin (DECISIONS.md §3): accounts, database-held sessions (so any app instance can
// check them) and uploaded testimonial photos (bytes in the database for the same reason).
export const admin: AppMigration = {
  name: "0006-admin",
  async up(db, ctx) {
    await withId(db.schema.createTable("admin_users"), ctx)
      .addColumn("email", "text", (c) => c.notNull().unique())
      .addColumn("password_hash", "text", (c) => c.notNull())
      .$call(createdAt(ctx))
      .execute();

    // id is sha256(token): a leaked table row cannot be replayed as a cookie.
    await db.schema
      .createTable("admin_sessions")
      .addColumn("id", "text", (c) => c.primaryKey())
      .addColumn("user_id", "integer", belongsTo("admin_users"))
      .addColumn("csrf_secret", "text", (c) => c.notNull())
      .addColumn("expires_at", timestampType(ctx), (c) => c.notNull())
      .$call(createdAt(ctx))
      .execute();
    await createIndex(db, "admin_sessions_user_idx", "admin_sessions", ["user_id"]);

    await db.schema
      .createTable("admin_photos")
      .addColumn("hash", "text", (c) => c.notNull())
      .addColumn("format", "text", (c) => c.notNull())
      .addColumn("content_type", "text", (c) => c.notNull())
      .addColumn("bytes", ctx.dialect === "postgres" ? "bytea" : "blob", (c) => c.notNull())
      .$call(createdAt(ctx))
      .addPrimaryKeyConstraint("admin_photos_pk", ["hash", "format"])
      .execute();
  },
};
