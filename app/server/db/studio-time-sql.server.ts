import { sql, type RawBuilder } from "kysely";
import { STUDIO_UTC_OFFSET_HOURS } from "~/shared/galleries/gallery-rules";
import type { DialectName } from "./dialect";

// A stored instant as Arizona's wall clock, computed by the database (the dashboard's months, the
// accountant's files). 2026-03-01T03:00Z is "2026-02-28 20:00": February in Phoenix. PostgreSQL
// converts its timestamptz with the zone's own rules; SQLite keeps instants as ISO text in UTC and
// has no zone database, but Arizona keeps MST all year, so the fixed offset is exact there.
// Only literals, no parameters: the same expression can appear in SELECT and GROUP BY.

const FORMATS = {
  month: { postgres: "YYYY-MM", sqlite: "%Y-%m" },
  minute: { postgres: "YYYY-MM-DD HH24:MI", sqlite: "%Y-%m-%d %H:%M" },
} as const;

function studioClock(dialect: DialectName, column: string, unit: keyof typeof FORMATS): RawBuilder<string> {
  const format = FORMATS[unit];
  return dialect === "postgres"
    ? sql<string>`to_char(${sql.ref(column)} at time zone 'America/Phoenix', ${sql.lit(format.postgres)})`
    : sql<string>`strftime(${sql.lit(format.sqlite)}, ${sql.ref(column)}, ${sql.lit(`${STUDIO_UTC_OFFSET_HOURS} hours`)})`;
}

/** "YYYY-MM": the Arizona month of an instant. */
export const studioMonthOf = (dialect: DialectName, column: string) => studioClock(dialect, column, "month");

/** "YYYY-MM-DD HH:MM" in Arizona: its first seven characters are the month. */
export const studioMinuteOf = (dialect: DialectName, column: string) => studioClock(dialect, column, "minute");
