import { adminMeta } from "~/components/admin/admin-ui";
import { EditorForm } from "~/components/admin/editor/editor-form";
import { EditorPageHead } from "~/components/admin/editor/editor-page-head";
import { SaveOutcome } from "~/components/admin/editor/save-outcome";
import { SchedulingNav } from "~/components/admin/scheduler/scheduling-nav";
import { SessionTypeFields } from "~/components/admin/scheduler/session-type-form";
import { editorLoader } from "~/server/admin/editor/editor-handlers.server";
import { newSessionTypeAction, newSessionTypePage } from "~/server/scheduler-admin/session-type-actions.server";
import { NEW_SESSION_TYPE_INTENTS, type SessionTypeForm } from "~/shared/scheduling/admin/session-type.schema";
import { blankTerms } from "~/shared/scheduling/admin/booking-terms.schema";
import type { Route } from "./+types/session-types-new";

// A new session type; created, it opens in its editor.

export const meta: Route.MetaFunction = () => adminMeta("New session type");

export function loader({ request }: Route.LoaderArgs) {
  return editorLoader(request, newSessionTypePage);
}

export function action({ request }: Route.ActionArgs) {
  return newSessionTypeAction(request);
}

const blank = (signature: string): SessionTypeForm => ({
  name: "",
  ...blankTerms(signature),
  durationMinutes: "60",
  bufferBeforeMinutes: "15",
  bufferAfterMinutes: "15",
  placeKind: "client",
  place: "Where would you like to meet?",
  minNoticeHours: "48",
  maxDaysAhead: "90",
  changeNoticeHours: "48",
  active: "on",
});

export default function NewSessionType({ loaderData, actionData }: Route.ComponentProps) {
  const { choices } = loaderData;
  return (
    <>
      <SchedulingNav />
      <EditorPageHead
        backTo="/admin/session-types"
        back="All session types"
        lead="A session clients book themselves: they pick a free time, sign the agreement and pay the deposit."
      >
        New session type
      </EditorPageHead>
      <SaveOutcome result={actionData} />
      <EditorForm>
        <SessionTypeFields
          stored={blank(choices.signature)}
          actionData={actionData}
          choices={choices}
          save={{ intent: NEW_SESSION_TYPE_INTENTS.create, label: "Create session type" }}
        />
      </EditorForm>
    </>
  );
}
