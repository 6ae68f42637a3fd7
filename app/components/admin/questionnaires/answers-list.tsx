import { answerInWords } from "~/shared/questionnaires/questionnaire-view";
import type { Answers, Question } from "~/shared/questionnaires/questionnaire-types";

// A client's answers, question by question, as the photographer reads them (read-only).

export function AnswersList({ questions, answers }: { questions: readonly Question[]; answers: Answers }) {
  return (
    <dl className="space-y-5">
      {questions.map((q) => (
        <div key={q.key} className="border-b border-ink/10 pb-4">
          <dt className="font-medium">{q.label}</dt>
          <dd className="mt-1 whitespace-pre-line">{answerInWords(q, answers[q.key])}</dd>
        </div>
      ))}
    </dl>
  );
}
