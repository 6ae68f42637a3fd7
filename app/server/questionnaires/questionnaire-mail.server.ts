import type { Answers, Question } from "~/shared/questionnaires/questionnaire-types";
import { answersAsText } from "~/shared/questionnaires/questionnaire-view";
import type { OutgoingMail } from "../mail/outbox.server";

// The photographer's e-mail when a client sends her questionnaire (issue 29 §3): every question
// with its answer, in plain text like the other booking mails, and the link to read them in the admin.

export interface CompletedQuestionnaire {
  responseId: number;
  client: { id: number; names: string; email: string };
  proposalTitle: string;
  name: string;
  questions: readonly Question[];
  answers: Answers;
  site: { email: string; url: string };
}

export function completedMail(done: CompletedQuestionnaire): OutgoingMail {
  return {
    kind: "questionnaire-completed",
    to: done.site.email,
    replyTo: done.client.email,
    subject: `Questionnaire answered: ${done.client.names}, ${done.name}`,
    related: { type: "questionnaire_response", id: done.responseId },
    text: [
      `${done.client.names} answered the questionnaire “${done.name}” for “${done.proposalTitle}”.`,
      "",
      answersAsText(done.questions, done.answers),
      "",
      `Her answers in the admin: ${done.site.url}/admin/questionnaires/answers/${done.responseId}`,
      `The client: ${done.site.url}/admin/clients/${done.client.id}`,
    ].join("\n"),
  };
}
