import { Link, useSearchParams } from "react-router";
import { adminMeta, Badge, Notice, PageTitle } from "~/components/admin/admin-ui";
import { EditorForm } from "~/components/admin/editor/editor-form";
import { useDraftAnswer } from "~/components/admin/editor/list-controls";
import { SaveButtons } from "~/components/admin/editor/save-buttons";
import { SaveOutcome } from "~/components/admin/editor/save-outcome";
import { ProposalPreview } from "~/components/admin/proposals/proposal-preview";
import {
  ContractSection,
  MailSection,
  OfferSection,
  ScheduleSection,
  SessionSection,
} from "~/components/admin/proposals/proposal-sections";
import { ProposalQuestionnaireForm } from "~/components/admin/questionnaires/proposal-questionnaire-form";
import { editorLoader } from "~/server/admin/editor/editor-handlers.server";
import { questionnaireChoice } from "~/server/questionnaires/proposal-questionnaire.server";
import { proposalEditorAction, proposalEditorData } from "~/server/proposals/proposal-editor.server";
import { PROPOSAL_INTENTS, SAVE_LABEL } from "~/shared/proposals/proposal-form";
import { PROPOSAL_MESSAGES, PROPOSAL_STATUS_LABELS } from "~/shared/proposals/proposal-messages";
import type { ProposalPreviewData } from "~/shared/proposals/proposal-preview";
import type { Route } from "./+types/proposal";

// The proposal editor (issue 28 §3): what she offers, the session, the payments, the contract and
// the e-mail, with a preview priced exactly as the client will see it. Sending is its own page.

export const meta: Route.MetaFunction = () => adminMeta("Proposal");

export function loader({ request, params }: Route.LoaderArgs) {
  return editorLoader(request, async () => ({
    ...(await proposalEditorData(params.id)),
    questionnaire: await questionnaireChoice(params.id),
  }));
}

export function action({ request, params }: Route.ActionArgs) {
  return proposalEditorAction(request, params.id);
}

function StatusWarning({ status }: { status: string }) {
  if (status !== "sent" && status !== "signed") return null;
  return (
    <Notice tone="bad">
      {status === "signed" ? "The client has signed this proposal." : "This proposal has been sent."} Saving a change
      makes a new version: the client will have to sign again, and you send it to her again.
    </Notice>
  );
}

export default function ProposalEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { proposal, picks } = loaderData;
  const { draft, errors, changed, stamp } = useDraftAnswer(actionData, loaderData.draft);
  const preview = ((actionData as { preview?: ProposalPreviewData } | undefined)?.preview ??
    loaderData.preview) as ProposalPreviewData;
  const [search] = useSearchParams();
  const locked = proposal.status === "booked" || proposal.status === "withdrawn";
  const taxNote =
    proposal.status === "draft"
      ? "Sales tax at the rate in Site settings; it is fixed when you send the proposal."
      : "Sales tax at the rate fixed when the proposal was sent.";
  return (
    <>
      <PageTitle
        lead={
          <>
            For{" "}
            <Link to={`/admin/clients/${proposal.clientId}`} className="underline underline-offset-4">
              {proposal.clientNames}
            </Link>
            {" · "}
            <Badge>{PROPOSAL_STATUS_LABELS[proposal.status]}</Badge> version {proposal.revision}
          </>
        }
      >
        {draft.title || "Proposal"}
      </PageTitle>
      <SaveOutcome result={actionData} reloadTo={`/admin/proposals/${proposal.id}`} />
      {changed && <Notice>{changed}</Notice>}
      {search.has("sent") && proposal.status === "sent" && (
        <Notice>Sent: the e-mail with the link is on its way.</Notice>
      )}
      {locked ? (
        <>
          <Notice tone="bad">
            {proposal.status === "booked" ? PROPOSAL_MESSAGES.booked : PROPOSAL_MESSAGES.withdrawn}
          </Notice>
          {/* Issue 29 §4: a booked session's date, time or place changes on a page of its own. */}
          {proposal.status === "booked" && (
            <p className="mt-4">
              <Link to={`/admin/proposals/${proposal.id}/move`} className="btn-primary">
                Move the session…
              </Link>
            </p>
          )}
        </>
      ) : (
        <p className="flex flex-wrap gap-3">
          <Link to={`/admin/proposals/${proposal.id}/send`} className="btn-primary">
            {proposal.status === "sent" ? "Send again…" : "Send to the client…"}
          </Link>
          <Link to={`/admin/proposals/${proposal.id}/withdraw`} className="btn-outline">
            Withdraw…
          </Link>
        </p>
      )}
      <ProposalPreview preview={preview} taxNote={taxNote} />
      <ProposalQuestionnaireForm choice={loaderData.questionnaire} />
      {!locked && (
        <EditorForm version={proposal.version} key={`${proposal.version}-${stamp}`} className="space-y-2">
          <SessionSection draft={draft} errors={errors} />
          <OfferSection draft={draft} errors={errors} picks={picks} />
          <ScheduleSection draft={draft} errors={errors} />
          <ContractSection draft={draft} errors={errors} picks={picks} />
          <MailSection draft={draft} errors={errors} />
          <div className="pt-4">
            <StatusWarning status={proposal.status} />
          </div>
          <SaveButtons
            save={{
              intent: PROPOSAL_INTENTS.save,
              label: proposal.status === "draft" ? SAVE_LABEL : "Save as a new version",
            }}
            preview={{ intent: PROPOSAL_INTENTS.preview, label: "Preview" }}
          />
        </EditorForm>
      )}
    </>
  );
}
