import { redirect } from "react-router";
import { CALENDAR_INTENTS, calendarFeedUrl } from "~/shared/calendar/calendar-intents";
import { answer, isSaved } from "../admin/editor/edit-result.server";
import { editorAction } from "../admin/editor/editor-action.server";
import { siteUrl } from "../content/page-settings.server";
import { readCalendarFeed, replaceCalendarSecret } from "./calendar-secret.server";

// The admin's calendar screen (/admin/calendar) and its confirmation page for a new address.

/** The feed's address to copy (made on her first visit), and the version to replace it at. */
export async function calendarPageData() {
  const feed = await readCalendarFeed();
  const url = calendarFeedUrl(siteUrl(), feed.secret);
  return { version: feed.version, url, webcal: url.replace(/^https?:/, "webcal:") };
}

export function replaceCalendarAction(request: Request) {
  return editorAction(
    request,
    CALENDAR_INTENTS,
    {
      replace: {
        async versioned({ version, actor }) {
          const result = await replaceCalendarSecret(version, actor);
          if (isSaved(result)) return redirect("/admin/calendar?replaced=1");
          return answer(result);
        },
      },
    },
    { fallback: CALENDAR_INTENTS.replace },
  );
}
