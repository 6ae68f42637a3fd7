import type { Generated } from "kysely";

// Migration 0025: her calendar feed's secret (issue 29 §4, docs/decisions/035-calendar-feed.md).

export interface CalendarFeedsTable {
  id: Generated<number>;
  version: Generated<number>;
  /** 32 random bytes, base64url: the feed is /calendar/<secret>.ics. */
  secret: string;
  created_at: Generated<string | Date>;
  updated_at: Generated<string | Date>;
}

export interface CalendarTables {
  calendar_feeds: CalendarFeedsTable;
}
