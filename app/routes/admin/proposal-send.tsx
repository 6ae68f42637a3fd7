import { Link } from "react-router";
import { adminMeta, Notice, PageTitle, Section } from "~/components/admin/admin-ui";
import { EditorField } from "~/components/admin/editor/editor-field";
import { EditorForm } from "~/components/admin/editor/editor-form";
import { refusedInput, SaveOutcome } from "~/components/admin/editor/save-outcome";
import { editorLoader } from "~/server/admin/editor/editor-handlers.server";
import { sendAction, sendPageData } from "~/server/proposals/proposal-send-actions.server";
import { SEND_INTENTS } from "~/shared/proposals/proposal-form";
import type { Route } from "./+types/proposal-send";

// Sending a proposal: the e-mail exactly as it will go, her typed name as her signature on the
// contract, then Send (the mail goes through the outbox; the link is the client's booking page).

export const meta: Route.MetaFunction = () => adminMeta("Send proposal");

export function loader({ request, params }: Route.LoaderArgs) {
  return editorLoader(request, () => sendPageData(params.id));
}

export function action({ request, params }: Route.ActionArgs) {
  return sendAction(request, params.id);
}

export default function SendProposal({ loaderData, actionData }: Route.ComponentProps) {
  const { proposal, mail, problems } = loaderData;
  const { errors, values } = refusedInput(actionData);
  const back = `/admin/proposals/${proposal.id}`;
  return (
    <div className="max-w-2xl">
      <PageTitle lead={`“${proposal.title}”, version ${proposal.revision}.`}>
        {proposal.revision > 1 ? "Send the revised proposal" : "Send the proposal"}
      </PageTitle>
      <SaveOutcome result={actionData} reloadTo={`${back}/send`} />
      {problems.length > 0 && (
        <Notice tone="bad">
          Not ready to send: {problems.join(" ")}{" "}
          <Link to={back} className="font-medium underline underline-offset-4">
            Back to the proposal
          </Link>
        </Notice>
      )}
      <Section title="The e-mail">
        <dl className="space-y-1 text-sm">
          <div>
            <dt className="inline font-medium">To: </dt>
            <dd className="inline">{mail.to || "(no e-mail address)"}</dd>
          </div>
          <div>
            <dt className="inline font-medium">Subject: </dt>
            <dd className="inline">{mail.subject}</dd>
          </div>
        </dl>
        <pre className="mt-3 font-sans text-sm whitespace-pre-wrap break-words">{mail.text}</pre>
      </Section>
      {problems.length === 0 && (
        <EditorForm version={proposal.version} className="mt-8 space-y-4">
          <EditorField
            name="signature"
            label="Your full name, as your signature"
            help="Typing it signs the contract on your side; the client signs after choosing her package."
            value={values.signature ?? proposal.signature}
            errors={errors}
            required
          />
          <div className="flex flex-wrap gap-3">
            <button type="submit" name="intent" value={SEND_INTENTS.send} className="btn-primary">
              Sign and send
            </button>
            <Link to={back} className="btn-outline">
              Not now
            </Link>
          </div>
        </EditorForm>
      )}
    </div>
  );
}
