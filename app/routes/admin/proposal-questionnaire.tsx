import { redirect } from "react-router";
import { proposalQuestionnaireAction } from "~/server/questionnaires/proposal-questionnaire.server";
import type { Route } from "./+types/proposal-questionnaire";

// POST /admin/proposals/:id/questionnaire: the proposal page's questionnaire choice (issue 29 §3);
// the form lives on the proposal's page, so a visit here goes back there.

export function loader({ params }: Route.LoaderArgs) {
  return redirect(`/admin/proposals/${params.id}`);
}

export function action({ request, params }: Route.ActionArgs) {
  return proposalQuestionnaireAction(request, params.id);
}
