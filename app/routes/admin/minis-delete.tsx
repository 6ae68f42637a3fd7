import { Link } from "react-router";
import { adminMeta } from "~/components/admin/admin-ui";
import { ConfirmDelete, DeletePage } from "~/components/admin/editor/confirm-delete";
import { editorLoader } from "~/server/admin/editor/editor-handlers.server";
import { deleteMiniDayAction, miniDayDeletePage } from "~/server/scheduler-admin/mini-day-actions.server";
import { MINI_DAY_MESSAGES } from "~/shared/scheduling/admin/mini-day.schema";
import type { Route } from "./+types/minis-delete";

// The step before a mini-session day is deleted: only a day nobody booked or waited for.

export const meta: Route.MetaFunction = () => adminMeta("Delete mini-session day");

export function loader({ request, params }: Route.LoaderArgs) {
  return editorLoader(request, () => miniDayDeletePage(params.id));
}

export function action({ request, params }: Route.ActionArgs) {
  return deleteMiniDayAction(request, params.id);
}

export default function DeleteMiniDay({ loaderData, actionData }: Route.ComponentProps) {
  const { day, history } = loaderData;
  const editor = `/admin/minis/${day.id}`;
  return (
    <DeletePage question="Delete this mini-session day?" actionData={actionData}>
      {history > 0 ? (
        <>
          <p>{MINI_DAY_MESSAGES.inUse}</p>
          <p className="mt-6">
            <Link to={editor} className="btn-outline">
              Back to the day
            </Link>
          </p>
        </>
      ) : (
        <>
          <p>
            <strong>{day.title}</strong> will be removed for good, with its page.
          </p>
          <ConfirmDelete keepTo={editor} version={day.version} />
        </>
      )}
    </DeletePage>
  );
}
