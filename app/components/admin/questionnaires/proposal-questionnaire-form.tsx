import { Form, Link, useSearchParams } from "react-router";
import { Notice, Section } from "~/components/admin/admin-ui";
import { CsrfField } from "~/components/admin/editor/csrf-field";
import { CHOICE_OUTCOMES, type ChoiceOutcome, type QuestionnaireChoice } from "~/shared/questionnaires/proposal-choice";

// On the proposal's page: which questionnaire the client fills once she is booked (issue 29 §3).
// A form of its own, posted to /admin/proposals/:id/questionnaire: choosing one is not part of
// what the client signs, so it never makes a new version, and works on a booked proposal too.

export function ProposalQuestionnaireForm({ choice }: { choice: QuestionnaireChoice }) {
  const [search] = useSearchParams();
  const outcome = CHOICE_OUTCOMES[search.get("questionnaire") as ChoiceOutcome] as
    { tone: string; text: string } | undefined;
  return (
    <div id="questionnaire-choice">
      <Section title="Questionnaire">
        {outcome && <Notice tone={outcome.tone === "good" ? undefined : "bad"}>{outcome.text}</Notice>}
        {choice.started ? (
          <p>
            {`The client has started answering “${choice.started.name}”. `}
            <Link
              to={`/admin/questionnaires/answers/${choice.started.id}`}
              className="text-clay underline underline-offset-4"
            >
              Read her answers
            </Link>
          </p>
        ) : choice.closed ? (
          <p>A withdrawn proposal sends no questionnaire.</p>
        ) : (
          <Form method="post" action={`/admin/proposals/${choice.proposalId}/questionnaire`} className="space-y-3">
            <CsrfField />
            <label htmlFor="questionnaire" className="field-label">
              Questionnaire to send
            </label>
            <select
              id="questionnaire"
              name="questionnaire"
              defaultValue={choice.value}
              className="field-input"
              aria-describedby="questionnaire-help"
            >
              {choice.options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </select>
            <p id="questionnaire-help" className="text-sm text-ink-soft">
              She fills it on her booking page once her retainer is paid. Changing it makes no new version of the
              proposal.
            </p>
            <button type="submit" name="intent" value="choose" className="btn-outline">
              Save questionnaire choice
            </button>
          </Form>
        )}
      </Section>
    </div>
  );
}
