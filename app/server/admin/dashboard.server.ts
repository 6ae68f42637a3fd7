import type { Kysely } from "kysely";
import { db as sharedDb } from "../db/db.server";
import type { Database } from "../db/schema";
import { enquiriesRepository } from "../enquiries/enquiries-repository.server";

// What needs the photographer's attention, in four numbers.

export interface DashboardCounts {
  newEnquiries: number;
  waitingReviews: number;
  ordersToFulfil: number;
  mailRetrying: number;
  mailDead: number;
}

// count() is a string on PostgreSQL and a number on SQLite.
const count = (row: { count: string | number | bigint } | undefined) => Number(row?.count ?? 0);

export async function dashboardCounts(db: Kysely<Database> = sharedDb()): Promise<DashboardCounts> {
  const [newEnquiries, waiting, orders, retrying, dead] = await Promise.all([
    enquiriesRepository(db).countByStatus("new"),
    db
      .selectFrom("testimonials")
      .select((eb) => eb.fn.countAll().as("count"))
      .where("is_approved", "=", false)
      .where("hidden", "=", false)
      .executeTakeFirst(),
    db
      .selectFrom("orders")
      .select((eb) => eb.fn.countAll().as("count"))
      .where("status", "in", ["paid", "in_production"])
      .executeTakeFirst(),
    db
      .selectFrom("outbox")
      .select((eb) => eb.fn.countAll().as("count"))
      .where("status", "=", "pending")
      .where("attempts", ">", 0)
      .executeTakeFirst(),
    db
      .selectFrom("outbox")
      .select((eb) => eb.fn.countAll().as("count"))
      .where("status", "=", "dead")
      .executeTakeFirst(),
  ]);
  return {
    newEnquiries,
    waitingReviews: count(waiting),
    ordersToFulfil: count(orders),
    mailRetrying: count(retrying),
    mailDead: count(dead),
  };
}
