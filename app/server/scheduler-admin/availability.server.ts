import type { Kysely } from "kysely";
import { studioDate } from "~/shared/galleries/gallery-rules";
import { rangeLabel, WEEKDAYS } from "~/shared/scheduling/clock";
import {
  checkWeek,
  dateOffSchema,
  type HoursRange,
  type TypedRange,
} from "~/shared/scheduling/admin/availability.schema";
import {
  catchRefusal,
  invalid,
  notFound,
  refuse,
  saved,
  stale,
  type EditResult,
} from "../admin/editor/edit-result.server";
import { parseValues } from "../admin/editor/form-values.server";
import { recordActivity } from "../content/activity-log.server";
import { db as sharedDb } from "../db/db.server";
import type { Database } from "../db/schema";

// Her weekly hours and dates off (issue 30 §2), in Arizona time. The week is saved whole; its
// rows carry no version, so the form carries a stamp of the week it was loaded with (the ranges
// themselves, in order) and a save over a week changed since is refused like any stale save.

const AREA = "Availability";

export interface DateOff {
  id: number;
  date: string;
  note: string;
}

/** The week as one string: what the form was loaded with. */
export const weekStamp = (ranges: readonly HoursRange[]) =>
  ranges.map((r) => `${r.weekday}:${r.start}-${r.end}`).join(",") || "none";

async function readWeek(db: Kysely<Database>): Promise<HoursRange[]> {
  const rows = await db
    .selectFrom("availability_hours")
    .select(["weekday", "start_minute", "end_minute"])
    .orderBy("weekday")
    .orderBy("start_minute")
    .orderBy("end_minute")
    .execute();
  return rows.map((r) => ({ weekday: Number(r.weekday), start: Number(r.start_minute), end: Number(r.end_minute) }));
}

/** The page: the week, its stamp, and the dates off from today on (past ones are hidden). */
export async function readAvailability(db: Kysely<Database> = sharedDb(), now = new Date()) {
  const today = studioDate(now);
  const [week, datesOff] = await Promise.all([
    readWeek(db),
    db.selectFrom("dates_off").select(["id", "date", "note"]).where("date", ">=", today).orderBy("date").execute(),
  ]);
  return {
    week,
    stamp: weekStamp(week),
    today,
    datesOff: datesOff.map((d): DateOff => ({ id: Number(d.id), date: d.date, note: d.note })),
  };
}

const weekSummary = (week: readonly HoursRange[]) =>
  WEEKDAYS.map((day, weekday) => {
    const ranges = week.filter((r) => r.weekday === weekday).map((r) => rangeLabel(r.start, r.end));
    return ranges.length > 0 ? `${day.slice(0, 3)} ${ranges.join(", ")}` : "";
  })
    .filter(Boolean)
    .join("; ") || "no hours";

/** Replaces the week, unless it changed since the form was loaded (`stamp`). */
export async function saveWeek(
  typed: readonly TypedRange[],
  stamp: string,
  actorEmail: string,
  db: Kysely<Database> = sharedDb(),
): Promise<EditResult> {
  const checked = checkWeek(typed);
  if (!checked.ok) return invalid(checked.fields);
  return catchRefusal(() =>
    db.transaction().execute(async (trx) => {
      if (weekStamp(await readWeek(trx)) !== stamp) refuse(stale());
      await trx.deleteFrom("availability_hours").execute();
      if (checked.ranges.length > 0) {
        await trx
          .insertInto("availability_hours")
          .values(checked.ranges.map((r) => ({ weekday: r.weekday, start_minute: r.start, end_minute: r.end })))
          .execute();
      }
      const summary = weekSummary(await readWeek(trx));
      await recordActivity(trx, { actorEmail, area: AREA, summary: `Set the weekly hours: ${summary}` });
      return saved(
        checked.ranges.length > 0
          ? "Saved your weekly hours. Clients can book sessions in them (outside your dates off)."
          : "Saved: no weekly hours, so clients cannot book sessions until you add some.",
      );
    }),
  );
}

/** Adds a date off (today or later, once). */
export async function addDateOff(
  input: Record<"date" | "note", string>,
  actorEmail: string,
  db: Kysely<Database> = sharedDb(),
  now = new Date(),
): Promise<EditResult> {
  const parsed = parseValues(dateOffSchema(studioDate(now)), input);
  if (!parsed.ok) return parsed.refusal;
  const { date, note } = parsed.value;
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto("dates_off")
      .values({ date, note })
      .onConflict((oc) => oc.column("date").doNothing())
      .returning("id")
      .executeTakeFirst();
    if (!inserted) return invalid({ date: `${date} is already a date off.` });
    await recordActivity(trx, { actorEmail, area: AREA, summary: `Added the date off ${date}` });
    return saved(`Added ${date} as a date off: no session can be booked that day.`);
  });
}

export async function removeDateOff(id: number, actorEmail: string, db: Kysely<Database> = sharedDb()) {
  return db.transaction().execute(async (trx): Promise<EditResult> => {
    const row = await trx.deleteFrom("dates_off").where("id", "=", id).returning("date").executeTakeFirst();
    if (!row) return notFound("That date off was already removed.");
    await recordActivity(trx, { actorEmail, area: AREA, summary: `Removed the date off ${row.date}` });
    return saved(`Removed ${row.date} from your dates off.`);
  });
}
