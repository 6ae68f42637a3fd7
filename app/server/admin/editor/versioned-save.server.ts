import { sql, type Insertable, type Kysely, type Transaction, type Updateable } from "kysely";
import { recordActivity } from "../../content/activity-log.server";
import { db as sharedDb } from "../../db/db.server";
import type { Database } from "../../db/schema";
import { catchRefusal, refuse, saved, stale, type EditResult } from "./edit-result.server";

// Optimistic concurrency for every record an editor changes: the form carries the version it was
// loaded at, and the UPDATE only matches that version (one atomic statement, no read-then-write
// race). A second tab saving an older version changes nothing and is told to reload. The
// activity entry is written in the same transaction, so it exists exactly when the change does.

/** Tables whose rows carry `id`, `version` and `updated_at`. */
export type VersionedTable = {
  [K in keyof Database]: Database[K] extends { id: unknown; version: unknown; updated_at: unknown } ? K : never;
}[keyof Database];

type Trx = Transaction<Database>;
// Kysely cannot type an update over a union of tables; every VersionedTable has these columns.
type AnyVersioned = Kysely<{ versioned: { id: number | string; version: number; updated_at: string } }>;

/** Bumps the row's version, only from `expectedVersion` when given; the new version, or undefined. */
async function bumpVersion(
  trx: Trx,
  table: VersionedTable,
  id: number | string,
  expectedVersion: number | null,
  values: object = {},
): Promise<number | undefined> {
  let update = (trx as unknown as AnyVersioned)
    .updateTable(table as "versioned")
    .set({ ...values, version: sql<number>`version + 1`, updated_at: new Date().toISOString() })
    .where("id", "=", id);
  if (expectedVersion !== null) update = update.where("version", "=", expectedVersion);
  const row = await update.returning("version").executeTakeFirst();
  return row ? Number(row.version) : undefined;
}

/** Saves a whole record's values at the version the form was loaded at. */
export async function saveVersioned<T extends VersionedTable>(options: {
  table: T;
  id: number | string;
  expectedVersion: number;
  values: Omit<Updateable<Database[T]>, "id" | "version" | "updated_at">;
  activity: { actorEmail: string; area: string; summary: string };
  notice: string;
  db?: Kysely<Database>;
}): Promise<EditResult> {
  const db = options.db ?? sharedDb();
  return db.transaction().execute(async (trx) => {
    const version = await bumpVersion(trx, options.table, options.id, options.expectedVersion, options.values);
    if (version === undefined) return stale();
    await recordActivity(trx, options.activity);
    return saved(options.notice, version);
  });
}

export interface ChangeOutcome {
  /** For the activity log; also the notice ("<summary>.") unless `notice` says otherwise. */
  summary: string;
  notice?: string;
}

/**
 * One change to a record and the rows under it (a gallery's photos, a portfolio's order): the
 * record's version is bumped first (only from `expectedVersion`, or always when it is null: an
 * append that cannot overwrite anything), then `apply` runs in the same transaction and returns
 * its summary, or throws a refusal (`refuse(...)`) that rolls everything back.
 */
export async function versionedChange(options: {
  table: VersionedTable;
  id: number | string;
  expectedVersion: number | null;
  actorEmail: string;
  /** The activity log's area, read after the change (a rename logs under the new name). */
  area: string | ((trx: Trx) => Promise<string>);
  apply: (trx: Trx) => Promise<ChangeOutcome>;
  db?: Kysely<Database>;
}): Promise<EditResult> {
  const db = options.db ?? sharedDb();
  return catchRefusal(() =>
    db.transaction().execute(async (trx) => {
      const version = await bumpVersion(trx, options.table, options.id, options.expectedVersion);
      if (version === undefined) refuse(stale());
      const outcome = await options.apply(trx);
      const area = typeof options.area === "string" ? options.area : await options.area(trx);
      await recordActivity(trx, { actorEmail: options.actorEmail, area, summary: outcome.summary });
      return saved(outcome.notice ?? `${outcome.summary}.`, version);
    }),
  );
}

/**
 * Creates a record (at version 1) with its activity entry, in one transaction; `values` are the
 * new row's columns, read in that transaction (a place at the end of her list). Its id.
 */
export async function createRecord<T extends VersionedTable>(options: {
  db: Kysely<Database>;
  table: T;
  values: (trx: Trx) => Insertable<Database[T]> | Promise<Insertable<Database[T]>>;
  activity: { actorEmail: string; area: string; summary: string };
}): Promise<{ id: number }> {
  return options.db.transaction().execute(async (trx) => {
    const row = await (trx as unknown as AnyVersioned)
      .insertInto(options.table as "versioned")
      .values((await options.values(trx)) as never)
      .returning("id")
      .executeTakeFirstOrThrow();
    await recordActivity(trx, options.activity);
    return { id: Number(row.id) };
  });
}
