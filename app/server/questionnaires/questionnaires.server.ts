import crypto from "node:crypto";
import type { Kysely } from "kysely";
import { z } from "zod";
import {
  parseQuestionnaireDraft,
  questionnaireChangeSummary,
  type ParsedQuestionnaire,
  type QuestionnaireDraft,
} from "~/shared/questionnaires/questionnaire.schema";
import { questionSchema, type Question, type QuestionnaireContent } from "~/shared/questionnaires/questionnaire-types";
import { invalid, type EditResult, type Refusal } from "../admin/editor/edit-result.server";
import { jsonColumn } from "../admin/editor/record-row.server";
import { recordFromUrl } from "../admin/editor/route-params.server";
import { createRecord, saveVersioned } from "../admin/editor/versioned-save.server";
import { db as sharedDb, toBool, toIso } from "../db/db.server";
import type { Database } from "../db/schema";

// Questionnaires (issue 29 §3, docs/decisions/037-questionnaires.md): read, created and saved at the
// version the form was loaded at. Each question keeps the key it got when first saved, so a
// question moved or reworded is still the same question; a proposal's client answers a copy of
// the questions taken when she starts, so no edit here changes a form she is filling in.

export interface Questionnaire extends QuestionnaireContent {
  id: number;
  version: number;
  isSample: boolean;
  updatedAt: string;
}

const NO_SUCH = "No such questionnaire: it may have been deleted.";
const AREA = "Questionnaires";

export const questionsColumn = (column: string) => jsonColumn(z.array(questionSchema), column);
const storedQuestions = questionsColumn("questionnaires.questions");

type Row = {
  id: number;
  version: number;
  name: string;
  intro: string;
  questions: string;
  is_sample: boolean | number;
  updated_at: string | Date;
};

function toQuestionnaire(row: Row): Questionnaire {
  return {
    id: Number(row.id),
    version: Number(row.version),
    name: row.name,
    intro: row.intro,
    questions: storedQuestions.parse(row.questions),
    isSample: toBool(row.is_sample),
    updatedAt: toIso(row.updated_at),
  };
}

/** Every questionnaire, by name: the list screen and the proposal's choice. */
export async function listQuestionnaires(db: Kysely<Database> = sharedDb()): Promise<Questionnaire[]> {
  const rows = await db.selectFrom("questionnaires").selectAll().orderBy("name").orderBy("id").execute();
  return rows.map(toQuestionnaire);
}

export async function readQuestionnaire(id: number, db: Kysely<Database> = sharedDb()) {
  const row = await db.selectFrom("questionnaires").selectAll().where("id", "=", id).executeTakeFirst();
  return row && toQuestionnaire(row);
}

/** The questionnaire an admin page is about (/admin/questionnaires/:id), or that page's 404. */
export function questionnaireFromUrl(param: string | undefined): Promise<Questionnaire> {
  return recordFromUrl(param, NO_SUCH, (id) => readQuestionnaire(id));
}

/** New questions get a key no other question of the questionnaire has; saved ones keep theirs. */
export function withKeys(parsed: ParsedQuestionnaire): QuestionnaireContent {
  const taken = new Set(parsed.questions.map((q) => q.key).filter(Boolean));
  const questions: Question[] = parsed.questions.map((q) => {
    let key = q.key;
    while (!key || (q.key === "" && taken.has(key))) key = `q-${crypto.randomBytes(4).toString("hex")}`;
    taken.add(key);
    return { ...q, key };
  });
  return { name: parsed.name, intro: parsed.intro, questions };
}

function checked(
  draft: QuestionnaireDraft,
): { ok: true; value: QuestionnaireContent } | { ok: false; refusal: Refusal } {
  const parsed = parseQuestionnaireDraft(draft);
  if (!parsed.ok) return { ok: false, refusal: invalid(parsed.fields) };
  return { ok: true, value: withKeys(parsed.value) };
}

/** A new questionnaire from the form builder, with its activity entry; its id, or why not. */
export async function createQuestionnaire(
  draft: QuestionnaireDraft,
  actorEmail: string,
  db: Kysely<Database> = sharedDb(),
): Promise<{ id: number } | Refusal> {
  const result = checked(draft);
  if (!result.ok) return result.refusal;
  const { name, intro, questions } = result.value;
  return createRecord({
    db,
    table: "questionnaires",
    values: () => ({ name, intro, questions: JSON.stringify(questions), is_sample: false }),
    activity: { actorEmail, area: AREA, summary: `Created the questionnaire ${name}` },
  });
}

/** Saves the form at the version it was loaded at; a sample saved with changes is hers from then on. */
export async function saveQuestionnaire(
  stored: Questionnaire,
  draft: QuestionnaireDraft,
  expectedVersion: number,
  actorEmail: string,
  db: Kysely<Database> = sharedDb(),
): Promise<EditResult> {
  const result = checked(draft);
  if (!result.ok) return result.refusal;
  const after = result.value;
  const summary = questionnaireChangeSummary(stored, after);
  const unchanged = summary.startsWith("Saved ");
  return saveVersioned({
    db,
    table: "questionnaires",
    id: stored.id,
    expectedVersion,
    values: {
      name: after.name,
      intro: after.intro,
      questions: JSON.stringify(after.questions),
      is_sample: stored.isSample && unchanged,
    },
    activity: { actorEmail, area: AREA, summary },
    notice: "Saved: clients who have not started it see the new questions. Answers already given keep their questions.",
  });
}

/** "Use it as it is": a sample she has read and keeps leaves the go-live checklist. */
export async function confirmSample(
  stored: Questionnaire,
  expectedVersion: number,
  actorEmail: string,
  db: Kysely<Database> = sharedDb(),
): Promise<EditResult> {
  return saveVersioned({
    db,
    table: "questionnaires",
    id: stored.id,
    expectedVersion,
    values: { is_sample: false },
    activity: { actorEmail, area: AREA, summary: `Kept the sample questionnaire ${stored.name} as it is` },
    notice: "Done: it is yours now and no longer on the go-live checklist.",
  });
}
