import { redirect } from "react-router";
import type { Kysely } from "kysely";
import { defineIntents } from "~/shared/admin/intents";
import type { ChoiceOutcome, QuestionnaireChoice } from "~/shared/questionnaires/proposal-choice";
import { positiveInt } from "~/shared/admin/form-fields";
import { editorAction } from "../admin/editor/editor-action.server";
import { field } from "../admin/editor/form-values.server";
import { idParam } from "../admin/editor/route-params.server";
import { recordActivity } from "../content/activity-log.server";
import { db as sharedDb } from "../db/db.server";
import type { Database } from "../db/schema";
import { proposalQuestionnaireId, readResponse } from "./booking-questionnaire.server";
import { listQuestionnaires } from "./questionnaires.server";

// Which questionnaire a proposal sends (issue 29 §3), chosen on the proposal's page in a small form
// of its own: "the package's" (the default of the service she offered, set on the service), none,
// or one she names. Not part of the proposal's signed text, so choosing never makes a new version;
// on a booked proposal the client sees it at once. Once the client has started answering, her
// questionnaire stays the one she started.

export const PROPOSAL_QUESTIONNAIRE_INTENTS = defineIntents(["choose"]);

const NO_SUCH = "No such proposal: it may have been deleted.";

/** The proposal page's questionnaire form. */
export async function questionnaireChoice(
  param: string | undefined,
  db: Kysely<Database> = sharedDb(),
): Promise<QuestionnaireChoice> {
  const id = idParam(param, NO_SUCH);
  const row = await db.selectFrom("proposals").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  const [all, fromPackage, response] = await Promise.all([
    listQuestionnaires(db),
    proposalQuestionnaireId(db, { ...row, questionnaire_chosen: false }),
    readResponse(db, { proposalId: id }),
  ]);
  const packageName = all.find((q) => q.id === fromPackage)?.name;
  return {
    proposalId: id,
    value: row.questionnaire_chosen
      ? row.questionnaire_id === null
        ? "none"
        : String(row.questionnaire_id)
      : "package",
    options: [
      { value: "package", label: `The package's: ${packageName ?? "none"}` },
      { value: "none", label: "Don't send a questionnaire" },
      ...all.map((q) => ({ value: String(q.id), label: q.name })),
    ],
    started: response ? { id: response.id, name: response.name } : null,
    closed: row.status === "withdrawn",
  };
}

async function choose(
  proposalId: number,
  value: string,
  actorEmail: string,
  db: Kysely<Database>,
): Promise<ChoiceOutcome> {
  const row = await db
    .selectFrom("proposals")
    .select(["status", "title"])
    .where("id", "=", proposalId)
    .executeTakeFirst();
  if (!row) return "unknown";
  if (row.status === "withdrawn") return "closed";
  if (await readResponse(db, { proposalId })) return "started";
  const id = positiveInt(value);
  const questionnaire = id === undefined ? undefined : (await listQuestionnaires(db)).find((q) => q.id === id);
  if (value !== "package" && value !== "none" && !questionnaire) return "unknown";
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("proposals")
      .set({ questionnaire_chosen: value !== "package", questionnaire_id: questionnaire?.id ?? null })
      .where("id", "=", proposalId)
      .execute();
    const what =
      value === "package"
        ? "the package's questionnaire"
        : questionnaire
          ? `the questionnaire ${questionnaire.name}`
          : "no questionnaire";
    await recordActivity(trx, {
      actorEmail,
      area: "Proposals",
      summary: `Chose ${what} for the proposal ${row.title}`,
    });
  });
  return "saved";
}

/** POST /admin/proposals/:id/questionnaire: back to the proposal, saying what happened. */
export function proposalQuestionnaireAction(
  request: Request,
  param: string | undefined,
  db: Kysely<Database> = sharedDb(),
) {
  return editorAction(
    request,
    PROPOSAL_QUESTIONNAIRE_INTENTS,
    {
      async choose({ form, actor }) {
        const proposalId = idParam(param, NO_SUCH);
        const outcome = await choose(proposalId, field(form, "questionnaire"), actor, db);
        return redirect(`/admin/proposals/${proposalId}?questionnaire=${outcome}#questionnaire-choice`);
      },
    },
    { fallback: PROPOSAL_QUESTIONNAIRE_INTENTS.choose },
  );
}
