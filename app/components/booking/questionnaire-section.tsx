import { useRef } from "react";
import { useParams } from "react-router";
import { answerInWords, type QuestionnaireView } from "~/shared/questionnaires/questionnaire-view";
import { useAutosave, useFocusFirstError, type AutosaveState } from "./questionnaire-autosave";
import { QuestionnaireQuestion } from "./questionnaire-question";

// The questionnaire on the client's booking page once she is booked (issue 29 §3): her answers are
// saved as she types and she can come back to finish; "Send my answers" checks the required
// questions (a message beside each, focus on the first) and sends them to the photographer. Once
// sent, she reads her answers here; changes go by e-mail (decision 037).

function SaveStatus({ state }: { state: AutosaveState }) {
  const words =
    state.kind === "saving"
      ? "Saving…"
      : state.kind === "saved"
        ? `Your answers are saved (${state.at}, Arizona time). You can come back to finish.`
        : state.kind === "failed"
          ? state.message
          : "";
  return (
    <p role="status" className={`min-h-6 text-sm ${state.kind === "failed" ? "text-danger" : "text-ink-soft"}`}>
      {words}
    </p>
  );
}

function SentAnswers({ view, email }: { view: QuestionnaireView; email: string }) {
  return (
    <>
      <p className="mt-3 rounded-md bg-green-50 px-4 py-3 text-green-950" data-testid="questionnaire-sent">
        {`Thank you: you sent your answers on ${view.completedAt}. To change an answer, write to ${email}.`}
      </p>
      <dl className="mt-6 space-y-4">
        {view.questions.map((q) => (
          <div key={q.key}>
            <dt className="font-medium">{q.label}</dt>
            <dd className="mt-1 whitespace-pre-line text-ink-soft">{answerInWords(q, view.answers[q.key])}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

/** On /book/:token: its answers post to /book/:token/questionnaire. */
export function QuestionnaireSection({ view, email }: { view: QuestionnaireView; email: string }) {
  const action = `/book/${useParams().token ?? ""}/questionnaire`;
  const form = useRef<HTMLFormElement>(null);
  const open = view.status !== "completed";
  const state = useAutosave(form, action, open);
  const missing = view.questions.filter((q) => view.errors[q.key]);
  useFocusFirstError(missing.length > 0);
  return (
    <section
      id="questionnaire"
      aria-labelledby="questionnaire-heading"
      className="mt-10 rounded-lg border border-ink/15 bg-white p-4"
    >
      <h2 id="questionnaire-heading" className="text-2xl">
        {view.name}
      </h2>
      {view.intro.map((paragraph, i) => (
        <p key={i} className="mt-2">
          {paragraph}
        </p>
      ))}
      {!open ? (
        <SentAnswers view={view} email={email} />
      ) : (
        <>
          {missing.length > 0 && (
            <div id="questionnaire-errors" role="alert" className="mt-4 rounded-md bg-red-50 px-4 py-3 text-red-950">
              <p className="font-medium">{`Not sent yet: ${missing.length === 1 ? "one question needs" : `${missing.length} questions need`} an answer.`}</p>
              <ul className="mt-2 list-disc pl-5">
                {missing.map((q) => (
                  <li key={q.key}>
                    <a href={`#answer-${q.key}`} className="underline underline-offset-4">
                      {q.label}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          )}
          {view.saved && (
            <p className="mt-4 rounded-md bg-green-50 px-4 py-3 text-green-950">Saved. You can come back to finish.</p>
          )}
          <form ref={form} method="post" action={action} noValidate className="mt-6 space-y-6">
            {view.questions.map((q) => (
              <QuestionnaireQuestion key={q.key} question={q} value={view.answers[q.key]} error={view.errors[q.key]} />
            ))}
            <SaveStatus state={state} />
            <div className="flex flex-col gap-3 sm:flex-row">
              <button type="submit" name="intent" value="send" className="btn-primary">
                Send my answers
              </button>
              <button type="submit" name="intent" value="save" className="btn-outline">
                Save and finish later
              </button>
            </div>
            <p className="text-sm text-ink-soft">Once you send them, your answers go to your photographer.</p>
          </form>
        </>
      )}
    </section>
  );
}
