import type { Kysely, Selectable, Transaction } from "kysely";
import type { FieldErrors } from "~/shared/field-errors";
import { studioDate } from "~/shared/galleries/gallery-rules";
import { clockValue } from "~/shared/scheduling/clock";
import {
  MINI_DAY_MESSAGES,
  miniDaySchema,
  slotRules,
  type MiniDayForm,
  type MiniDayValues,
} from "~/shared/scheduling/admin/mini-day.schema";
import { miniSlots, type MiniSlot } from "~/shared/scheduling/mini-slots";
import { invalid, refuse, refused, type EditResult, type Refusal } from "../admin/editor/edit-result.server";
import { recordFromUrl } from "../admin/editor/route-params.server";
import { createRecord, versionedChange } from "../admin/editor/versioned-save.server";
import { db as sharedDb, toBool } from "../db/db.server";
import type { Database } from "../db/schema";
import type { MiniDaysTable } from "../db/scheduler-schema";
import { checkedForm, defaultSignature, termsColumns, termsForm } from "./booking-terms.server";
import { deleteUnused } from "../admin/editor/delete-unused.server";

// Mini-session days (issue 30 §3): short slots at one place on one date, booked on /minis/<slug>.
// Saved at the version the form was loaded at. Once a client holds or booked a slot, the day's
// date and times stay as they are (her clients were told them), checked in the save's transaction.

export const MINIS_PATH = "/minis";
const AREA = "Mini-session days";
const NO_SUCH_DAY = "No such mini-session day: it may have been deleted.";

export interface MiniDayRecord {
  id: number;
  version: number;
  title: string;
  slug: string;
  date: string;
  place: string;
  published: boolean;
  slots: MiniSlot[];
  form: MiniDayForm;
}

function toRecord(row: Selectable<MiniDaysTable>): MiniDayRecord {
  const rules = {
    startTime: Number(row.start_minute),
    endTime: Number(row.end_minute),
    slotMinutes: Number(row.slot_minutes),
    gapMinutes: Number(row.gap_minutes),
    slotLimit: row.slot_limit === null ? null : Number(row.slot_limit),
  };
  return {
    id: Number(row.id),
    version: Number(row.version),
    title: row.title,
    slug: row.slug,
    date: row.date,
    place: row.place,
    published: toBool(row.published),
    slots: miniSlots(slotRules(rules)),
    form: {
      title: row.title,
      ...termsForm(row),
      date: row.date,
      place: row.place,
      startTime: clockValue(rules.startTime),
      endTime: clockValue(rules.endTime),
      slotMinutes: String(rules.slotMinutes),
      gapMinutes: String(rules.gapMinutes),
      slotLimit: rules.slotLimit === null ? "" : String(rules.slotLimit),
      offerHours: String(row.offer_hours),
      published: toBool(row.published) ? "on" : "",
    },
  };
}

/** Every day, the coming ones first (soonest first), then the past ones (latest first). */
export async function listMiniDays(db: Kysely<Database> = sharedDb(), now = new Date()) {
  const today = studioDate(now);
  const rows = await db.selectFrom("mini_days").selectAll().orderBy("date").orderBy("id").execute();
  const days = rows.map(toRecord);
  const counts = await bookedCounts(db);
  const withCount = days.map((d) => ({ ...d, booked: counts.get(d.id) ?? 0 }));
  return [...withCount.filter((d) => d.date >= today), ...withCount.filter((d) => d.date < today).reverse()];
}

async function bookedCounts(db: Kysely<Database>): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom("session_bookings")
    .select(["mini_day_id", (eb) => eb.fn.countAll().as("n")])
    .where("mini_day_id", "is not", null)
    .where("status", "in", ["held", "booked"])
    .groupBy("mini_day_id")
    .execute();
  return new Map(rows.map((r) => [Number(r.mini_day_id), Number(r.n)]));
}

