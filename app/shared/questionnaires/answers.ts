import { z } from "zod";
import { fieldErrors, type FieldErrors } from "~/shared/field-errors";
import { QUESTION_KEY, QUESTIONNAIRE_LIMITS as LIMITS, type Answers, type Question } from "./questionnaire-types";

// A client's answers, checked against the questions she was asked (issue 29 §3): a zod schema
// built from the question list, strict (an answer to a question not asked is refused), each answer
// bounded and of its question's kind. "draft" checks what she saves as she types; "complete" also
// wants every required question answered, for "Send my answers".

/** Answers are posted as fields named "answer.<key>" (several values for several choices). */
export const ANSWER_PREFIX = "answer.";
export const answerField = (key: string) => `${ANSWER_PREFIX}${key}`;

const REQUIRED = "Please answer this question.";
export const CHANGED = "This questionnaire has changed since the page was opened: please reload the page.";

const isCalendarDate = (t: string) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(t);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
};

function textAnswer(max: number) {
  return z.string().trim().max(max, `Please keep this answer to ${max} characters or fewer.`);
}

function answerSchema(q: Question) {
  switch (q.kind) {
    case "short_text":
      return textAnswer(LIMITS.shortAnswer);
    case "long_text":
      return textAnswer(LIMITS.longAnswer);
    case "date":
      return z
        .string()
        .trim()
        .refine((t) => t === "" || isCalendarDate(t), "Please enter a date, e.g. 10/16/2027.");
    case "time":
      return z
        .string()
        .trim()
        .refine((t) => t === "" || /^([01]\d|2[0-3]):[0-5]\d$/.test(t), "Please enter a time, e.g. 4:30 PM.");
    case "single_choice":
      return z
        .string()
        .trim()
        .refine((t) => t === "" || q.choices.includes(t), "Please pick one of the choices given.");
    case "multiple_choice":
      return z
        .array(z.string())
        .max(q.choices.length, "Please pick only from the choices given.")
        .refine((list) => list.every((c) => q.choices.includes(c)), "Please pick only from the choices given.")
        .transform((list) => q.choices.filter((c) => list.includes(c)));
  }
}

const isEmpty = (value: string | string[]) => (Array.isArray(value) ? value.length === 0 : value === "");

/** The schema of the answers to `questions`; in "complete" mode every required question must be answered. */
export function answersSchema(questions: readonly Question[], mode: "draft" | "complete") {
  const shape = Object.fromEntries(questions.map((q) => [q.key, answerSchema(q).optional()]));
  return z
    .strictObject(shape, { error: (issue) => (issue.code === "unrecognized_keys" ? CHANGED : undefined) })
    .superRefine((answers, ctx) => {
      if (mode !== "complete") return;
      for (const q of questions) {
        const value = (answers as Record<string, string | string[] | undefined>)[q.key];
        if (q.required && (value === undefined || isEmpty(value)))
          ctx.addIssue({
            code: "custom",
            path: [q.key],
            message: q.kind === "multiple_choice" ? "Please pick at least one." : REQUIRED,
          });
      }
    })
    .transform((answers) => {
      const kept: Answers = {};
      for (const [key, value] of Object.entries(answers as Record<string, string | string[] | undefined>)) {
        if (value !== undefined && !isEmpty(value)) kept[key] = value;
      }
      return kept;
    });
}

export type CheckedAnswers = { ok: true; answers: Answers } | { ok: false; fields: FieldErrors };

/** The answers checked against the questions, or a message per question key. */
export function checkAnswers(questions: readonly Question[], raw: unknown, mode: "draft" | "complete"): CheckedAnswers {
  const parsed = answersSchema(questions, mode).safeParse(raw);
  if (parsed.success) return { ok: true, answers: parsed.data };
  return { ok: false, fields: fieldErrors(parsed.error.issues, { fallback: "questionnaire" }) };
}

/**
 * The posted answers as raw values: one string per question, a list for several choices (ticked
 * boxes post one field each, none when none is ticked). Unknown keys are kept, for the schema to
 * refuse; a question posted twice that takes one value is refused here.
 */
export function answersFromForm(
  form: FormData,
  questions: readonly Question[],
): { ok: true; raw: Record<string, string | string[]> } | { ok: false; error: string } {
  const multi = new Set(questions.filter((q) => q.kind === "multiple_choice").map((q) => q.key));
  const raw: Record<string, string | string[]> = Object.fromEntries([...multi].map((key) => [key, [] as string[]]));
  for (const [name, value] of form.entries()) {
    if (!name.startsWith(ANSWER_PREFIX)) continue;
    if (typeof value !== "string") return { ok: false, error: "Your answers could not be read. Please try again." };
    const key = name.slice(ANSWER_PREFIX.length);
    if (!QUESTION_KEY.test(key)) return { ok: false, error: CHANGED };
    const text = value.replaceAll("\0", "");
    const existing = raw[key];
    if (multi.has(key)) (existing as string[]).push(text);
    else if (existing !== undefined) return { ok: false, error: "Your answers could not be read. Please try again." };
    else raw[key] = text;
  }
  return { ok: true, raw };
}
