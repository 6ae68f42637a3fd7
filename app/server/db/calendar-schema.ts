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

/**
 * Migration 0040: one row (id 1) the database bumps whenever a row the feed shows may have changed
 * (docs/decisions/053-calendar-feed-versions.md).
 */
export interface CalendarFeedVersionTable {
  id: number;
  version: Generated<number | string>;
  /** PostgreSQL: the transaction that last bumped it. */
  bumped_by: number | string | null;
}

export interface CalendarTables {
  calendar_feeds: CalendarFeedsTable;
  calendar_feed_version: CalendarFeedVersionTable;
}