/** Slots held or booked on the day. */
export async function miniDayBookings(id: number, db: Kysely<Database> = sharedDb()): Promise<number> {
  const row = await db
    .selectFrom("session_bookings")
    .select((eb) => eb.fn.countAll().as("n"))
    .where("mini_day_id", "=", id)
    .where("status", "in", ["held", "booked"])
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function readMiniDay(id: number, db: Kysely<Database> = sharedDb()) {
  const row = await db.selectFrom("mini_days").selectAll().where("id", "=", id).executeTakeFirst();
  return row && toRecord(row);
}

/** The day an admin page is about (/admin/minis/:id), or that page's 404. */
export function miniDayFromUrl(param: string | undefined, db: Kysely<Database> = sharedDb()) {
  return recordFromUrl(param, NO_SUCH_DAY, (id) => readMiniDay(id, db));
}

/** A new or moved day is today or later; a day already set keeps its (past) date. */
const checked = (db: Kysely<Database>, input: MiniDayForm, before: MiniDayRecord | null, now: Date) =>
  checkedForm(
    db,
    miniDaySchema,
    input,
    { table: "mini_days", exceptId: before?.id ?? null, publicPath: MINIS_PATH },
    (v): FieldErrors => (v.date !== before?.date && v.date < studioDate(now) ? { date: MINI_DAY_MESSAGES.past } : {}),
  );

async function columns(db: Kysely<Database>, v: MiniDayValues) {
  return {
    title: v.title,
    ...termsColumns(v, await defaultSignature(db)),
    date: v.date,
    place: v.place,
    start_minute: v.startTime,
    end_minute: v.endTime,
    slot_minutes: v.slotMinutes,
    gap_minutes: v.gapMinutes,
    slot_limit: v.slotLimit,
    offer_hours: v.offerHours,
    published: v.published,
  };
}

export async function createMiniDay(
  input: MiniDayForm,
  actorEmail: string,
  db: Kysely<Database> = sharedDb(),
  now = new Date(),
): Promise<{ id: number } | Refusal> {
  const result = await checked(db, input, null, now);
  if (!result.ok) return result.refusal;
  const values = await columns(db, result.value);
  return createRecord({
    db,
    table: "mini_days",
    values: () => values,
    activity: { actorEmail, area: AREA, summary: `Created the mini-session day ${values.title}` },
  });
}

/** The fields that set the slots' times: fixed once a slot is held or booked. */
const TIME_FIELDS = [
  ["date", "date"],
  ["startTime", "start_minute"],
  ["endTime", "end_minute"],
  ["slotMinutes", "slot_minutes"],
  ["gapMinutes", "gap_minutes"],
] as const;

/** Refuses (rolling back) a change of the day's times, or a limit under its slots taken. */
async function keepBookedTimes(trx: Transaction<Database>, day: MiniDayRecord, v: MiniDayValues) {
  const booked = await miniDayBookings(day.id, trx);
  if (booked === 0) return;
  const row = await trx.selectFrom("mini_days").selectAll().where("id", "=", day.id).executeTakeFirstOrThrow();
  const changed = TIME_FIELDS.filter(([field, column]) => String(v[field]) !== String(row[column]));
  if (changed.length > 0) {
    const fields = Object.fromEntries(changed.map(([field]) => [field, "Booked slots keep this as it is."]));
    refuse(refused(MINI_DAY_MESSAGES.booked, 409, fields));
  }
  if (v.slotLimit !== null && v.slotLimit < booked) {
    refuse(
      invalid({
        slotLimit: `${booked} slots are already taken: the limit cannot be lower than ${booked}.`,
      }),
    );
  }
}

/** A change to the day at the version her page was loaded at, logged under Mini-session days. */
const edit = (day: MiniDayRecord, expectedVersion: number, actorEmail: string, db: Kysely<Database>) => ({
  db,
  table: "mini_days" as const,
  id: day.id,
  expectedVersion,
  actorEmail,
  area: AREA,
});

/** Saves the form at the version it was loaded at, keeping a booked day's times. */
export async function saveMiniDay(
  day: MiniDayRecord,
  input: MiniDayForm,
  expectedVersion: number,
  actorEmail: string,
  db: Kysely<Database> = sharedDb(),
  now = new Date(),
): Promise<EditResult> {
  const result = await checked(db, input, day, now);
  if (!result.ok) return result.refusal;
  const values = await columns(db, result.value);
  return versionedChange({
    ...edit(day, expectedVersion, actorEmail, db),
    apply: async (trx) => {
      await keepBookedTimes(trx, day, result.value);
      await trx.updateTable("mini_days").set(values).where("id", "=", day.id).execute();
      return {
        summary: `Saved the mini-session day ${values.title}`,
        notice: values.published
          ? `Saved: clients book it at ${MINIS_PATH}/${values.slug}.`
          : "Saved. It is not published yet: clients cannot see it.",
      };
    },
  });
}

/** Bookings (of any status) and waitlist entries on the day: history a deletion would lose. */
export async function miniDayHistory(id: number, db: Kysely<Database> = sharedDb()): Promise<number> {
  const [bookings, waitlist] = await Promise.all([
    db
      .selectFrom("session_bookings")
      .select((eb) => eb.fn.countAll().as("n"))
      .where("mini_day_id", "=", id)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("mini_waitlist")
      .select((eb) => eb.fn.countAll().as("n"))
      .where("mini_day_id", "=", id)
      .executeTakeFirstOrThrow(),
  ]);
  return Number(bookings.n) + Number(waitlist.n);
}

/** Deletes a day nobody booked nor joined the waitlist of, at the version its page was loaded at. */
export function deleteMiniDay(
  day: MiniDayRecord,
  expectedVersion: number,
  actorEmail: string,
  db: Kysely<Database> = sharedDb(),
): Promise<EditResult> {
  return deleteUnused({
    ...edit(day, expectedVersion, actorEmail, db),
    what: `the mini-session day ${day.title}`,
    inUse: async (trx) => ((await miniDayHistory(day.id, trx)) > 0 ? MINI_DAY_MESSAGES.inUse : undefined),
    missing: NO_SUCH_DAY,
  });
}
