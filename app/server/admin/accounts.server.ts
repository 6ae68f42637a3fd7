import argon2 from "argon2";
import type { Kysely } from "kysely";
import { database, db as sharedDb, type AppDatabase } from "../db/db.server";
import type { Database } from "../db/schema";
import { writeTransaction } from "../db/write-transaction.server";

// The photographer's accounts. Relative imports keep this usable from scripts/admin.ts under tsx.

export const MIN_PASSWORD_LENGTH = 12;
const MAX_PASSWORD_LENGTH = 1024;

export interface AdminUser {
  id: number;
  email: string;
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Why a password is refused, or null when it is acceptable. */
export function passwordProblem(password: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return `The password must be at least ${MIN_PASSWORD_LENGTH} characters.`;
  if (password.length > MAX_PASSWORD_LENGTH) return `The password must be at most ${MAX_PASSWORD_LENGTH} characters.`;
  return null;
}

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id });
}

// Verified when the e-mail is unknown, so a wrong address costs the same time as a wrong password.
let dummyHash: Promise<string> | undefined;

/**
 * Creates the account or, when the e-mail exists, replaces its password (and ends its sessions).
 * A write transaction: `npm run admin` runs while the server writes to the same database.
 */
export async function saveAdminUser(
  email: string,
  password: string,
  app: AppDatabase = database(),
): Promise<{ user: AdminUser; created: boolean }> {
  const problem = passwordProblem(password);
  if (problem) throw new Error(problem);
  const address = normaliseEmail(email);
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address)) throw new Error("That is not an e-mail address.");
  const hash = await hashPassword(password);
  return writeTransaction(app, async (trx) => {
    const existing = await trx.selectFrom("admin_users").select("id").where("email", "=", address).executeTakeFirst();
    if (existing) {
      await trx.updateTable("admin_users").set({ password_hash: hash }).where("id", "=", existing.id).execute();
      await trx.deleteFrom("admin_sessions").where("user_id", "=", existing.id).execute();
      return { user: { id: Number(existing.id), email: address }, created: false };
    }
    const row = await trx
      .insertInto("admin_users")
      .values({ email: address, password_hash: hash })
      .returning("id")
      .executeTakeFirstOrThrow();
    return { user: { id: Number(row.id), email: address }, created: true };
  });
}

/** The account when the e-mail and password match; undefined otherwise, in about the same time. */
export async function verifyCredentials(
  email: string,
  password: string,
  db: Kysely<Database> = sharedDb(),
): Promise<AdminUser | undefined> {
  const address = normaliseEmail(email);
  const row = await db
    .selectFrom("admin_users")
    .select(["id", "email", "password_hash"])
    .where("email", "=", address)
    .executeTakeFirst();
  if (!row || password.length > MAX_PASSWORD_LENGTH) {
    dummyHash ??= hashPassword("not-a-real-password-for-timing");
    await argon2.verify(await dummyHash, password.slice(0, MAX_PASSWORD_LENGTH)).catch(() => false);
    return undefined;
  }
  const ok = await argon2.verify(row.password_hash, password).catch(() => false);
  return ok ? { id: Number(row.id), email: row.email } : undefined;
}
