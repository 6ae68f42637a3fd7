import {
  NEW_SESSION_TYPE_INTENTS,
  SESSION_TYPE_FIELDS,
  SESSION_TYPE_INTENTS,
  SESSION_TYPE_LIST_INTENTS,
} from "~/shared/scheduling/admin/session-type.schema";
import { deleteRecordAction } from "../admin/editor/delete-action.server";
import { answer } from "../admin/editor/edit-result.server";
import { editorAction } from "../admin/editor/editor-action.server";
import { createAction, createValues, saveRecordValues } from "../admin/editor/editor-handlers.server";
import { listMoveHandlers } from "../admin/editor/list-rows.server";
import { db as sharedDb } from "../db/db.server";
import { termsChoices } from "./booking-terms.server";
import {
  createSessionType,
  deactivateSessionType,
  deleteSessionType,
  listSessionTypes,
  moveSessionType,
  NO_SUCH_TYPE,
  saveSessionType,
  sessionTypeBookings,
  sessionTypeFromUrl,
} from "./session-types.server";

// The session-type screens' data and form posts (the kit's editorAction checks the session and
// the CSRF token first): create, save at the loaded version, make inactive, and delete.

export const sessionTypesPage = async () => ({ types: await listSessionTypes() });

export const newSessionTypePage = async () => ({ choices: await termsChoices(sharedDb()) });

export async function sessionTypePage(idParam: string | undefined) {
  const [type, choices] = await Promise.all([sessionTypeFromUrl(idParam), termsChoices(sharedDb())]);
  return { type, choices };
}

export async function sessionTypeDeletePage(idParam: string | undefined) {
  const { id, name, version } = await sessionTypeFromUrl(idParam);
  return { type: { id, name, version }, bookings: await sessionTypeBookings(id) };
}

export function newSessionTypeAction(request: Request) {
  const create = createValues(SESSION_TYPE_FIELDS, createSessionType, { open: (id) => `/admin/session-types/${id}` });
  return createAction(request, NEW_SESSION_TYPE_INTENTS, create);
}

export function sessionTypeEditorAction(request: Request, idParam: string | undefined) {
  return editorAction(
    request,
    SESSION_TYPE_INTENTS,
    {
      save: saveRecordValues(SESSION_TYPE_FIELDS, () => sessionTypeFromUrl(idParam), saveSessionType),
      // Read after the session and CSRF checks: a stranger learns nothing, not even a 404.
      deactivate: {
        async versioned({ version, actor }) {
          return answer(await deactivateSessionType(await sessionTypeFromUrl(idParam), version, actor));
        },
      },
    },
    { fallback: SESSION_TYPE_INTENTS.save },
  );
}

/** The confirmation page's Delete for good, at the version that page was loaded at. */
export function deleteSessionTypeAction(request: Request, idParam: string | undefined) {
  return deleteRecordAction(request, () => sessionTypeFromUrl(idParam), deleteSessionType, {
    done: "/admin/session-types?deleted=1",
  });
}

/** The list's Move up / Move down and drops: her order is the order of /book-a-session. */
export function sessionTypesListAction(request: Request) {
  const idOf = (posted: string) => (/^[1-9]\d{0,9}$/.test(posted) ? Number(posted) : undefined);
  const handlers = listMoveHandlers(idOf, NO_SUCH_TYPE, moveSessionType);
  return editorAction(request, SESSION_TYPE_LIST_INTENTS, handlers);
}
