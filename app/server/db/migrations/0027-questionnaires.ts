import type { Kysely } from "kysely";
import {
  SAMPLE_PORTRAIT_QUESTIONNAIRE,
  SAMPLE_WEDDING_QUESTIONNAIRE,
} from "../../questionnaires/sample-questionnaires.server";
import type { AppMigration } from "../dialect";
import { createIndex, nowDefault, timestamps, timestampType, updatedAt, withId } from "../migration-kit";
import type { Database } from "../schema";

// Questionnaires (issue 29 §3, docs/decisions/037-questionnaires.md): the forms she builds, the
// one each proposal sends (by default its package's), and each client's answers, kept with a copy
// of the questions she was asked. Seeds the two SAMPLE questionnaires (a wedding and a portrait
// session) and makes them the default of the wedding and family packages.
export const questionnaires: AppMigration = {
  name: "0027-questionnaires",
  async up(anyDb, ctx) {
    await withId(anyDb.schema.createTable("questionnaires"), ctx)
      .addColumn("version", "integer", (c) => c.notNull().defaultTo(1))
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("intro", "text", (c) => c.notNull().defaultTo(""))
      /** JSON: [{ key, label, kind, required, help, choices }], keys stable through edits. */
      .addColumn("questions", "text", (c) => c.notNull())
      .addColumn("is_sample", "boolean", (c) => c.notNull().defaultTo(false))
      .$call(timestamps(ctx))
      .execute();

    await anyDb.schema
      .alterTable("services")
      .addColumn("questionnaire_id", "integer", (c) => c.references("questionnaires.id").onDelete("set null"))
      .execute();
    await anyDb.schema
      .alterTable("proposals")
      .addColumn("questionnaire_id", "integer", (c) => c.references("questionnaires.id").onDelete("set null"))
      .execute();
    await anyDb.schema
      .alterTable("proposals")
      .addColumn("questionnaire_chosen", "boolean", (c) => c.notNull().defaultTo(false))
      .execute();

    await withId(anyDb.schema.createTable("questionnaire_responses"), ctx)
      .addColumn("proposal_id", "integer", (c) => c.notNull().unique().references("proposals.id").onDelete("cascade"))
      .addColumn("client_id", "integer", (c) => c.notNull().references("clients.id").onDelete("cascade"))
      .addColumn("questionnaire_id", "integer", (c) => c.references("questionnaires.id").onDelete("set null"))
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("intro", "text", (c) => c.notNull())
      .addColumn("questions", "text", (c) => c.notNull())
      .addColumn("answers", "text", (c) => c.notNull().defaultTo("{}"))
      /** started | completed */
      .addColumn("status", "text", (c) => c.notNull().defaultTo("started"))
      .addColumn("started_at", timestampType(ctx), nowDefault(ctx))
      .$call(updatedAt(ctx))
      .addColumn("completed_at", timestampType(ctx))
      .execute();
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
