import { Link } from "react-router";
import { adminMeta, Badge, PageTitle, Section } from "~/components/admin/admin-ui";
import { AnswersList } from "~/components/admin/questionnaires/answers-list";
import { editorLoader } from "~/server/admin/editor/editor-handlers.server";
import { responseFromUrl } from "~/server/questionnaires/response-page.server";
import type { Route } from "./+types/questionnaire-answers";

// A client's questionnaire answers, read-only (issue 29 §3): the questions exactly as she was
// asked them, with her answers; linked from her timeline and from the e-mail.

export const meta: Route.MetaFunction = () => adminMeta("Questionnaire answers");

export function loader({ request, params }: Route.LoaderArgs) {
  return editorLoader(request, () => responseFromUrl(params.id));
}

export default function QuestionnaireAnswers({ loaderData }: Route.ComponentProps) {
  const { client, proposal, view, startedAt } = loaderData;
  const done = view.status === "completed";
  return (
    <>
      <Link to={`/admin/clients/${client.id}`} className="back-link">
        ← {client.names}
      </Link>
      <PageTitle
        lead={
          <>
            {`Answers from ${client.names} for `}
            <Link to={`/admin/proposals/${proposal.id}`} className="underline underline-offset-4">
              {proposal.title}
            </Link>
            {". "}
            {done
              ? `Sent on ${view.completedAt}.`
              : `Started on ${startedAt}; she has not sent it yet, so answers may still change.`}
          </>
        }
      >
        {view.name} <Badge tone={done ? "good" : "warn"}>{done ? "Completed" : "Started"}</Badge>
      </PageTitle>
      <Section title="Her answers">
        <AnswersList questions={view.questions} answers={view.answers} />
      </Section>
    </>
  );
}
