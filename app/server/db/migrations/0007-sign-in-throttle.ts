import type { AppMigration } from "../dialect";
import { createIndex } from "../migration-kit";

// Sign-in throttling per (account, address) with progressive delays (decision 014). One row per
// pair: how many attempts failed in a row, and until when (epoch seconds) the next must wait.
export const signInThrottle: AppMigration = {
  name: "0007-sign-in-throttle",
  async up(db) {
    await db.schema
      .createTable("sign_in_throttle")
      .addColumn("key", "text", (c) => c.primaryKey())
      .addColumn("account", "text", (c) => c.notNull())
      .addColumn("failures", "integer", (c) => c.notNull())
      .addColumn("blocked_until", "bigint", (c) => c.notNull())
      .addColumn("last_attempt", "bigint", (c) => c.notNull())
      .execute();
    await createIndex(db, "sign_in_throttle_account_idx", "sign_in_throttle", ["account"]);
  },
};
