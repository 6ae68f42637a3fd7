import { Form, Link } from "react-router";
import { adminMeta } from "~/components/admin/admin-ui";
import { ConfirmDelete, DeletePage } from "~/components/admin/editor/confirm-delete";
import { CsrfField } from "~/components/admin/editor/csrf-field";
import { editorLoader } from "~/server/admin/editor/editor-handlers.server";
import { deleteSessionTypeAction, sessionTypeDeletePage } from "~/server/scheduler-admin/session-type-actions.server";
import { IN_USE_MESSAGE, SESSION_TYPE_INTENTS } from "~/shared/scheduling/admin/session-type.schema";
import type { Route } from "./+types/session-types-delete";

// The step before a session type is deleted: refused while a booking uses it, with the way out
// (make it inactive) offered instead.

export const meta: Route.MetaFunction = () => adminMeta("Delete session type");

export function loader({ request, params }: Route.LoaderArgs) {
  return editorLoader(request, () => sessionTypeDeletePage(params.id));
}

export function action({ request, params }: Route.ActionArgs) {
  return deleteSessionTypeAction(request, params.id);
}

export default function DeleteSessionType({ loaderData, actionData }: Route.ComponentProps) {
  const { type, bookings } = loaderData;
  const editor = `/admin/session-types/${type.id}`;
  return (
    <DeletePage question="Delete this session type?" actionData={actionData}>
      {bookings > 0 ? (
        <>
          <p>{IN_USE_MESSAGE(bookings)}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Form method="post" action={editor}>
              <CsrfField />
              <input type="hidden" name="version" value={type.version} />
              <button type="submit" name="intent" value={SESSION_TYPE_INTENTS.deactivate} className="btn-primary">
                Make it inactive
              </button>
            </Form>
            <Link to={editor} className="btn-outline">
              Keep it as it is
            </Link>
          </div>
        </>
      ) : (
        <>
          <p>
            <strong>{type.name}</strong> will be removed for good, with its booking page.
          </p>
          <ConfirmDelete keepTo={editor} version={type.version} />
        </>
      )}
    </DeletePage>
  );
}
