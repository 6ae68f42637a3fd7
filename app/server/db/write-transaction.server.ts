import { sql, type Kysely } from "kysely";
import type { AppDatabase } from "./db.server";
import type { Database } from "./schema";

/**
 * A transaction that reads and then writes. SQLite: BEGIN IMMEDIATE takes the write lock first, so
 * another connection's write (another instance, the server while `npm run admin` runs) is waited
 * out by busy_timeout. A plain BEGIN reads a snapshot first and then fails at once, "database is
 * locked" (SQLITE_BUSY_SNAPSHOT), when someone else committed before its first write.
 */
export async function writeTransaction<T>(app: AppDatabase, work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  if (app.dialect === "postgres") return app.db.transaction().execute(work);
  return app.db.connection().execute(async (conn) => {
    await sql`begin immediate`.execute(conn);
    try {
      const result = await work(conn);
      await sql`commit`.execute(conn);
      return result;
    } catch (error) {
      await sql`rollback`.execute(conn).catch(() => undefined);
      throw error;
    }
  });
}
