import { Link } from "react-router";
import { adminMeta, PageTitle, Section } from "~/components/admin/admin-ui";
import { ClientDetailsFields } from "~/components/admin/clients/client-details-fields";
import { EditorForm } from "~/components/admin/editor/editor-form";
import { SaveButtons } from "~/components/admin/editor/save-buttons";
import { refusedInput, SaveOutcome } from "~/components/admin/editor/save-outcome";
import { editorLoader } from "~/server/admin/editor/editor-handlers.server";
import { newClientAction } from "~/server/clients/client-actions.server";
import { CLIENT_INTENTS, type ClientValues } from "~/shared/clients/client.schema";
import type { Route } from "./+types/client-new";

// A client added by hand (someone who phoned, or met her at a fair): then the client's page.

export const meta: Route.MetaFunction = () => adminMeta("New client");

export function loader({ request }: Route.LoaderArgs) {
  return editorLoader(request, async () => ({}));
}

export function action({ request }: Route.ActionArgs) {
  return newClientAction(request);
}

export default function NewClient({ actionData }: Route.ComponentProps) {
  const { errors, values } = refusedInput(actionData);
  return (
    <>
      <Link to="/admin/clients" className="back-link mb-4">
        ← All clients
      </Link>
      <PageTitle lead="For a client who did not write through the site. A client who did: use “Make a client” on their enquiry.">
        New client
      </PageTitle>
      <SaveOutcome result={actionData} />
      <EditorForm className="max-w-xl">
        <Section title="Details">
          <ClientDetailsFields value={(name: keyof ClientValues) => values[name] ?? ""} errors={errors} />
        </Section>
        <SaveButtons save={{ intent: CLIENT_INTENTS.create, label: "Add the client" }} />
      </EditorForm>
    </>
  );
}
