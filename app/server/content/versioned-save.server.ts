import { sql, type Kysely, type Updateable } from "kysely";
import { db as sharedDb } from "../db/db.server";
import type { Database } from "../db/schema";
import { recordActivity, type ActivityEntry } from "./activity-log.server";

// Optimistic concurrency for every content record: the form carries the version it was loaded
// at, and the UPDATE only matches that version (one atomic statement, no read-then-write race).
// A second tab saving an older version changes nothing and is told to reload. The activity
// entry is written in the same transaction, so it exists exactly when the change does.

/** Tables whose rows carry `id` and `version`. */
type VersionedTable = {
  [K in keyof Database]: Database[K] extends { id: unknown; version: unknown; updated_at: unknown } ? K : never;
}[keyof Database];

export type SaveOutcome = { saved: true; version: number } | { saved: false; reason: "stale" };

export async function saveVersioned<T extends VersionedTable>(options: {
  table: T;
  id: number;
  expectedVersion: number;
  values: Omit<Updateable<Database[T]>, "id" | "version" | "updated_at">;
  activity: ActivityEntry;
  db?: Kysely<Database>;
}): Promise<SaveOutcome> {
  const db = options.db ?? sharedDb();
  return db.transaction().execute(async (trx) => {
    // Kysely cannot type an update over a union of tables; every VersionedTable has these columns.
    const result = await (trx as unknown as Kysely<{ versioned: { id: number; version: number; updated_at: string } }>)
      .updateTable(options.table as "versioned")
      .set({
        ...(options.values as object),
        version: sql<number>`version + 1`,
        updated_at: new Date().toISOString(),
      })
      .where("id", "=", options.id)
      .where("version", "=", options.expectedVersion)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return { saved: false, reason: "stale" } as const;
    await recordActivity(trx, options.activity);
    return { saved: true, version: options.expectedVersion + 1 } as const;
  });
}
