import { Link } from "react-router";
import { adminMeta, dangerButton, PageTitle } from "~/components/admin/admin-ui";
import { EditorForm } from "~/components/admin/editor/editor-form";
import { SaveOutcome } from "~/components/admin/editor/save-outcome";
import { editorLoader } from "~/server/admin/editor/editor-handlers.server";
import { calendarPageData, replaceCalendarAction } from "~/server/calendar/calendar-admin.server";
import { CALENDAR_INTENTS } from "~/shared/calendar/calendar-intents";
import type { Route } from "./+types/calendar-replace";

// Replacing her calendar feed's address: a confirmation page of its own, so it works without
// JavaScript. The old address stops working at once.

export const meta: Route.MetaFunction = () => adminMeta("Replace your calendar's address");

export function loader({ request }: Route.LoaderArgs) {
  return editorLoader(request, async () => ({ version: (await calendarPageData()).version }));
}

export function action({ request }: Route.ActionArgs) {
  return replaceCalendarAction(request);
}

export default function ReplaceCalendarAddress({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="max-w-xl">
      <PageTitle>Replace your calendar&apos;s address?</PageTitle>
      <SaveOutcome result={actionData} reloadTo="/admin/calendar/replace" />
      <p>
        The calendars you subscribed with the current address stop updating at once, and nobody can read your sessions
        with it any more. You then add the new address to Google Calendar or Apple Calendar (and remove the old calendar
        there).
      </p>
      <EditorForm version={loaderData.version} className="mt-8 flex flex-wrap gap-3">
        <button type="submit" name="intent" value={CALENDAR_INTENTS.replace} className={dangerButton}>
          Replace the address
        </button>
        <Link to="/admin/calendar" className="btn-outline">
          Keep it
        </Link>
      </EditorForm>
    </div>
  );
}
