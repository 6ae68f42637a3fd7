import { FieldHints } from "~/components/admin/editor/editor-field";
import { answerField } from "~/shared/questionnaires/answers";
import { QUESTIONNAIRE_LIMITS as LIMITS, type Question } from "~/shared/questionnaires/questionnaire-types";

// One question of the client's questionnaire on her booking page: its label (and "required"), its
// help, the control for its kind of answer, and the message when it still needs an answer. Fields
// are named "answer.<key>", the question's stable key (decision 037).

const fieldId = (key: string) => `answer-${key}`;

/** The control's aria-describedby: its help and its message, when it has them. */
const describedBy = (id: string, help: string, error?: string) =>
  [help && `${id}-help`, error && `${id}-error`].filter(Boolean).join(" ") || undefined;

/** A question, what the client answered so far, and the message when it still needs an answer. */
interface QuestionProps {
  question: Question;
  value: string | string[] | undefined;
  error?: string;
}

function Label({ question }: { question: Question }) {
  return (
    <>
      {question.label}
      {question.required && <span className="text-ink-soft"> (required)</span>}
    </>
  );
}

function Choices({ question, value, error }: QuestionProps) {
  const id = fieldId(question.key);
  const several = question.kind === "multiple_choice";
  const chosen = Array.isArray(value) ? value : value ? [value] : [];
  return (
    <fieldset data-invalid={error ? "" : undefined} aria-describedby={describedBy(id, question.help, error)}>
      <legend className="field-label">
        <Label question={question} />
      </legend>
      <FieldHints id={id} help={question.help} error={error} />
      <div className="mt-2 space-y-2">
        {question.choices.map((choice, i) => (
          <label key={choice} className="flex items-center gap-3">
            <input
              type={several ? "checkbox" : "radio"}
              id={i === 0 ? id : undefined}
              name={answerField(question.key)}
              value={choice}
              defaultChecked={chosen.includes(choice)}
              aria-invalid={error ? true : undefined}
              className="h-5 w-5"
            />
            <span>{choice}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function QuestionnaireQuestion({ question, value, error }: QuestionProps) {
  if (question.kind === "single_choice" || question.kind === "multiple_choice")
    return <Choices question={question} value={value} error={error} />;
  const id = fieldId(question.key);
  const common = {
    id,
    name: answerField(question.key),
    defaultValue: typeof value === "string" ? value : "",
    "aria-describedby": describedBy(id, question.help, error),
    "aria-invalid": error ? (true as const) : undefined,
    className: "field-input",
  };
  return (
    <div data-invalid={error ? "" : undefined}>
      <label htmlFor={id} className="field-label">
        <Label question={question} />
      </label>
      {question.kind === "long_text" ? (
        <textarea rows={4} maxLength={LIMITS.longAnswer} {...common} />
      ) : (
        <input
          type={question.kind === "short_text" ? "text" : question.kind}
          maxLength={question.kind === "short_text" ? LIMITS.shortAnswer : undefined}
          {...common}
        />
      )}
      <FieldHints id={id} help={question.help} error={error} />
    </div>
  );
}
