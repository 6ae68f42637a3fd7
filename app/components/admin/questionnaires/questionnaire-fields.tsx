import { Section } from "~/components/admin/admin-ui";
import { EditorCheckbox, EditorSelect, fieldsOf, type FieldsOf } from "~/components/admin/editor/editor-field";
import { FieldsetList } from "~/components/admin/editor/list-controls";
import type { FieldErrors } from "~/shared/field-errors";
import type { QuestionDraft, QuestionnaireDraft } from "~/shared/questionnaires/questionnaire.schema";
import {
  QUESTION_KIND_LABELS,
  QUESTION_KINDS,
  QUESTIONNAIRE_LIMITS,
} from "~/shared/questionnaires/questionnaire-types";

// The form builder's fields: the questionnaire's name and introduction, then its questions, each
// with its wording, kind of answer, whether it must be answered, help and choices. Fields are named
// by path ("questions.2.label"), as the server's messages name them; the hidden key keeps a
// question the same question through moves and rewording (decision 037).

function KindSelect({ path, value, errors }: { path: string; value: string; errors: FieldErrors }) {
  return (
    <EditorSelect
      name={`${path}.kind`}
      label="Kind of answer"
      value={value}
      errors={errors}
      choices={QUESTION_KINDS.map((kind) => ({ value: kind, label: QUESTION_KIND_LABELS[kind] }))}
    />
  );
}

/** One question's fields, in its fieldset (the list's): its wording, kind, whether it must be answered, help and choices. */
function QuestionFields({
  path,
  question,
  errors,
  field,
}: {
  path: string;
  question: QuestionDraft;
  errors: FieldErrors;
  field: FieldsOf<QuestionDraft>;
}) {
  return (
    <>
      <input type="hidden" name={`${path}.key`} value={question.key} />
      {field("label", "Question", "As your client reads it, e.g. Where is the ceremony?")}
      <KindSelect path={path} value={question.kind} errors={errors} />
      <EditorCheckbox name={`${path}.required`} checked={question.required === "on"} label="She must answer it" />
      {field("help", "Help (optional)", "A line under the question: an example, or why you ask.")}
      {field(
        "choices",
        "Choices (for choice questions)",
        "One choice per line, at least two. Only used when the kind of answer is a choice.",
        3,
      )}
    </>
  );
}

export function QuestionnaireFields({ draft, errors }: { draft: QuestionnaireDraft; errors: FieldErrors }) {
  const field = fieldsOf(draft, errors);
  return (
    <>
      <Section title="About this questionnaire">
        <div className="space-y-4">
          {field(
            "name",
            "Name",
            "For you: clients see it as the questionnaire's title, e.g. Wedding day questionnaire.",
          )}
          {field("intro", "Introduction (optional)", "A few words she reads before the questions.", 4)}
        </div>
      </Section>
      <Section title="Questions">
        <FieldsetList
          list="questions"
          items={draft.questions}
          max={QUESTIONNAIRE_LIMITS.questions}
          errors={errors}
          noun={(i) => `question ${i + 1}`}
          legend={(i) => `Question ${i + 1}`}
          title={(question) => question.label}
          addLabel="Add a question"
          fields={(question, { path, field }) => (
            <QuestionFields path={path} question={question} errors={errors} field={field} />
          )}
        />
      </Section>
    </>
  );
}
