import type { DashboardView, UpcomingSession } from "~/shared/dashboard/dashboard-view";
import { studioDate } from "~/shared/galleries/gallery-rules";
import { lastMonths, monthEnd, monthStart } from "~/shared/dashboard/studio-months";
import { database, type AppDatabase } from "../db/db.server";
import { enquirySources } from "./enquiry-sources.server";
import { moneyDue } from "./money-due.server";
import { monthlySeries } from "./monthly-series.server";

// Everything the dashboard draws of the business (issue 29 §5, docs/decisions/039-dashboard.md),
// read in parallel; every figure is counted or summed by the database.

export const UPCOMING_SESSIONS = 8;

/** Booked sessions from today on (Arizona), soonest first; proposals_calendar_idx answers it. */
export async function upcomingSessions({ db }: AppDatabase, now: Date): Promise<UpcomingSession[]> {
  const rows = await db
    .selectFrom("proposals as p")
    .innerJoin("clients as c", "c.id", "p.client_id")
    .select(["p.id", "p.client_id", "c.names", "p.title", "p.session_date", "p.session_time", "p.session_place"])
    .where("p.status", "=", "booked")
    .where("p.session_date", ">=", studioDate(now))
    .orderBy("p.session_date")
    .orderBy("p.session_time")
    .orderBy("p.id")
    .limit(UPCOMING_SESSIONS)
    .execute();
  return rows.map((r) => ({
    proposalId: Number(r.id),
    clientId: Number(r.client_id),
    clientNames: r.names,
    title: r.title,
    sessionDate: r.session_date!,
    sessionTime: r.session_time,
    place: r.session_place,
  }));
}

export async function dashboardFigures(app: AppDatabase = database(), now = new Date()): Promise<DashboardView> {
  const months = lastMonths(now);
  const [series, due, sessions, { sources, conversion }] = await Promise.all([
    monthlySeries(app, now),
    moneyDue(app, now),
    upcomingSessions(app, now),
    enquirySources(app, monthStart(months[0]!), monthEnd(months[months.length - 1]!)),
  ]);
  return { series, due, sessions, sources, conversion };
}
