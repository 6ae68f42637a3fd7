import { Link } from "react-router";
import { adminMeta, dangerButton, Notice, PageTitle } from "~/components/admin/admin-ui";
import { EditorForm } from "~/components/admin/editor/editor-form";
import { SaveOutcome } from "~/components/admin/editor/save-outcome";
import { editorLoader } from "~/server/admin/editor/editor-handlers.server";
import { withdrawAction, withdrawPageData } from "~/server/proposals/proposal-send-actions.server";
import { WITHDRAW_INTENTS } from "~/shared/proposals/proposal-form";
import type { Route } from "./+types/proposal-withdraw";

// Withdrawing a proposal: a confirmation page of its own. Its link then says it is no longer available.

export const meta: Route.MetaFunction = () => adminMeta("Withdraw proposal");

export function loader({ request, params }: Route.LoaderArgs) {
  return editorLoader(request, () => withdrawPageData(params.id));
}

export function action({ request, params }: Route.ActionArgs) {
  return withdrawAction(request, params.id);
}

export default function WithdrawProposal({ loaderData, actionData }: Route.ComponentProps) {
  const { proposal } = loaderData;
  const back = `/admin/proposals/${proposal.id}`;
  const closed = proposal.status === "booked" || proposal.status === "withdrawn";
  return (
    <div className="max-w-xl">
      <PageTitle>Withdraw this proposal?</PageTitle>
      <SaveOutcome result={actionData} reloadTo={`${back}/withdraw`} />
      {closed ? (
        <Notice tone="bad">
          {proposal.status === "booked"
            ? "This proposal is booked: it cannot be withdrawn."
            : "It is already withdrawn."}
        </Notice>
      ) : (
        <p>
          <strong>{proposal.title}</strong>: the client&apos;s link stops working at once and says the proposal is no
          longer available. This cannot be undone; you can make a new proposal for her any time.
        </p>
      )}
      <EditorForm version={proposal.version} className="mt-8 flex flex-wrap gap-3">
        {!closed && (
          <button type="submit" name="intent" value={WITHDRAW_INTENTS.withdraw} className={dangerButton}>
            Withdraw it
          </button>
        )}
        <Link to={back} className="btn-outline">
          Keep it
        </Link>
      </EditorForm>
    </div>
  );
}
