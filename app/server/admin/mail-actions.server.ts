import { data } from "react-router";
import { retryNow } from "../mail/outbox-store.server";
import { wakeOutboxWorker } from "../mail/outbox-worker.server";
import { field } from "./guard.server";

// "Retry now" on a mail that is waiting for its next attempt or has given up.

export async function retryMailFromForm(form: FormData) {
  const id = Number(field(form, "mailId"));
  if (!Number.isSafeInteger(id) || id < 1) return data({ error: "Unknown mail." }, { status: 400 });
  if (!(await retryNow(id))) {
    return data({ error: "That mail is not waiting for a retry (already sent or being sent)." }, { status: 409 });
  }
  wakeOutboxWorker();
  return { notice: "The mail will be sent again in a moment." };
}
