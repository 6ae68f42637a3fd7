import { redirect } from "react-router";
import { whichMessage } from "~/shared/admin/edit-messages";
import { positiveInt } from "~/shared/admin/form-fields";
import { CLIENT_FIELDS, CLIENT_INTENTS as I, STATUS_FIELDS } from "~/shared/clients/client.schema";
import { answer, isSaved, refused } from "../admin/editor/edit-result.server";
import { editorAction, type EditorRequest, type VersionedRequest } from "../admin/editor/editor-action.server";
import { createValues, saveValues } from "../admin/editor/editor-handlers.server";
import { field, textValues } from "../admin/editor/form-values.server";
import { clientFromEnquiry, createClient } from "./client-create.server";
import { changeClientStatus, saveClientDetails } from "./client-edit.server";
import { clientFromUrl } from "./client-page.server";
import { REMINDER_INTENTS } from "~/shared/clients/client-reminders";
import { reminderSwitchHandler } from "../reminders/reminder-switch.server";
import { ONE_OFF_INTENTS } from "~/shared/invoices/invoice.schema";
import { sendInvoiceHandler } from "../invoices/one-off-admin.server";

// The client screens' form posts, one small handler each (the kit's editorAction checks the
// session and the CSRF token first, and the version for a change to a client). The client named
// by the URL is read after those checks: a stranger learns nothing, not even a 404.

const clientPath = (id: number) => `/admin/clients/${id}`;

/**
 * "Make a client" (the enquiry page, the enquiry list and the Clients page): then the client's page,
 * the new one or the one this enquiry already made.
 */
export async function makeClientHandler({ form, actor }: EditorRequest) {
  const enquiryId = positiveInt(field(form, "enquiryId"));
  if (enquiryId === undefined) return answer(refused(whichMessage("enquiry")));
  const made = await clientFromEnquiry(enquiryId, actor);
  if ("kind" in made) return answer(made);
  return redirect(`${clientPath(made.id)}?${made.existing ? "existing" : "made"}=1`);
}

/** The Clients page: its enquiries' "Make a client" buttons. */
export function clientListAction(request: Request) {
  return editorAction(request, { "make-client": I["make-client"] }, { "make-client": makeClientHandler });
}

/** /admin/clients/new: the client typed by hand, then its page. */
export function newClientAction(request: Request) {
  return editorAction(
    request,
    { create: I.create },
    {
      create: createValues(CLIENT_FIELDS, createClient, { open: clientPath }),
    },
    { fallback: I.create },
  );
}

/** The client's page: a change of status by hand, the reminders switch, and "Send an invoice". */
export function clientPageAction(request: Request, idText: string | undefined) {
  return editorAction(
    request,
    { status: I.status, ...REMINDER_INTENTS, ...ONE_OFF_INTENTS },
    {
      status: saveValues(STATUS_FIELDS, async (values, version, actor) =>
        changeClientStatus((await clientFromUrl(idText)).id, values, version, actor),
      ),
      // Her switch for the client's automatic reminders (issue 29 §2).
      reminders: reminderSwitchHandler(idText),
      // A one-off invoice with its own link (issue 29 §1).
      "send-invoice": sendInvoiceHandler(idText),
    },
  );
}

/** The details editor: saved, then back to the client's page; refused, the form as typed. */
export function clientEditAction(request: Request, idText: string | undefined) {
  return editorAction(
    request,
    { save: I.save },
    {
      save: {
        async versioned({ form, version, actor }: VersionedRequest) {
          const client = await clientFromUrl(idText);
          const values = textValues(form, CLIENT_FIELDS);
          const result = await saveClientDetails(client.id, values, version, actor);
          if (isSaved(result)) return redirect(`${clientPath(client.id)}?saved=1`);
          return answer(result, { echo: { values } });
        },
      },
    },
    { fallback: I.save },
  );
}
