import { z } from "zod";
import { changeSummary, differs } from "~/shared/admin/change-summary";
import { defineIntents } from "~/shared/admin/intents";
import { textField } from "~/shared/admin/form-fields";
import { fieldErrors, type FieldErrors } from "~/shared/field-errors";
import {
  isChoiceKind,
  QUESTION_KEY,
  QUESTION_KINDS,
  QUESTIONNAIRE_LIMITS as LIMITS,
  type QuestionnaireContent,
  type QuestionKind,
} from "./questionnaire-types";

// The form builder's form (/admin/questionnaires/new, /admin/questionnaires/:id): the stored
// questionnaire as a draft (every field a string, questions named by path, "questions.2.label"),
// what each field accepts in words she understands, and the activity log's words.

export const QUESTIONNAIRE_INTENTS = defineIntents(["save", "list", "confirm"]);
export const NEW_QUESTIONNAIRE_INTENTS = defineIntents(["create", "list"]);
export const NEW_SAVE_LABEL = "Create questionnaire";
export const SAVE_LABEL = "Save questionnaire";

export interface QuestionDraft {
  /** The stable key, "" for a question never saved (the server gives it one). */
  key: string;
  label: string;
  kind: string;
  /** "on" when required. */
  required: string;
  help: string;
  /** One choice per line. */
  choices: string;
}

export interface QuestionnaireDraft {
  name: string;
  intro: string;
  questions: QuestionDraft[];
}

export const blankQuestion = (): QuestionDraft => ({
  key: "",
  label: "",
  kind: "short_text",
  required: "",
  help: "",
  choices: "",
});

export const blankQuestionnaire = (): QuestionnaireDraft => ({ name: "", intro: "", questions: [blankQuestion()] });

export function toQuestionnaireDraft(q: QuestionnaireContent): QuestionnaireDraft {
  return {
    name: q.name,
    intro: q.intro,
    questions: q.questions.map((question) => ({
      key: question.key,
      label: question.label,
      kind: question.kind,
      required: question.required ? "on" : "",
      help: question.help,
      choices: question.choices.join("\n"),
    })),
  };
}

/** The form's fields, by name ("name", "questions.2.choices"). */
export const isQuestionnaireField = (name: string) => /^(name|intro|questions\..+)$/.test(name);

const text = z.string().catch("");
/** The posted fields, nested, as a draft: nothing checked yet, every value as typed. */
export const questionnaireDraftSchema = z.object({
  name: text,
  intro: text,
  questions: z
    .array(
      z.object({ key: text, label: text, kind: text, required: text, help: text, choices: text }).catch(blankQuestion),
    )
    .catch([]),
});

const optional = (what: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `Keep the ${what} to ${max} characters or fewer.`)
    .refine((t) => !/[<>]/.test(t), `The ${what} cannot contain < or >.`);

const choiceLines = z.string().transform((t) =>
  t
    .split(/\r\n?|\n/)
    .map((line) => line.trim())
    .filter(Boolean),
);

const questionSchema = z
  .object({
    key: z
      .string()
      .trim()
      .refine((k) => k === "" || QUESTION_KEY.test(k), "This question could not be read: reload the page."),
    label: textField("question", LIMITS.label, "Write the question, e.g. Where is the ceremony?"),
    kind: z.enum(QUESTION_KINDS, { message: "Choose the kind of answer this question takes." }),
    required: z.string().transform((v) => v === "on"),
    help: optional("help text", LIMITS.help),
    choices: choiceLines,
  })
  .superRefine((q, ctx) => {
    if (!isChoiceKind(q.kind as QuestionKind)) return;
    const issue = (message: string) => ctx.addIssue({ code: "custom", path: ["choices"], message });
    if (q.choices.length < 2) issue("A choice question needs at least two choices: write one per line.");
    else if (q.choices.length > LIMITS.choices) issue(`Keep it to ${LIMITS.choices} choices or fewer.`);
    const long = q.choices.find((c) => c.length > LIMITS.choice);
    if (long) issue(`Keep each choice to ${LIMITS.choice} characters or fewer.`);
    const twice = q.choices.find((c, i) => q.choices.indexOf(c) !== i);
    if (twice) issue(`Each choice must be different: “${twice}” is there twice.`);
    if (q.choices.some((c) => /[<>]/.test(c))) issue("The choices cannot contain < or >.");
  })
  .transform((q) => ({ ...q, choices: isChoiceKind(q.kind) ? q.choices : [] }));

export const questionnaireSchema = z
  .object({
    name: textField("name", LIMITS.name, "Give the questionnaire a name, e.g. Wedding day questionnaire."),
    intro: optional("introduction", LIMITS.intro),
    questions: z
      .array(questionSchema)
      .min(1, "Add at least one question.")
      .max(LIMITS.questions, `Keep it to ${LIMITS.questions} questions or fewer.`),
  })
  .superRefine((q, ctx) => {
    const keys = q.questions.map((question) => question.key).filter(Boolean);
    keys.forEach((key, i) => {
      if (keys.indexOf(key) !== i)
        ctx.addIssue({ code: "custom", path: ["questions"], message: "Two questions got mixed up: reload the page." });
    });
  });

export type ParsedQuestionnaire = z.output<typeof questionnaireSchema>;

/** The draft checked: the questionnaire (new questions still without a key), or a message per field. */
export function parseQuestionnaireDraft(
  draft: QuestionnaireDraft,
): { ok: true; value: ParsedQuestionnaire } | { ok: false; fields: FieldErrors } {
  const parsed = questionnaireSchema.safeParse(draft);
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, fields: fieldErrors(parsed.error.issues) };
}

/** "Changed the name and questions of the questionnaire Wedding day", for the activity log. */
export function questionnaireChangeSummary(before: QuestionnaireContent, after: QuestionnaireContent): string {
  const changed = changeSummary(
    [
      before.name !== after.name && "name",
      before.intro !== after.intro && "introduction",
      differs(before.questions, after.questions) && "questions",
    ],
    "",
  );
  const what = `the questionnaire ${after.name}`;
  return changed ? `${changed} of ${what}` : `Saved ${what} without changes`;
}
