import type { Kysely, Selectable } from "kysely";
import {
  IN_USE_MESSAGE,
  sessionTypeSchema,
  type SessionTypeForm,
  type SessionTypeValues,
} from "~/shared/scheduling/admin/session-type.schema";
import type { EditResult, Refusal } from "../admin/editor/edit-result.server";
import { moveInList, nextListPosition, type ListRowMove } from "../admin/editor/list-rows.server";
import { recordFromUrl } from "../admin/editor/route-params.server";
import { createRecord, saveVersioned, versionedChange } from "../admin/editor/versioned-save.server";
import { db as sharedDb, toBool } from "../db/db.server";
import type { Database } from "../db/schema";
import type { SessionTypesTable } from "../db/scheduler-schema";
import { checkedForm, defaultSignature, termsColumns, termsForm } from "./booking-terms.server";
import { deleteUnused } from "../admin/editor/delete-unused.server";

// Session types (issue 30 §1): what a client books herself on /book-a-session/<slug>. Saved at the
// version the form was loaded at; a save makes a seeded SAMPLE hers. Deleted only while no booking
// uses it (a booking's history names its type); otherwise she makes it inactive.

export const BOOK_PATH = "/book-a-session";
const AREA = "Session types";
export const NO_SUCH_TYPE = "No such session type: it may have been deleted.";

export interface SessionTypeRecord {
  id: number;
  version: number;
  name: string;
  slug: string;
  durationMinutes: number;
  priceCents: number;
  depositCents: number;
  active: boolean;
  isSample: boolean;
  form: SessionTypeForm;
}

function toRecord(row: Selectable<SessionTypesTable>): SessionTypeRecord {
  return {
    id: Number(row.id),
    version: Number(row.version),
    name: row.name,
    slug: row.slug,
    durationMinutes: Number(row.duration_minutes),
    priceCents: Number(row.price_cents),
    depositCents: Number(row.deposit_cents),
    active: toBool(row.active),
    isSample: toBool(row.is_sample),
    form: {
      name: row.name,
      ...termsForm(row),
      durationMinutes: String(row.duration_minutes),
      bufferBeforeMinutes: String(row.buffer_before_minutes),
      bufferAfterMinutes: String(row.buffer_after_minutes),
      placeKind: row.place_kind,
      place: row.place,
      minNoticeHours: String(row.min_notice_hours),
      maxDaysAhead: String(row.max_days_ahead),
      changeNoticeHours: String(row.change_notice_hours),
      active: toBool(row.active) ? "on" : "",
    },
  };
}

/** Every type, in her order. */
export async function listSessionTypes(db: Kysely<Database> = sharedDb()): Promise<SessionTypeRecord[]> {
  const rows = await db.selectFrom("session_types").selectAll().orderBy("position").orderBy("id").execute();
  return rows.map(toRecord);
}

export async function readSessionType(id: number, db: Kysely<Database> = sharedDb()) {
  const row = await db.selectFrom("session_types").selectAll().where("id", "=", id).executeTakeFirst();
  return row && toRecord(row);
}

/** The type an admin page is about (/admin/session-types/:id), or that page's 404. */
export function sessionTypeFromUrl(param: string | undefined, db: Kysely<Database> = sharedDb()) {
  return recordFromUrl(param, NO_SUCH_TYPE, (id) => readSessionType(id, db));
}

const checked = (db: Kysely<Database>, input: SessionTypeForm, exceptId: number | null) =>
  checkedForm(db, sessionTypeSchema, input, { table: "session_types", exceptId, publicPath: BOOK_PATH });

async function columns(db: Kysely<Database>, v: SessionTypeValues) {
  return {
    name: v.name,
    ...termsColumns(v, await defaultSignature(db)),
    duration_minutes: v.durationMinutes,
    buffer_before_minutes: v.bufferBeforeMinutes,
    buffer_after_minutes: v.bufferAfterMinutes,
    place_kind: v.placeKind,
    place: v.place,
    min_notice_hours: v.minNoticeHours,
    max_days_ahead: v.maxDaysAhead,
    change_notice_hours: v.changeNoticeHours,
    active: v.active,
    is_sample: false,
  };
}

