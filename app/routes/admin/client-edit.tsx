import { Link } from "react-router";
import { adminMeta, PageTitle, Section } from "~/components/admin/admin-ui";
import { ClientDetailsFields } from "~/components/admin/clients/client-details-fields";
import { EditorForm } from "~/components/admin/editor/editor-form";
import { SaveButtons } from "~/components/admin/editor/save-buttons";
import { refusedInput, SaveOutcome } from "~/components/admin/editor/save-outcome";
import { editorLoader } from "~/server/admin/editor/editor-handlers.server";
import { clientEditAction } from "~/server/clients/client-actions.server";
import { clientFromUrl } from "~/server/clients/client-page.server";
import { CLIENT_INTENTS, type ClientValues } from "~/shared/clients/client.schema";
import type { Route } from "./+types/client-edit";

// The client's details, saved at the version the page was loaded at (another tab's save first:
// "reload"), then back to the client's page.

export const meta: Route.MetaFunction = ({ data: loaded }) =>
  adminMeta(loaded ? `Edit ${loaded.client.values.names}` : "Edit client");

export function loader({ request, params }: Route.LoaderArgs) {
  return editorLoader(request, async () => ({ client: await clientFromUrl(params.id) }));
}

export function action({ request, params }: Route.ActionArgs) {
  return clientEditAction(request, params.id);
}

export default function ClientEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { client } = loaderData;
  const { errors, values: typed } = refusedInput(actionData);
  const path = `/admin/clients/${client.id}`;
  return (
    <>
      <Link to={path} className="back-link mb-4">
        ← {client.values.names}
      </Link>
      <PageTitle>Edit details</PageTitle>
      <SaveOutcome result={actionData} reloadTo={`${path}/edit`} />
      <EditorForm version={client.version} key={client.version} className="max-w-xl">
        <Section title="Details">
          <ClientDetailsFields
            value={(name: keyof ClientValues) => typed[name] ?? client.values[name]}
            errors={errors}
          />
        </Section>
        <SaveButtons save={{ intent: CLIENT_INTENTS.save, label: "Save details" }} />
      </EditorForm>
    </>
  );
}
