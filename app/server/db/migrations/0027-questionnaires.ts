import type { Kysely } from "kysely";
import {
  SAMPLE_PORTRAIT_QUESTIONNAIRE,
  SAMPLE_WEDDING_QUESTIONNAIRE,
} from "../../questionnaires/sample-questionnaires.server";
import type { AppMigration } from "../dialect";
import { boolean, identity, integer, text, timestamp, timestamps, updatedAt } from "../migration-columns";
import { addColumns, createIndex, createTable } from "../migration-kit";
import type { Database } from "../schema";

// Questionnaires (issue 29 §3, docs/decisions/037-questionnaires.md): the forms she builds, the
// one each proposal sends (by default its package's), and each client's answers, kept with a copy
// of the questions she was asked. Seeds the two SAMPLE questionnaires (a wedding and a portrait
// session) and makes them the default of the wedding and family packages.
export const questionnaires: AppMigration = {
  name: "0027-questionnaires",
  async up(anyDb, ctx) {
    await createTable(anyDb, ctx, "questionnaires", {
      id: identity,
      version: integer.notNull().defaultTo(1),
      name: text.notNull(),
      intro: text.notNull().defaultTo(""),
      /** JSON: [{ key, label, kind, required, help, choices }], keys stable through edits. */
      questions: text.notNull(),
      is_sample: boolean.notNull().defaultTo(false),
      ...timestamps,
    }).execute();

    await anyDb.schema
      .alterTable("services")
      .addColumn("questionnaire_id", "integer", (c) => c.references("questionnaires.id").onDelete("set null"))
      .execute();
    await addColumns(anyDb, ctx, "proposals", {
      questionnaire_id: integer.references("questionnaires.id", "set null"),
      questionnaire_chosen: boolean.notNull().defaultTo(false),
    });

    await createTable(anyDb, ctx, "questionnaire_responses", {
      id: identity,
      proposal_id: integer.notNull().unique().references("proposals.id", "cascade"),
      client_id: integer.notNull().references("clients.id", "cascade"),
      questionnaire_id: integer.references("questionnaires.id", "set null"),
      name: text.notNull(),
      intro: text.notNull(),
      questions: text.notNull(),
      answers: text.notNull().defaultTo("{}"),
      /** started | completed */
      status: text.notNull().defaultTo("started"),
      started_at: timestamp.notNull().defaultToNow(),
      ...updatedAt,
      completed_at: timestamp,
    }).execute();
    await createIndex(anyDb, "questionnaire_responses_client_idx", "questionnaire_responses", ["client_id"]);

    const db = anyDb as Kysely<Database>;
    const seeded = [];
    for (const sample of [SAMPLE_WEDDING_QUESTIONNAIRE, SAMPLE_PORTRAIT_QUESTIONNAIRE]) {
      const row = await db
        .insertInto("questionnaires")
        .values({
          name: sample.name,
          intro: sample.intro,
          questions: JSON.stringify(sample.questions),
          is_sample: true,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      seeded.push(Number(row.id));
    }
    const [wedding, portrait] = seeded;
    await db
      .updateTable("services")
      .set({ questionnaire_id: wedding })
      .where("section", "=", "wedding_package")
      .execute();
    await db
      .updateTable("services")
      .set({ questionnaire_id: portrait })
      .where("section", "=", "family_package")
      .execute();
  },
};
