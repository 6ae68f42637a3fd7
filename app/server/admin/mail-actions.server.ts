import { positiveInt } from "~/shared/admin/form-fields";
import { retryNow } from "../mail/outbox-store.server";
import { wakeOutboxWorker } from "../mail/outbox-worker.server";
import type { EditorRequest } from "./editor/editor-action.server";
import { answer, refused, saved, type EditResult } from "./editor/edit-result.server";
import { field } from "./editor/form-values.server";

// "Retry now" on a mail that is waiting for its next attempt or has given up.

export async function retryMail(mailIdText: string): Promise<EditResult> {
  const id = positiveInt(mailIdText);
  if (id === undefined) return refused("Unknown mail.");
  if (!(await retryNow(id))) return refused("That mail is not waiting for a retry (already sent or being sent).", 409);
  wakeOutboxWorker();
  return saved("The mail will be sent again in a moment.");
}

/** The "retry-mail" handler of every page with a mail list (the dashboard, an enquiry, an order). */
export async function retryMailHandler({ form }: EditorRequest) {
  return answer(await retryMail(field(form, "mailId")));
}
