import { Form, Link } from "react-router";
import { adminMeta, PageTitle } from "~/components/admin/admin-ui";
import { CsrfField } from "~/components/admin/editor/csrf-field";
import { EditorCheckbox, EditorField } from "~/components/admin/editor/editor-field";
import { refusedInput, SaveOutcome } from "~/components/admin/editor/save-outcome";
import { editorLoader } from "~/server/admin/editor/editor-handlers.server";
import { clientFromUrl } from "~/server/clients/client-page.server";
import { readSalesTaxRateMillis } from "~/server/content/site-settings.server";
import { newInvoiceAction } from "~/server/invoices/invoice-page.server";
import { studioDate } from "~/shared/galleries/gallery-rules";
import { ONE_OFF_INTENTS } from "~/shared/invoices/invoice.schema";
import type { Route } from "./+types/client-invoice-new";

// A one-off invoice for any client (issue 29 §1): what it is for, the amount, sales tax at the
// site's rate if it applies, the due date. It gets its own private link, e-mailed to the client.

export const meta: Route.MetaFunction = () => adminMeta("New invoice");

export function loader({ request, params }: Route.LoaderArgs) {
  return editorLoader(request, async () => {
    const client = await clientFromUrl(params.id);
    return {
      client: { id: client.id, names: client.values.names, email: client.values.email },
      taxPercent: (await readSalesTaxRateMillis()) / 1000,
      today: studioDate(new Date()),
    };
  });
}

export function action({ request, params }: Route.ActionArgs) {
  return newInvoiceAction(request, params.id);
}

export default function NewInvoice({ loaderData, actionData }: Route.ComponentProps) {
  const { client, taxPercent, today } = loaderData;
  const { errors, values } = refusedInput(actionData);
  return (
    <>
      <Link to={`/admin/clients/${client.id}`} className="back-link mb-4">
        {`← ${client.names}`}
      </Link>
      <PageTitle
        lead={`For anything outside a proposal. ${client.email} gets an e-mail with a private link to pay it by card.`}
      >
        New invoice
      </PageTitle>
      <SaveOutcome result={actionData} />
      <Form method="post" noValidate className="max-w-md space-y-4">
        <CsrfField />
        <EditorField name="label" label="What it is for" value={values.label ?? ""} errors={errors} maxLength={120} />
        <EditorField
          name="amount"
          label="Amount before tax ($)"
          value={values.amount ?? ""}
          errors={errors}
          inputProps={{ inputMode: "decimal", placeholder: "350.00" }}
        />
        <EditorCheckbox name="taxed" checked={values.taxed === "on"} label={`Add sales tax (${taxPercent}%)`} />
        <EditorField name="dueOn" label="Due on" type="date" value={values.dueOn ?? today} errors={errors} />
        <button type="submit" name="intent" value={ONE_OFF_INTENTS.create} className="btn-primary w-full sm:w-auto">
          Send invoice
        </button>
      </Form>
    </>
  );
}
