import { MINI_DAY_FIELDS, MINI_DAY_INTENTS, NEW_MINI_DAY_INTENTS } from "~/shared/scheduling/admin/mini-day.schema";
import { deleteRecordAction } from "../admin/editor/delete-action.server";
import { editorAction } from "../admin/editor/editor-action.server";
import { createAction, createValues, saveRecordValues } from "../admin/editor/editor-handlers.server";
import { db as sharedDb } from "../db/db.server";
import { termsChoices } from "./booking-terms.server";
import {
  createMiniDay,
  deleteMiniDay,
  listMiniDays,
  miniDayBookings,
  miniDayFromUrl,
  miniDayHistory,
  saveMiniDay,
} from "./mini-days.server";

// The mini-session day screens' data and form posts (the kit's editorAction checks the session
// and the CSRF token first): create, save at the loaded version, delete.

export const miniDaysPage = async () => ({ days: await listMiniDays() });

export const newMiniDayPage = async () => ({ choices: await termsChoices(sharedDb()) });

export async function miniDayPage(idParam: string | undefined) {
  const day = await miniDayFromUrl(idParam);
  const [choices, booked] = await Promise.all([termsChoices(sharedDb()), miniDayBookings(day.id)]);
  return { day, choices, booked };
}

export async function miniDayDeletePage(idParam: string | undefined) {
  const { id, title, version } = await miniDayFromUrl(idParam);
  return { day: { id, title, version }, history: await miniDayHistory(id) };
}

export function newMiniDayAction(request: Request) {
  const create = createValues(MINI_DAY_FIELDS, (values, actor) => createMiniDay(values, actor), {
    open: (id) => `/admin/minis/${id}`,
  });
  return createAction(request, NEW_MINI_DAY_INTENTS, create);
}

export function miniDayEditorAction(request: Request, idParam: string | undefined) {
  return editorAction(
    request,
    MINI_DAY_INTENTS,
    {
      save: saveRecordValues(MINI_DAY_FIELDS, () => miniDayFromUrl(idParam), saveMiniDay),
    },
    { fallback: MINI_DAY_INTENTS.save },
  );
}

export function deleteMiniDayAction(request: Request, idParam: string | undefined) {
  return deleteRecordAction(request, () => miniDayFromUrl(idParam), deleteMiniDay, { done: "/admin/minis?deleted=1" });
}
