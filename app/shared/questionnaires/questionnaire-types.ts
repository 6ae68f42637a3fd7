import { z } from "zod";

// Questionnaires (issue 29 §3, docs/decisions/037-questionnaires.md): what a question is, the
// kinds of answer it takes and the limits that bound a questionnaire and its answers. Shared by
// the admin's form builder, the server that checks answers and the client's booking page.

export const QUESTION_KINDS = ["short_text", "long_text", "date", "time", "single_choice", "multiple_choice"] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

/** The kinds as the form builder names them. */
export const QUESTION_KIND_LABELS: Record<QuestionKind, string> = {
  short_text: "Short text (a line)",
  long_text: "Long text (a few paragraphs)",
  date: "A date",
  time: "A time of day",
  single_choice: "One choice from a list",
  multiple_choice: "Several choices from a list",
};

export const isChoiceKind = (kind: QuestionKind) => kind === "single_choice" || kind === "multiple_choice";

export const QUESTIONNAIRE_LIMITS = {
  name: 120,
  intro: 2000,
  questions: 50,
  label: 200,
  help: 400,
  choices: 20,
  choice: 120,
  shortAnswer: 300,
  longAnswer: 5000,
} as const;

/**
 * A question's stable key: given once when the question is first saved and kept through every
 * edit and move, so answers stay tied to their question (decision 037).
 */
export const QUESTION_KEY = /^[a-z][a-z0-9-]{0,39}$/;

export const questionSchema = z.object({
  key: z.string().regex(QUESTION_KEY),
  label: z.string(),
  kind: z.enum(QUESTION_KINDS),
  required: z.boolean(),
  help: z.string(),
  choices: z.array(z.string()),
});

export type Question = z.infer<typeof questionSchema>;

export interface QuestionnaireContent {
  name: string;
  intro: string;
  questions: Question[];
}

/** Answers by question key: text for one value, a list for several choices. Empty answers are left out. */
export type Answers = Record<string, string | string[]>;

export const answersColumnSchema = z.record(z.string(), z.union([z.string(), z.array(z.string())]));
