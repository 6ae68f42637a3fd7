import type { Generated } from "kysely";

// Migration 0027: questionnaires and the clients' answers (issue 29 §3,
// docs/decisions/037-questionnaires.md). `Database` in schema.ts lists them.

export interface QuestionnairesTable {
  id: Generated<number>;
  version: Generated<number>;
  name: string;
  intro: Generated<string>;
  /** JSON: Question[] (app/shared/questionnaires/questionnaire-types.ts), each with its stable key. */
  questions: string;
  /** A seeded sample: on the go-live checklist until she saves or confirms it. */
  is_sample: Generated<boolean>;
  created_at: Generated<string | Date>;
  updated_at: Generated<string | Date>;
}

export type ResponseStatus = "started" | "completed";

export interface QuestionnaireResponsesTable {
  id: Generated<number>;
  /** One response per proposal: the booking link's token is the only key to it. */
  proposal_id: number;
  client_id: number;
  questionnaire_id: number | null;
  /** The questionnaire as it was when she started (name, intro, questions): her answers' questions. */
  name: string;
  intro: string;
  questions: string;
  /** JSON: Answers, by question key. */
  answers: Generated<string>;
  status: Generated<ResponseStatus>;
  started_at: Generated<string | Date>;
  updated_at: Generated<string | Date>;
  completed_at: string | Date | null;
}

export interface QuestionnaireTables {
  questionnaires: QuestionnairesTable;
  questionnaire_responses: QuestionnaireResponsesTable;
}
