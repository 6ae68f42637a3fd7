import type { Kysely, Updateable } from "kysely";
import { z } from "zod";
import { db as sharedDb } from "../../db/db.server";
import type { Database } from "../../db/schema";
import type { EditResult } from "./edit-result.server";
import type { Parsed } from "./form-values.server";
import { saveVersioned, type VersionedTable } from "./versioned-save.server";

// Records kept in one row (site settings, the home page's texts, the investment section, the blog
// article): seeded on first start, read through the record's zod schema, so a hand-edited row
// that breaks its shape fails loudly, with its lists stored as JSON text; saved whole by
// `recordRowSave`.

// Kysely cannot type a query over a union of tables; every VersionedTable has an id.
type AnyRecord = Kysely<{ record: { id: number } }>;

/** Inserts the record's first row unless it exists: safe on every start, and by several instances. */
export async function insertSeedRow(db: Kysely<Database>, table: VersionedTable, id: number, columns: object) {
  await (db as unknown as AnyRecord)
    .insertInto(table as "record")
    .values({ ...columns, id })
    .onConflict((oc) => oc.column("id").doNothing())
    .execute();
}

/**
 * The record's row, seeded first when it is missing (a database migrated by another tool before
 * the server first started); `unknown` until the record's schema parses it.
 */
export async function readSeededRow(
  db: Kysely<Database>,
  table: VersionedTable,
  id: number,
  ensure: (db: Kysely<Database>) => Promise<unknown>,
): Promise<unknown> {
  const select = () =>
    (db as unknown as AnyRecord)
      .selectFrom(table as "record")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirst();
  const row = await select();
  if (row) return row;
  await ensure(db);
  return select();
}

/** A JSON text column, checked by `schema` as it is read ("home_texts.availability"). */
export const jsonColumn = <T extends z.ZodType>(schema: T, column: string) =>
  z.string().transform((text, ctx): z.output<T> => {
    const parsed = schema.safeParse(JSON.parse(text));
    if (!parsed.success) {
      ctx.addIssue({ code: "custom", message: `${column} has the wrong shape` });
      return z.NEVER;
    }
    return parsed.data;
  });

/** A one-row record's save as its editor calls it. */
export type RecordRowSave<Input> = (
  input: Input,
  expectedVersion: number,
  actorEmail: string,
  db?: Kysely<Database>,
) => Promise<EditResult>;

/**
 * The save of a record kept in one row: `check` the posted input (its refusal is the answer), then
 * save the record's `columns` at the version the form was loaded at, with an activity entry that
 * says what changed since the record as `read` before the save.
 */
export function recordRowSave<Input, Value, Stored, T extends VersionedTable>(record: {
  table: T;
  id: number;
  /** The activity log's area ("Home page"). */
  area: string;
  notice: string;
  check: (input: Input, db: Kysely<Database>) => Parsed<Value> | Promise<Parsed<Value>>;
  read: (db: Kysely<Database>) => Promise<Stored>;
  columns: (value: Value) => Omit<Updateable<Database[T]>, "id" | "version" | "updated_at">;
  summary: (before: Stored, after: Value) => string;
}): RecordRowSave<Input> {
  return async (input, expectedVersion, actorEmail, db = sharedDb()) => {
    const checked = await record.check(input, db);
    if (!checked.ok) return checked.refusal;
    const before = await record.read(db);
    return saveVersioned({
      db,
      table: record.table,
      id: record.id,
      expectedVersion,
      values: record.columns(checked.value),
      activity: { actorEmail, area: record.area, summary: record.summary(before, checked.value) },
      notice: record.notice,
    });
  };
}
