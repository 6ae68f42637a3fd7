import { Form, redirect } from "react-router";
import { adminMeta, PageTitle } from "~/components/admin/admin-ui";
import { CsrfField } from "~/components/admin/editor/csrf-field";
import { editorAction } from "~/server/admin/editor/editor-action.server";
import { editorLoader } from "~/server/admin/editor/editor-handlers.server";
import { createProposal } from "~/server/proposals/proposal-create.server";
import { clientFromUrl } from "~/server/proposals/proposal-record.server";
import { defineIntents } from "~/shared/admin/intents";
import type { Route } from "./+types/client-proposal-new";

// "New proposal" for a client: one button that makes a draft (two weeks to sign, a 30 % retainer,
// the balance 30 days before the session) and opens its editor.

export const meta: Route.MetaFunction = () => adminMeta("New proposal");

const INTENTS = defineIntents(["create"]);

export function loader({ request, params }: Route.LoaderArgs) {
  return editorLoader(request, async () => {
    const client = await clientFromUrl(params.id);
    return { client: { id: client.id, names: client.names } };
  });
}

export function action({ request, params }: Route.ActionArgs) {
  return editorAction(
    request,
    INTENTS,
    {
      async create({ actor }) {
        const client = await clientFromUrl(params.id);
        const id = await createProposal(client, actor);
        return redirect(`/admin/proposals/${id}`);
      },
    },
    { fallback: INTENTS.create },
  );
}

export default function NewProposal({ loaderData }: Route.ComponentProps) {
  const { client } = loaderData;
  return (
    <div className="max-w-xl">
      <PageTitle lead="It starts as a draft: nothing is sent until you press Send.">
        New proposal for {client.names}
      </PageTitle>
      <p>
        The draft is open for two weeks, with a 30 % retainer at signing and the balance 30 days before the session. You
        can change all of it next.
      </p>
      <Form method="post" className="mt-6 flex flex-wrap gap-3">
        <CsrfField />
        <button type="submit" name="intent" value={INTENTS.create} className="btn-primary">
          Start the proposal
        </button>
        <a href={`/admin/clients/${client.id}`} className="btn-outline">
          Back to the client
        </a>
      </Form>
    </div>
  );
}
