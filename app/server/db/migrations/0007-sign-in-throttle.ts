import type { AppMigration } from "../dialect";
import { bigint, integer, text } from "../migration-columns";
import { createIndex, createTable } from "../migration-kit";

// Sign-in throttling per (account, address) with progressive delays (decision 014). One row per
// pair: how many attempts failed in a row, and until when (epoch seconds) the next must wait.
export const signInThrottle: AppMigration = {
  name: "0007-sign-in-throttle",
  async up(db, ctx) {
    await createTable(db, ctx, "sign_in_throttle", {
      key: text.primaryKey(),
      account: text.notNull(),
      failures: integer.notNull(),
      blocked_until: bigint.notNull(),
      last_attempt: bigint.notNull(),
    }).execute();
    await createIndex(db, "sign_in_throttle_account_idx", "sign_in_throttle", ["account"]);
  },
};
