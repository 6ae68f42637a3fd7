import type { Kysely } from "kysely";
import { arizonaWallClock, epochMinuteOf } from "~/shared/scheduling/arizona-clock";
import { clockValue } from "~/shared/scheduling/clock";
import { busySpan, type BusyInterval } from "~/shared/scheduling/slots";
import { toBool, toIso } from "../db/db.server";
import type { Database } from "../db/schema";
import { miniSpan, rulesOf } from "./availability.server";

// What a session_bookings row is a booking of: a session type or a mini-session day, read as one
// "offer" (name, price, deposit, agreement, place), so the details step, the proposal it writes
// and the checkout's guard treat sessions and mini slots alike.

export interface BookedOffer {
  kind: "session" | "mini";
  slug: string;
  name: string;
  description: string;
  priceCents: number;
  depositCents: number;
  taxable: boolean;
  contractTemplateId: number | null;
  questionnaireId: number | null;
  photographerSignature: string;
  /** The question asked when the client chooses the place; null: the place is `fixedPlace`. */
  placeQuestion: string | null;
  fixedPlace: string;
  /** Where a client goes to pick another time. */
  pickAgainPath: string;
}

export interface BookingRow {
  id: number;
  token: string;
  status: string;
  holdExpiresAt: Date | null;
  start: number;
  end: number;
  proposalId: number | null;
  sessionTypeId: number | null;
  miniDayId: number | null;
}

const bookingColumns = [
  "id",
  "token",
  "status",
  "hold_expires_at",
  "starts_at",
  "ends_at",
  "proposal_id",
  "session_type_id",
  "mini_day_id",
] as const;

type RawBooking = {
  id: number;
  token: string;
  status: string;
  hold_expires_at: string | Date | null;
  starts_at: string | Date;
  ends_at: string | Date;
  proposal_id: number | null;
  session_type_id: number | null;
  mini_day_id: number | null;
};

const nullableId = (v: number | null) => (v === null ? null : Number(v));

function toBookingRow(row: RawBooking): BookingRow {
  return {
    id: Number(row.id),
    token: row.token,
    status: row.status,
    holdExpiresAt: row.hold_expires_at === null ? null : new Date(toIso(row.hold_expires_at)),
    start: epochMinuteOf(new Date(toIso(row.starts_at))),
    end: epochMinuteOf(new Date(toIso(row.ends_at))),
    proposalId: nullableId(row.proposal_id),
    sessionTypeId: nullableId(row.session_type_id),
    miniDayId: nullableId(row.mini_day_id),
  };
}

export async function bookingByToken(db: Kysely<Database>, token: string): Promise<BookingRow | undefined> {
  const row = await db
    .selectFrom("session_bookings")
    .select(bookingColumns)
    .where("token", "=", token)
    .executeTakeFirst();
  return row && toBookingRow(row);
}

export async function bookingOfProposal(db: Kysely<Database>, proposalId: number): Promise<BookingRow | undefined> {
  const row = await db
    .selectFrom("session_bookings")
    .select(bookingColumns)
    .where("proposal_id", "=", proposalId)
    .executeTakeFirst();
  return row && toBookingRow(row);
}

/** Whether the booking's hold still stands at `now`. */
export const holdStands = (booking: BookingRow, now: Date) =>
  booking.status === "held" && booking.holdExpiresAt !== null && booking.holdExpiresAt > now;

/** The offer a booking is of, and the time it takes in session_busy (buffers included). */
export async function offerOf(
  db: Kysely<Database>,
  booking: BookingRow,
): Promise<{ offer: BookedOffer; span: BusyInterval } | undefined> {
  if (booking.sessionTypeId !== null) {
    const type = await db
      .selectFrom("session_types")
      .selectAll()
      .where("id", "=", booking.sessionTypeId)
      .executeTakeFirst();
    if (!type) return undefined;
    const client = type.place_kind === "client";
    return {
      span: busySpan(booking.start, rulesOf(type)),
      offer: {
        kind: "session",
        slug: type.slug,
        name: type.name,
        description: type.description,
        priceCents: Number(type.price_cents),
        depositCents: Number(type.deposit_cents),
        taxable: toBool(type.taxable),
        contractTemplateId: nullableId(type.contract_template_id),
        questionnaireId: nullableId(type.questionnaire_id),
        photographerSignature: type.photographer_signature,
        placeQuestion: client ? type.place || "Where would you like to meet?" : null,
        fixedPlace: client ? "" : type.place,
        pickAgainPath: `/book-a-session/${type.slug}`,
      },
    };
  }
  if (booking.miniDayId === null) return undefined;
  const day = await db.selectFrom("mini_days").selectAll().where("id", "=", booking.miniDayId).executeTakeFirst();
  if (!day) return undefined;
  return {
    span: miniSpan(booking.start, booking.end),
    offer: {
      kind: "mini",
      slug: day.slug,
      name: day.title,
      description: day.description,
      priceCents: Number(day.price_cents),
      depositCents: Number(day.deposit_cents),
      taxable: toBool(day.taxable),
      contractTemplateId: nullableId(day.contract_template_id),
      questionnaireId: nullableId(day.questionnaire_id),
      photographerSignature: day.photographer_signature,
      placeQuestion: null,
      fixedPlace: day.place,
      pickAgainPath: `/minis/${day.slug}`,
    },
  };
}

/** The Arizona date and "HH:MM" of a booking's start, as a proposal stores its session. */
export function sessionDateTime(start: number): { date: string; time: string } {
  const { date, minute } = arizonaWallClock(start);
  return { date, time: clockValue(minute) };
}
