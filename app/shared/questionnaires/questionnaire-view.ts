import { formatCalendarDate, formatClockTime } from "~/shared/booking/merge-fields";
import type { FieldErrors } from "~/shared/field-errors";
import type { Answers, Question } from "./questionnaire-types";

// The questionnaire as the client's booking page receives it (built by
// app/server/questionnaires/booking-questionnaire.server.ts), and an answer in words for the
// photographer's view and her e-mail. Browser-safe.

export interface QuestionnaireView {
  name: string;
  /** The introduction, one string per paragraph. */
  intro: string[];
  questions: Question[];
  answers: Answers;
  /** new: nothing saved yet; started: answers saved; completed: sent to the photographer. */
  status: "new" | "started" | "completed";
  /** "Friday, July 2, 2027 at 3:14 pm (Arizona time)", once sent. */
  completedAt: string | null;
  /** After "Send my answers" with questions still to answer: a message per question key. */
  errors: FieldErrors;
  /** After a Save without JavaScript: "Saved". */
  saved: boolean;
}

/** An answer as the photographer reads it ("—" when left empty). */
export function answerInWords(question: Question, value: string | string[] | undefined): string {
  if (value === undefined || value.length === 0) return "—";
  if (Array.isArray(value)) return value.join(", ");
  if (question.kind === "date") return formatCalendarDate(value);
  if (question.kind === "time") return formatClockTime(value);
  return value;
}

/** The answers as plain text, question by question (her e-mail). */
export function answersAsText(questions: readonly Question[], answers: Answers): string {
  return questions.map((q) => `${q.label}\n${answerInWords(q, answers[q.key])}`).join("\n\n");
}
