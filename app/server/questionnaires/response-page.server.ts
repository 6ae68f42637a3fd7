import { data } from "react-router";
import type { QuestionnaireView } from "~/shared/questionnaires/questionnaire-view";
import { idParam } from "../admin/editor/route-params.server";
import { db as sharedDb } from "../db/db.server";
import { arizonaDateTime } from "../proposals/booking-views.server";
import { readResponse } from "./booking-questionnaire.server";

// A client's answers, read-only, for the photographer (/admin/questionnaires/answers/:id, linked
// from the client's timeline and from the e-mail sent when she completes it).

const NO_SUCH = "No such answers: the client or her proposal may have been deleted.";

export interface ResponsePage {
  id: number;
  client: { id: number; names: string };
  proposal: { id: number; title: string };
  view: Pick<QuestionnaireView, "name" | "questions" | "answers" | "status" | "completedAt">;
  startedAt: string;
}

export async function responseFromUrl(param: string | undefined, db = sharedDb()): Promise<ResponsePage> {
  const response = await readResponse(db, { id: idParam(param, NO_SUCH) });
  const about =
    response &&
    (await db
      .selectFrom("proposals")
      .innerJoin("clients", "clients.id", "proposals.client_id")
      .select(["proposals.title", "clients.names"])
      .where("proposals.id", "=", response.proposalId)
      .executeTakeFirst());
  if (!response || !about) throw data({ error: NO_SUCH }, { status: 404 });
  return {
    id: response.id,
    client: { id: response.clientId, names: about.names },
    proposal: { id: response.proposalId, title: about.title },
    view: {
      name: response.name,
      questions: response.questions,
      answers: response.answers,
      status: response.status,
      completedAt: response.completedAt ? arizonaDateTime(response.completedAt) : null,
    },
    startedAt: arizonaDateTime(response.startedAt),
  };
}
