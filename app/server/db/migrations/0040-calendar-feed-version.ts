import { sql } from "kysely";
import type { AppMigration } from "../dialect";
import { bigint } from "../migration-columns";
import { createVersionCounter } from "../migration-kit";

// Her calendar feed's data version (docs/decisions/053-calendar-feed-versions.md): one row the
// database itself bumps whenever a row the feed shows may have changed, so each server process
// keeps the feed's text for the version it was written at and answers a repeat poll without
// writing it again. Like the content version (migration 0012), a trigger, not the app, bumps it:
// a change by any screen, script or hand-typed SQL reaches the feed the same way.

/** The tables the feed reads (app/server/calendar/calendar-feed.server.ts): keep the two in step. */
export const CALENDAR_FEED_TABLES = [
  "proposals",
  "clients",
  "proposal_signatures",
  "invoices",
  "session_bookings",
  "site_settings",
] as const;

const OPERATIONS = ["insert", "update", "delete"] as const;
type Operation = (typeof OPERATIONS)[number];

/**
 * session_bookings rows without a proposal are holds and requests (written by the hundred when
 * visitors pick times): the feed joins only rows with one, so only those bump.
 */
function condition(table: string, operation: Operation): string | undefined {
  if (table !== "session_bookings") return undefined;
  if (operation === "insert") return "NEW.proposal_id IS NOT NULL";
  if (operation === "delete") return "OLD.proposal_id IS NOT NULL";
  return "OLD.proposal_id IS NOT NULL OR NEW.proposal_id IS NOT NULL";
}

export const calendarFeedVersion: AppMigration = {
  name: "0040-calendar-feed-version",
  async up(db, ctx) {
    await createVersionCounter(db, ctx, "calendar_feed_version", {
      /** PostgreSQL: the transaction that last bumped it, so a transaction bumps it once. */
      bumped_by: bigint,
    });
    if (ctx.dialect === "postgres") {
      // Run at commit (a deferred constraint trigger), once per transaction: the row is locked for
      // the commit alone, not from a transaction's first write on, so two bookings, a payment and
      // a reminder never queue behind each other for the counter.
      await sql
        .raw(
          `CREATE OR REPLACE FUNCTION bump_calendar_feed_version() RETURNS trigger LANGUAGE plpgsql AS $$
           BEGIN
             UPDATE calendar_feed_version SET version = version + 1, bumped_by = txid_current()
               WHERE id = 1 AND bumped_by IS DISTINCT FROM txid_current();
             RETURN NULL;
           END $$`,
        )
        .execute(db);
    }
    for (const table of CALENDAR_FEED_TABLES) {
      for (const operation of OPERATIONS) {
        const name = `${table}_calendar_feed_${operation}`;
        const when = condition(table, operation);
        await sql
          .raw(
            ctx.dialect === "postgres"
              ? `CREATE CONSTRAINT TRIGGER ${name} AFTER ${operation.toUpperCase()} ON ${table} ` +
                  `DEFERRABLE INITIALLY DEFERRED FOR EACH ROW ${when ? `WHEN (${when}) ` : ""}` +
                  `EXECUTE FUNCTION bump_calendar_feed_version()`
              : `CREATE TRIGGER ${name} AFTER ${operation.toUpperCase()} ON ${table} ` +
                  `${when ? `WHEN ${when} ` : ""}` +
                  `BEGIN UPDATE calendar_feed_version SET version = version + 1 WHERE id = 1; END`,
          )
          .execute(db);
      }
    }
  },
};
