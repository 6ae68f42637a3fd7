import type { Kysely } from "kysely";
import { z } from "zod";
import { checkAnswers } from "~/shared/questionnaires/answers";
import { answersColumnSchema, type Answers, type Question } from "~/shared/questionnaires/questionnaire-types";
import type { QuestionnaireView } from "~/shared/questionnaires/questionnaire-view";
import { toIso } from "../db/db.server";
import type { Database } from "../db/schema";
import type { ProposalRow } from "../proposals/booking-link.server";
import { arizonaDateTime } from "../proposals/booking-views.server";
import { questionsColumn, readQuestionnaire } from "./questionnaires.server";

// The questionnaire of a booked proposal, on the client's booking page (issue 29 §3): the one she
// chose on the proposal, else the default of the package the client signed for; once the client
// saved an answer, her response's own copy of the questions (decision 037).

export interface QuestionnaireToAnswer {
  questionnaireId: number | null;
  name: string;
  intro: string;
  questions: Question[];
}

export interface StoredResponse extends QuestionnaireToAnswer {
  id: number;
  answers: Answers;
  status: "started" | "completed";
  completedAt: string | null;
}

const responseQuestions = questionsColumn("questionnaire_responses.questions");
const responseAnswers = answersColumnSchema;

export async function readResponse(db: Kysely<Database>, where: { proposalId: number } | { id: number }) {
  let query = db.selectFrom("questionnaire_responses").selectAll();
  query = "id" in where ? query.where("id", "=", where.id) : query.where("proposal_id", "=", where.proposalId);
  const row = await query.executeTakeFirst();
  if (!row) return undefined;
  return {
    id: Number(row.id),
    proposalId: Number(row.proposal_id),
    clientId: Number(row.client_id),
    questionnaireId: row.questionnaire_id === null ? null : Number(row.questionnaire_id),
    name: row.name,
    intro: row.intro,
    questions: responseQuestions.parse(row.questions),
    answers: responseAnswers.parse(JSON.parse(row.answers)),
    status: row.status,
    startedAt: toIso(row.started_at),
    completedAt: row.completed_at === null ? null : toIso(row.completed_at),
  };
}

/** The questionnaire a proposal sends: her choice on the proposal, else its package's service default. */
/**
 * The packages' service ids as stored: a draft may have none yet (or a half-made one), so this reads
 * only what the default needs and never refuses the row (the editor opens drafts too).
 */
const packageServices = z
  .object({
    packages: z.array(z.object({ key: z.string(), serviceId: z.number().int().positive().nullable().catch(null) })),
  })
  .catch({ packages: [] });

export async function proposalQuestionnaireId(
  db: Kysely<Database>,
  row: Pick<ProposalRow, "questionnaire_chosen" | "questionnaire_id" | "content">,
  packageKey?: string,
): Promise<number | null> {
  if (row.questionnaire_chosen) return row.questionnaire_id === null ? null : Number(row.questionnaire_id);
  const packages = packageServices.parse(JSON.parse(row.content)).packages;
  const ordered = [...packages.filter((p) => p.key === packageKey), ...packages.filter((p) => p.key !== packageKey)];
  for (const pkg of ordered) {
    if (pkg.serviceId === null) continue;
    const service = await db
      .selectFrom("services")
      .select("questionnaire_id")
      .where("id", "=", pkg.serviceId)
      .executeTakeFirst();
    if (service?.questionnaire_id != null) return Number(service.questionnaire_id);
  }
  return null;
}

/** What the client answers for this proposal: her response's questions, else the questionnaire's now. */
export async function questionnaireToAnswer(
  db: Kysely<Database>,
  row: ProposalRow,
  packageKey: string,
): Promise<QuestionnaireToAnswer | StoredResponse | undefined> {
  const response = await readResponse(db, { proposalId: row.id });
  if (response) return response;
  const id = await proposalQuestionnaireId(db, row, packageKey);
  const questionnaire = id === null ? undefined : await readQuestionnaire(id, db);
  if (!questionnaire) return undefined;
  return {
    questionnaireId: id,
    name: questionnaire.name,
    intro: questionnaire.intro,
    questions: questionnaire.questions,
  };
}

const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

/**
 * The booking page's questionnaire section for a booked proposal, or null when it sends none.
 * `state` is what the last post left in the address: "saved", or "check" after "Send my answers"
 * with required questions unanswered (their messages are worked out again from the stored answers).
 */
export async function bookingQuestionnaire(
  db: Kysely<Database>,
  row: ProposalRow,
  packageKey: string,
  state: string | null,
): Promise<QuestionnaireView | null> {
  const found = await questionnaireToAnswer(db, row, packageKey);
  if (!found) return null;
  const stored = "status" in found ? found : undefined;
  const answers = stored?.answers ?? {};
  const status = stored?.status ?? "new";
  const check = state === "check" && status !== "completed" ? checkAnswers(found.questions, answers, "complete") : null;
  return {
    name: found.name,
    intro: paragraphs(found.intro),
    questions: found.questions,
    answers,
    status,
    completedAt: stored?.completedAt ? arizonaDateTime(stored.completedAt) : null,
    errors: check && !check.ok ? check.fields : {},
    saved: state === "saved" && status !== "completed",
  };
}
