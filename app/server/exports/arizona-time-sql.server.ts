import { sql, type RawBuilder } from "kysely";
import { STUDIO_UTC_OFFSET_HOURS } from "~/shared/galleries/gallery-rules";
import type { DialectName } from "../db/dialect";

// A timestamp column as Arizona's wall clock, "YYYY-MM-DD HH:MM", computed by the database: its
// first seven characters are the Arizona month a payment belongs to (2026-03-01T03:00Z is
// "2026-02-28 20:00", February). PostgreSQL converts with the zone's own rules; SQLite has no zone
// database, and Arizona keeps MST all year, so the fixed offset is exact there.

export function arizonaTime(dialect: DialectName, column: string): RawBuilder<string> {
  return dialect === "postgres"
    ? sql<string>`to_char(${sql.ref(column)} at time zone 'America/Phoenix', 'YYYY-MM-DD HH24:MI')`
    : sql<string>`strftime('%Y-%m-%d %H:%M', ${sql.ref(column)}, ${`${STUDIO_UTC_OFFSET_HOURS} hours`})`;
}
