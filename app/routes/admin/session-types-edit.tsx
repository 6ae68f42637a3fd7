import { adminMeta, Badge, Notice } from "~/components/admin/admin-ui";
import { DeleteLink } from "~/components/admin/editor/confirm-delete";
import { EditorForm } from "~/components/admin/editor/editor-form";
import { EditorPageHead } from "~/components/admin/editor/editor-page-head";
import { SaveOutcome } from "~/components/admin/editor/save-outcome";
import { SchedulingNav } from "~/components/admin/scheduler/scheduling-nav";
import { SessionTypeFields } from "~/components/admin/scheduler/session-type-form";
import { editorLoader } from "~/server/admin/editor/editor-handlers.server";
import { sessionTypeEditorAction, sessionTypePage } from "~/server/scheduler-admin/session-type-actions.server";
import { SESSION_TYPE_INTENTS } from "~/shared/scheduling/admin/session-type.schema";
import type { Route } from "./+types/session-types-edit";

// One session type: everything a client's booking of it follows. A seeded SAMPLE becomes hers
// when she saves it.

export const meta: Route.MetaFunction = () => adminMeta("Session type");

export function loader({ request, params }: Route.LoaderArgs) {
  return editorLoader(request, async () => ({
    ...(await sessionTypePage(params.id)),
    created: new URL(request.url).searchParams.has("created"),
  }));
}

export function action({ request, params }: Route.ActionArgs) {
  return sessionTypeEditorAction(request, params.id);
}

export default function SessionTypeEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { type, choices, created } = loaderData;
  return (
    <>
      <SchedulingNav />
      <EditorPageHead
        backTo="/admin/session-types"
        back="All session types"
        lead={`Clients book it at /book-a-session/${type.slug}${type.active ? "" : " (inactive: not offered now)"}.`}
      >
        {type.name} {type.isSample && <Badge tone="warn">SAMPLE</Badge>}
      </EditorPageHead>
      {created && !actionData && <Notice>Created. Clients can book it while it is active.</Notice>}
      <SaveOutcome result={actionData} reloadTo={`/admin/session-types/${type.id}`} />
      {type.isSample && (
        <p className="mb-4 rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm">
          This is a sample made from your price list. Check its length, price, deposit, agreement and rules, then save
          it: it stays on your go-live checklist until you do.
        </p>
      )}
      <EditorForm version={type.version} key={type.version}>
        <SessionTypeFields
          stored={type.form}
          actionData={actionData}
          choices={choices}
          save={{ intent: SESSION_TYPE_INTENTS.save, label: "Save session type" }}
        />
      </EditorForm>
      <DeleteLink to={`/admin/session-types/${type.id}/delete`}>Delete this session type…</DeleteLink>
    </>
  );
}
