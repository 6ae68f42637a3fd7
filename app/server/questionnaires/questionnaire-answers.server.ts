import type { Kysely } from "kysely";
import { answersFromForm, checkAnswers } from "~/shared/questionnaires/answers";
import type { FieldErrors } from "~/shared/field-errors";
import type { Answers } from "~/shared/questionnaires/questionnaire-types";
import { addClientEvent } from "../clients/client-events.server";
import { database, type AppDatabase } from "../db/db.server";
import type { Database } from "../db/schema";
import { writeTransaction } from "../db/write-transaction.server";
import { env } from "../env.server";
import { readClientForm } from "../galleries/client-request.server";
import { enqueueMail } from "../mail/outbox.server";
import { openBookingLink } from "../proposals/booking-link.server";
import { questionnaireToAnswer, type QuestionnaireToAnswer } from "./booking-questionnaire.server";
import { completedMail } from "./questionnaire-mail.server";

// A client's answers posted from her booking page (POST /book/:token/questionnaire, issue 29 §3).
// Nothing she sends is trusted: the link's token is the only key (it opens this proposal's one
// response and nothing else), the proposal must be booked, and the answers are checked against the
// questions she was asked (app/shared/questionnaires/answers.ts: strict, bounded, of their kind).
// Saved as she types ("autosave", or Save without JavaScript); "send" also wants every required
// question answered, then marks it complete, writes the timeline and e-mails the photographer.
// Once sent it is read-only (decision 037): a later post changes nothing.

export type AnswerIntent = "autosave" | "save" | "send";

export type AnswerOutcome =
  | { kind: "saved"; savedAt: string }
  | { kind: "completed" }
  /** "Send my answers" with required questions unanswered: the answers are saved, the messages returned. */
  | { kind: "incomplete"; fields: FieldErrors }
  | {
      kind: "refused";
      status: 400 | 404 | 409 | 413 | 429;
      error: string;
      fields?: FieldErrors;
      retryAfterSeconds?: number;
    };

/** Fifty long answers fit; a larger post is not a questionnaire. */
export const MAX_ANSWER_BYTES = 192 * 1024;

const refused = (
  status: 400 | 404 | 409 | 413 | 429,
  error: string,
  extra: { fields?: FieldErrors; retryAfterSeconds?: number } = {},
): AnswerOutcome => ({ kind: "refused", status, error, ...extra });

const NOT_OPEN = "This booking link has no questionnaire to fill in.";
export const ALREADY_SENT = "You have already sent your answers, thank you. To change one, write to your photographer.";

type Found = Extract<Awaited<ReturnType<typeof openBookingLink>>, { state: "signed" }>;

/** Her answers written: the response made on the first save (with its copy of the questions), then updated. */
async function store(
  trx: Kysely<Database>,
  found: Found,
  asked: QuestionnaireToAnswer,
  answers: Answers,
  now: string,
): Promise<{ id: number } | "completed"> {
  // Two first saves at once (two tabs): one inserts, the other finds the row and updates it.
  const inserted = await trx
    .insertInto("questionnaire_responses")
    .values({
      proposal_id: found.row.id,
      client_id: found.row.client_id,
      questionnaire_id: asked.questionnaireId,
      name: asked.name,
      intro: asked.intro,
      questions: JSON.stringify(asked.questions),
      answers: JSON.stringify(answers),
      started_at: now,
      updated_at: now,
    })
    .onConflict((oc) => oc.column("proposal_id").doNothing())
    .returning("id")
    .executeTakeFirst();
  if (inserted) {
    await addClientEvent(trx, {
      clientId: found.row.client_id,
      kind: "questionnaire_started",
      summary: `${found.clientNames} started the questionnaire “${asked.name}”.`,
      related: { type: "questionnaire", id: Number(inserted.id) },
    });
    return { id: Number(inserted.id) };
  }
  const updated = await trx
    .updateTable("questionnaire_responses")
    .set({ answers: JSON.stringify(answers), updated_at: now })
    .where("proposal_id", "=", found.row.id)
    .where("status", "=", "started")
    .returning("id")
    .executeTakeFirst();
  return updated ? { id: Number(updated.id) } : "completed";
}

async function complete(
  trx: Kysely<Database>,
  found: Found,
  asked: QuestionnaireToAnswer,
  id: number,
  answers: Answers,
  now: string,
) {
  const done = await trx
    .updateTable("questionnaire_responses")
    .set({ status: "completed", completed_at: now, updated_at: now })
    .where("id", "=", id)
    .where("status", "=", "started")
    .executeTakeFirst();
  if (Number(done.numUpdatedRows) === 0) return;
  await addClientEvent(trx, {
    clientId: found.row.client_id,
    kind: "questionnaire_completed",
    summary: `${found.clientNames} completed the questionnaire “${asked.name}”.`,
    related: { type: "questionnaire", id },
  });
  const client = await trx
    .selectFrom("clients")
    .select(["id", "names", "email"])
    .where("id", "=", found.row.client_id)
    .executeTakeFirstOrThrow();
  const config = env();
  const mail = completedMail({
    responseId: id,
    client: { id: Number(client.id), names: client.names, email: client.email },
    proposalTitle: found.row.title,
    name: asked.name,
    questions: asked.questions,
    answers,
    site: { email: config.SITE_EMAIL, url: config.SITE_URL.replace(/\/$/, "") },
  });
  await enqueueMail(mail, trx);
}

const INTENTS: readonly AnswerIntent[] = ["autosave", "save", "send"];

/** The posted intent ("save" when none: Enter in a field). */
export function answerIntent(form: FormData): AnswerIntent | undefined {
  const intent = form.get("intent") ?? "save";
  return INTENTS.find((known) => known === intent);
}

/** Saves (and with "send", completes) the answers posted through the booking link `token`. */
export async function saveAnswers(
  request: Request,
  token: string,
  app: AppDatabase = database(),
  now = new Date(),
): Promise<AnswerOutcome> {
  const opened = await openBookingLink(request, token, app, now);
  if (opened.state === "limited")
    return refused(429, "Too many tries. Please wait a few minutes.", { retryAfterSeconds: opened.retryAfterSeconds });
  if (opened.state !== "signed" || opened.row.status !== "booked") return refused(404, NOT_OPEN);
  const form = await readClientForm(request, MAX_ANSWER_BYTES);
  if (!form) return refused(413, "Your answers are too long to save. Please shorten the longest ones.");
  const intent = answerIntent(form);
  if (!intent) return refused(400, "Your answers could not be read. Please try again.");
  return writeTransaction(app, async (trx) => {
    const asked = await questionnaireToAnswer(trx, opened.row, opened.signature.package_key);
    if (!asked) return refused(404, NOT_OPEN);
    if ("status" in asked && asked.status === "completed") return refused(409, ALREADY_SENT);
    const posted = answersFromForm(form, asked.questions);
    if (!posted.ok) return refused(400, posted.error);
    const draft = checkAnswers(asked.questions, posted.raw, "draft");
    if (!draft.ok) return refused(400, "Not saved: please check the marked answers.", { fields: draft.fields });
    const at = now.toISOString();
    const stored = await store(trx, opened, asked, draft.answers, at);
    if (stored === "completed") return refused(409, ALREADY_SENT);
    if (intent !== "send") return { kind: "saved", savedAt: at };
    const full = checkAnswers(asked.questions, draft.answers, "complete");
    if (!full.ok) return { kind: "incomplete", fields: full.fields };
    await complete(trx, opened, asked, stored.id, draft.answers, at);
    return { kind: "completed" };
  });
}
