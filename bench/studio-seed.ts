import { sql } from "kysely";
import type { AppDatabase } from "../app/server/db/db.server";
import type { Database } from "../app/server/db/schema";
import { writeTransaction } from "../app/server/db/write-transaction.server";
import { planStudio } from "./studio-plan";

// Inserts bench/studio-plan.ts's ten years into a freshly migrated database, in one transaction
// and in batches as large as the databases' parameter limits allow (SQLite takes 32,766 per
// statement, PostgreSQL 65,535), so the full studio goes in within seconds.

export interface SeededStudio {
  counts: Record<(typeof TABLES)[number][0], number>;
  longHistoryClientId: number;
  /** Clients chosen evenly across the ten years, for the "a few random ones" of the timeline's figures. */
  sampleClientIds: number[];
  expectedFeedEvents(pastDays: number): number;
}

const PARAMETERS_PER_STATEMENT = 30_000;

/** The tables in the order their references need, each with the plan's rows for it. */
const TABLES = [
  ["enquiries", "enquiries"],
  ["clients", "clients"],
  ["proposals", "proposals"],
  ["proposal_signatures", "signatures"],
  ["invoices", "invoices"],
  ["payments", "payments"],
  ["outbox", "outbox"],
  ["client_events", "events"],
  ["questionnaire_responses", "responses"],
] as const satisfies ReadonlyArray<readonly [keyof Database, string]>;

export async function seedStudio(
  app: AppDatabase,
  options: { scale?: number; now?: Date } = {},
): Promise<SeededStudio> {
  const questionnaires = (
    await app.db.selectFrom("questionnaires").select(["id", "name", "intro", "questions"]).orderBy("id").execute()
  ).map((q) => ({ ...q, id: Number(q.id) }));
  const plan = planStudio(options.now ?? new Date(), questionnaires, options.scale ?? 1);
  await writeTransaction(app, async (trx) => {
    for (const [table, key] of TABLES) {
      const rows = plan[key] as Array<Record<string, unknown>>;
      const batch = Math.max(1, Math.floor(PARAMETERS_PER_STATEMENT / Object.keys(rows[0] ?? { id: 0 }).length));
      for (let i = 0; i < rows.length; i += batch) {
        await trx
          .insertInto(table)
          .values(rows.slice(i, i + batch) as never)
          .execute();
      }
      // The ids were given: move PostgreSQL's identity past them for the rows the server adds.
      if (app.dialect === "postgres" && rows.length > 0) {
        await sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), (SELECT max(id) FROM ${sql.table(table)}))`.execute(
          trx,
        );
      }
    }
  });
  // PostgreSQL's autovacuum analyses a table this size soon after: the planner's statistics a real
  // studio has. SQLite has none unless the app asks (it does not), so it gets none here either.
  if (app.dialect === "postgres") await sql`ANALYZE`.execute(app.db);
  const clientCount = plan.clients.length;
  return {
    counts: Object.fromEntries(TABLES.map(([table, key]) => [table, plan[key].length])) as SeededStudio["counts"],
    longHistoryClientId: plan.longHistoryClientId,
    sampleClientIds: Array.from({ length: 5 }, (_, k) => 1 + Math.floor(((k + 0.5) * clientCount) / 5)),
    expectedFeedEvents: plan.expectedFeedEvents,
  };
}
