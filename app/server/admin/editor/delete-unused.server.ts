import type { Kysely } from "kysely";
import { recordActivity } from "../../content/activity-log.server";
import type { Database } from "../../db/schema";
import { catchRefusal, notFound, refuse, refused, saved, type EditResult } from "./edit-result.server";

// Deleting a record nothing may still use (a session type, a mini-session day, a product, a price
// sheet): only while nothing uses it (`inUse` says why not), and only at the version its
// confirmation page was loaded at, with its activity entry, in one transaction.

/** The tables whose records are deleted this way. */
type DeletableTable = "session_types" | "mini_days" | "shop_products" | "shop_price_sheets";
// Kysely cannot type a delete over a union of tables; every DeletableTable has these columns.
type AnyDeletable = Kysely<{ deletable: { id: number | string; version: number } }>;

export async function deleteUnused(options: {
  db: Kysely<Database>;
  table: DeletableTable;
  id: number | string;
  expectedVersion: number;
  actorEmail: string;
  area: string;
  /** "the session type Family Session". */
  what: string;
  /** Why not, when something uses it (read in the transaction). */
  inUse: (trx: Kysely<Database>) => Promise<string | undefined>;
  missing: string;
}): Promise<EditResult> {
  const { table, id, what } = options;
  return catchRefusal(() =>
    options.db.transaction().execute(async (trx) => {
      const why = await options.inUse(trx);
      if (why) return refused(why, 409);
      const rows = trx as unknown as AnyDeletable;
      const deleted = await rows
        .deleteFrom(table as "deletable")
        .where("id", "=", id)
        .where("version", "=", options.expectedVersion)
        .executeTakeFirst();
      if (Number(deleted.numDeletedRows) === 0) {
        const exists = await rows
          .selectFrom(table as "deletable")
          .select("id")
          .where("id", "=", id)
          .executeTakeFirst();
        refuse(
          exists
            ? refused("Not deleted: this was changed after you opened this page. Go back and look again.", 409)
            : notFound(options.missing),
        );
      }
      await recordActivity(trx, { actorEmail: options.actorEmail, area: options.area, summary: `Deleted ${what}` });
      return saved(`Deleted ${what}.`);
    }),
  );
}
