import { adminMeta } from "~/components/admin/admin-ui";
import { EditorForm } from "~/components/admin/editor/editor-form";
import { EditorPageHead } from "~/components/admin/editor/editor-page-head";
import { SaveOutcome } from "~/components/admin/editor/save-outcome";
import { MiniDayFields } from "~/components/admin/scheduler/mini-day-form";
import { SchedulingNav } from "~/components/admin/scheduler/scheduling-nav";
import { editorLoader } from "~/server/admin/editor/editor-handlers.server";
import { newMiniDayAction, newMiniDayPage } from "~/server/scheduler-admin/mini-day-actions.server";
import { NEW_MINI_DAY_INTENTS, type MiniDayForm } from "~/shared/scheduling/admin/mini-day.schema";
import { blankTerms } from "~/shared/scheduling/admin/booking-terms.schema";
import type { Route } from "./+types/minis-new";

// A new mini-session day; created, it opens in its editor with its slots listed. It starts
// unpublished unless she ticks the box.

export const meta: Route.MetaFunction = () => adminMeta("New mini-session day");

export function loader({ request }: Route.LoaderArgs) {
  return editorLoader(request, newMiniDayPage);
}

export function action({ request }: Route.ActionArgs) {
  return newMiniDayAction(request);
}

const blank = (signature: string): MiniDayForm => ({
  title: "",
  ...blankTerms(signature),
  date: "",
  place: "",
  startTime: "17:00",
  endTime: "20:00",
  slotMinutes: "20",
  gapMinutes: "10",
  slotLimit: "",
  offerHours: "12",
  published: "",
});

export default function NewMiniDay({ loaderData, actionData }: Route.ComponentProps) {
  const { choices } = loaderData;
  return (
    <>
      <SchedulingNav />
      <EditorPageHead
        backTo="/admin/minis"
        back="All mini-session days"
        lead="A date, a place, the times and the slot length: the slots are worked out for you."
      >
        New mini-session day
      </EditorPageHead>
      <SaveOutcome result={actionData} />
      <EditorForm>
        <MiniDayFields
          stored={blank(choices.signature)}
          actionData={actionData}
          choices={choices}
          save={{ intent: NEW_MINI_DAY_INTENTS.create, label: "Create mini-session day" }}
        />
      </EditorForm>
    </>
  );
}
