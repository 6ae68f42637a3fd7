import type { AppMigration } from "../dialect";
import { blob, createdAt, identity, integer, text, timestamp } from "../migration-columns";
import { createIndex, createTable } from "../migration-kit";

// The studio admin (DECISIONS.md §3): accounts, database-held sessions (so any app instance can
// check them) and uploaded testimonial photos (bytes in the database for the same reason).
export const admin: AppMigration = {
  name: "0006-admin",
  async up(db, ctx) {
    await createTable(db, ctx, "admin_users", {
      id: identity,
      email: text.notNull().unique(),
      password_hash: text.notNull(),
      ...createdAt,
    }).execute();

    // id is sha256(token): a leaked table row cannot be replayed as a cookie.
    await createTable(db, ctx, "admin_sessions", {
      id: text.primaryKey(),
      user_id: integer.belongsTo("admin_users"),
      csrf_secret: text.notNull(),
      expires_at: timestamp.notNull(),
      ...createdAt,
    }).execute();
    await createIndex(db, "admin_sessions_user_idx", "admin_sessions", ["user_id"]);

    await createTable(db, ctx, "admin_photos", {
      hash: text.notNull(),
      format: text.notNull(),
      content_type: text.notNull(),
      bytes: blob.notNull(),
      ...createdAt,
    })
      .addPrimaryKeyConstraint("admin_photos_pk", ["hash", "format"])
      .execute();
  },
};
