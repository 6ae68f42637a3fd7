import { sql, type RawBuilder } from "kysely";
import { STUDIO_UTC_OFFSET_HOURS } from "~/shared/galleries/gallery-rules";
import type { DialectName } from "../db/dialect";

// The one place the dashboard's SQL differs between the databases: the Arizona month of a stored
// instant, as "YYYY-MM" (app/shared/dashboard/studio-months.ts). SQLite keeps instants as ISO text
// in UTC and shifts them by Arizona's fixed offset; PostgreSQL converts its timestamptz to the zone.
// Only literals, no parameters: the same expression can appear in SELECT and GROUP BY.

export function studioMonthOf(dialect: DialectName, column: string): RawBuilder<string> {
  return dialect === "postgres"
    ? sql<string>`to_char(${sql.ref(column)} at time zone 'America/Phoenix', 'YYYY-MM')`
    : sql<string>`strftime('%Y-%m', ${sql.ref(column)}, ${sql.lit(`${STUDIO_UTC_OFFSET_HOURS} hours`)})`;
}
