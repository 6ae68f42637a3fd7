import type { Kysely } from "kysely";
import { z } from "zod";
import type { Database } from "../../db/schema";
import type { VersionedTable } from "./versioned-save.server";

// Records kept in one row (site settings, the home page's texts, the investment section, the blog
// article): seeded on first start, read through the record's zod schema, so a hand-edited row
// that breaks its shape fails loudly, with its lists stored as JSON text.

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
