import crypto from "node:crypto";
import type { AppDatabase } from "../db/db.server";

// A signing key the application makes for itself the first time it needs one and keeps in the
// database, so every instance signs and checks with the same key and nobody has to configure it.

const cache = new Map<string, Buffer>();

export async function appSecret(app: AppDatabase, name: string): Promise<Buffer> {
  const known = cache.get(name);
  if (known) return known;
  const fresh = crypto.randomBytes(32).toString("base64url");
  // Two instances starting at once: the first insert wins and both read the winner.
  await app.db
    .insertInto("app_secrets")
    .values({ name, value: fresh })
    .onConflict((oc) => oc.column("name").doNothing())
    .execute();
  const row = await app.db.selectFrom("app_secrets").select("value").where("name", "=", name).executeTakeFirstOrThrow();
  const key = Buffer.from(row.value, "base64url");
  cache.set(name, key);
  return key;
}

/** Tests that recreate the database drop the cached keys with it. */
export function forgetAppSecretsForTests() {
  cache.clear();
}
