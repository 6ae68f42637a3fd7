import { calendarFeedResponse } from "~/server/calendar/calendar-feed-response.server";
import type { Route } from "./+types/feed";

// /calendar/<secret>.ics: her private calendar feed (issue 29 §4, docs/decisions/035-calendar-feed.md,
// 053-calendar-feed-versions.md).
export function loader({ params, request }: Route.LoaderArgs) {
  return calendarFeedResponse(params.file, request.headers);
}
