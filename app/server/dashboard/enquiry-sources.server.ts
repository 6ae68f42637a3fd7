import { sql, type RawBuilder } from "kysely";
import {
  ENQUIRY_SOURCES,
  OTHER_SOURCE,
  orderSources,
  UNSAID_SOURCE,
  type SourceCount,
} from "~/shared/dashboard/enquiry-sources";
import type { DashboardView } from "~/shared/dashboard/dashboard-view";
import { percentOf } from "~/shared/dashboard/studio-months";
import type { AppDatabase } from "../db/db.server";

// Where the last twelve months' enquiries came from ("How did you find me?") and how many of them
// became bookings: an enquiry converts when the client made from it (clients.enquiry_id) has a
// booked proposal. Counted by the database over the indexed range of enquiries.created_at.

/** The source key of a lower-cased answer, in SQL: the shared word list, first match wins (literals only). */
function sourceOf(): RawBuilder<string> {
  const answer = sql.ref("answer");
  const cases = ENQUIRY_SOURCES.flatMap((source) =>
    source.words.map((word) => sql`when ${answer} like ${sql.lit(`%${word}%`)} then ${sql.lit(source.key)}`),
  );
  return sql<string>`case when answer is null or trim(answer) = '' then ${sql.lit(UNSAID_SOURCE.key)} ${sql.join(
    cases,
    sql` `,
  )} else ${sql.lit(OTHER_SOURCE.key)} end`;
}

export async function enquirySources(
  { db }: AppDatabase,
  from: Date,
  to: Date,
): Promise<Pick<DashboardView, "sources" | "conversion">> {
  // Grouped twice: first by the answer as typed (lower case), which many share ("instagram"),
  // then each distinct answer is matched against the word list once.
  const answers = db
    .selectFrom("enquiries as e")
    .select(sql<string | null>`lower(e.how_found)`.as("answer"))
    .select((eb) => eb.fn.countAll<number>().as("enquiries"))
    .select((eb) =>
      eb.fn
        .sum<number>(
          eb
            .case()
            .when(
              eb.exists(
                eb
                  .selectFrom("clients as c")
                  .innerJoin("proposals as p", "p.client_id", "c.id")
                  .select(sql.lit(1).as("one"))
                  .whereRef("c.enquiry_id", "=", "e.id")
                  .where("p.status", "=", "booked"),
              ),
            )
            .then(1)
            .else(0)
            .end(),
        )
        .as("booked"),
    )
    .where("e.created_at", ">=", from)
    .where("e.created_at", "<", to)
    .groupBy(sql`lower(e.how_found)`)
    .as("answers");
  const rows = await db
    .selectFrom(answers)
    .select(sourceOf().as("source"))
    .select((eb) => [eb.fn.sum<number>("enquiries").as("enquiries"), eb.fn.sum<number>("booked").as("booked")])
    .groupBy(sourceOf())
    .execute();
  const counts: SourceCount[] = rows.map((r) => ({
    key: r.source,
    enquiries: Number(r.enquiries),
    booked: Number(r.booked ?? 0),
  }));
  const total = counts.reduce((sum, r) => sum + r.enquiries, 0);
  const booked = counts.reduce((sum, r) => sum + r.booked, 0);
  return { sources: orderSources(counts), conversion: { enquiries: total, booked, percent: percentOf(booked, total) } };
}
