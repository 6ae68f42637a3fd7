import type { Kysely } from "kysely";
import { recordActivity } from "../content/activity-log.server";
import type { Database } from "../db/schema";
import { catchRefusal, notFound, refuse, refused, saved, type EditResult } from "../admin/editor/edit-result.server";

// Deleting a session type or a mini-session day: only while nothing uses it (`inUse` says why
// not), and only at the version its confirmation page was loaded at, with its activity entry, in
// one transaction.

export async function deleteUnused(options: {
  db: Kysely<Database>;
  table: "session_types" | "mini_days";
  id: number;
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
      const deleted = await trx
        .deleteFrom(table)
        .where("id", "=", id)
        .where("version", "=", options.expectedVersion)
        .executeTakeFirst();
      if (Number(deleted.numDeletedRows) === 0) {
        const exists = await trx.selectFrom(table).select("id").where("id", "=", id).executeTakeFirst();
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
