import { calendarFeedResponse } from "~/server/calendar/calendar-feed-response.server";
import type { Route } from "./+types/feed";

// /calendar/<secret>.ics: her private calendar feed (issue 29 §4, docs/decisions/035-calendar-feed.md).
export function loader({ params }: Route.LoaderArgs) {
  return calendarFeedResponse(params.file);
}