export async function createSessionType(
  input: SessionTypeForm,
  actorEmail: string,
  db: Kysely<Database> = sharedDb(),
): Promise<{ id: number } | Refusal> {
  const result = await checked(db, input, null);
  if (!result.ok) return result.refusal;
  const values = await columns(db, result.value);
  return createRecord({
    db,
    table: "session_types",
    values: async (trx) => ({ ...values, position: await nextListPosition(trx, "session_types") }),
    activity: { actorEmail, area: AREA, summary: `Created the session type ${values.name}` },
  });
}

/** Saves the form at the version it was loaded at; a SAMPLE becomes hers. */
export async function saveSessionType(
  type: SessionTypeRecord,
  input: SessionTypeForm,
  expectedVersion: number,
  actorEmail: string,
  db: Kysely<Database> = sharedDb(),
): Promise<EditResult> {
  const result = await checked(db, input, type.id);
  if (!result.ok) return result.refusal;
  const values = await columns(db, result.value);
  return saveVersioned({
    db,
    table: "session_types",
    id: type.id,
    expectedVersion,
    values,
    activity: { actorEmail, area: AREA, summary: `Saved the session type ${values.name}` },
    notice: values.active
      ? `Saved: clients book it at ${BOOK_PATH}/${values.slug}.`
      : "Saved. It is inactive: clients cannot book it.",
  });
}

/** Whether any booking (held, booked, or in its history) names the type. */
export async function sessionTypeBookings(id: number, db: Kysely<Database> = sharedDb()): Promise<number> {
  const row = await db
    .selectFrom("session_bookings")
    .select((eb) => eb.fn.countAll().as("n"))
    .where("session_type_id", "=", id)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A change to the type at the version her page was loaded at, logged under Session types. */
const edit = (type: SessionTypeRecord, expectedVersion: number, actorEmail: string, db: Kysely<Database>) => ({
  db,
  table: "session_types" as const,
  id: type.id,
  expectedVersion,
  actorEmail,
  area: AREA,
});

/** Takes the type off the public pages, keeping it for the bookings that name it. */
export async function deactivateSessionType(
  type: SessionTypeRecord,
  expectedVersion: number,
  actorEmail: string,
  db: Kysely<Database> = sharedDb(),
): Promise<EditResult> {
  return versionedChange({
    ...edit(type, expectedVersion, actorEmail, db),
    apply: async (trx) => {
      await trx.updateTable("session_types").set({ active: false }).where("id", "=", type.id).execute();
      return {
        summary: `Made the session type ${type.name} inactive`,
        notice: "Made inactive: clients cannot book it any more. Bookings already made stay as they are.",
      };
    },
  });
}

/** Deletes the type at the version its page was loaded at, unless a booking uses it. */
export function deleteSessionType(
  type: SessionTypeRecord,
  expectedVersion: number,
  actorEmail: string,
  db: Kysely<Database> = sharedDb(),
): Promise<EditResult> {
  return deleteUnused({
    ...edit(type, expectedVersion, actorEmail, db),
    what: `the session type ${type.name}`,
    inUse: async (trx) => {
      const used = await sessionTypeBookings(type.id, trx);
      return used > 0 ? IN_USE_MESSAGE(used) : undefined;
    },
    missing: NO_SUCH_TYPE,
  });
}

/**
 * Moves a type one place up or down, or to the place it was dropped on, in her order (the order of
 * /book-a-session), writing only the positions that change; a move past either end changes nothing.
 */
export function moveSessionType(
  id: number,
  move: ListRowMove,
  actorEmail: string,
  db: Kysely<Database> = sharedDb(),
): Promise<EditResult> {
  return moveInList(db, "session_types", id, move, actorEmail, {
    area: AREA,
    noun: "session type",
    shownOn: BOOK_PATH,
    missing: NO_SUCH_TYPE,
  });
}
