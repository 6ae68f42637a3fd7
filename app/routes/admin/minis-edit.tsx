import { adminMeta, Badge, Notice } from "~/components/admin/admin-ui";
import { DeleteLink } from "~/components/admin/editor/confirm-delete";
import { EditorForm } from "~/components/admin/editor/editor-form";
import { EditorPageHead } from "~/components/admin/editor/editor-page-head";
import { SaveOutcome } from "~/components/admin/editor/save-outcome";
import { MiniDayFields } from "~/components/admin/scheduler/mini-day-form";
import { SchedulingNav } from "~/components/admin/scheduler/scheduling-nav";
import { SlotPreview } from "~/components/admin/scheduler/slot-preview";
import { editorLoader } from "~/server/admin/editor/editor-handlers.server";
import { miniDayEditorAction, miniDayPage } from "~/server/scheduler-admin/mini-day-actions.server";
import { MINI_DAY_INTENTS } from "~/shared/scheduling/admin/mini-day.schema";
import type { Route } from "./+types/minis-edit";

// One mini-session day: its details and the slots they make, as saved.

export const meta: Route.MetaFunction = () => adminMeta("Mini-session day");

export function loader({ request, params }: Route.LoaderArgs) {
  return editorLoader(request, async () => ({
    ...(await miniDayPage(params.id)),
    created: new URL(request.url).searchParams.has("created"),
  }));
}

export function action({ request, params }: Route.ActionArgs) {
  return miniDayEditorAction(request, params.id);
}

export default function MiniDayEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { day, choices, booked, created } = loaderData;
  return (
    <>
      <SchedulingNav />
      <EditorPageHead
        backTo="/admin/minis"
        back="All mini-session days"
        lead={`Clients book at /minis/${day.slug}${day.published ? "" : " once you publish it"}.`}
      >
        {day.title} {!day.published && <Badge>Not published</Badge>}
      </EditorPageHead>
      {created && !actionData && <Notice>Created. Check the slots below, then publish it when you are ready.</Notice>}
      <SaveOutcome result={actionData} reloadTo={`/admin/minis/${day.id}`} />
      <SlotPreview slots={day.slots} />
      <EditorForm version={day.version} key={day.version}>
        <MiniDayFields
          stored={day.form}
          actionData={actionData}
          choices={choices}
          booked={booked}
          save={{ intent: MINI_DAY_INTENTS.save, label: "Save mini-session day" }}
        />
      </EditorForm>
      <DeleteLink to={`/admin/minis/${day.id}/delete`}>Delete this day…</DeleteLink>
    </>
  );
}
