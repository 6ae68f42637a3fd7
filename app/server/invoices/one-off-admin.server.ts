import { redirect } from "react-router";
import { ONE_OFF_FIELDS } from "~/shared/invoices/invoice.schema";
import { answer } from "../admin/editor/edit-result.server";
import type { EditorRequest } from "../admin/editor/editor-action.server";
import { textValues } from "../admin/editor/form-values.server";
import { clientFromUrl } from "../clients/client-page.server";
import { createOneOffInvoice } from "./invoice-schedule.server";

// "Send an invoice" on the client's page (issue 29 §1): a one-off invoice for the client named by
// the URL (read after the session and CSRF checks), then its admin page; refused, the form again
// with her messages and what she typed (400).

export function sendInvoiceHandler(idText: string | undefined) {
  return async ({ form }: EditorRequest) => {
    const client = await clientFromUrl(idText);
    const values = textValues(form, ONE_OFF_FIELDS);
    const made = await createOneOffInvoice(client.id, values);
    if (made.kind === "created") return redirect(`/admin/invoices/${made.id}?created=1`);
    return answer(made, { echo: { values }, context: { form: "send-invoice" } });
  };
}
