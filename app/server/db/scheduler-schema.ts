import type { Generated } from "kysely";
import type { Created, Timestamp, Timestamped, WithId } from "./row-types";

// Migration 0029: clients book themselves (issue 30, docs/decisions/042-scheduler.md). A self-booked
// session or mini-session slot becomes a client, a proposal (signed and paid on /book/<token> like
// any other) and a session_bookings row; session_busy is the constraint that makes a double booking
// impossible. `Database` in schema.ts lists them.

export type PlaceKind = "fixed" | "client";

/** What a client can book herself: a family, newborn, senior or branding session. */
export interface SessionTypesTable extends WithId, Timestamped {
  version: Generated<number>;
  /** /book-a-session/<slug>. */
  slug: string;
  name: string;
  description: Generated<string>;
  /** A photo of her library (media_photos.id). */
  photo_id: number | null;
  duration_minutes: number;
  buffer_before_minutes: Generated<number>;
  buffer_after_minutes: Generated<number>;
  price_cents: number;
  deposit_cents: number;
  taxable: Generated<boolean>;
  place_kind: Generated<PlaceKind>;
  /** The fixed place, or the question asked when the client chooses ("Where would you like to meet?"). */
  place: Generated<string>;
  contract_template_id: number | null;
  questionnaire_id: number | null;
  /** Her name as she signs the agreement of every booking of this type. */
  photographer_signature: Generated<string>;
  /** A client books at least this many hours ahead… */
  min_notice_hours: Generated<number>;
  /** …and at most this many days ahead. */
  max_days_ahead: Generated<number>;
  /** She may cancel or reschedule until this many hours before the session. */
  change_notice_hours: Generated<number>;
  active: Generated<boolean>;
  position: Generated<number>;
  /** Seeded: on the go-live checklist until she edits it. */
  is_sample: Generated<boolean>;
}

/** Her weekly hours, in Arizona time: minutes after midnight, end exclusive. */
export interface AvailabilityHoursTable extends WithId {
  /** 0 Sunday … 6 Saturday. */
  weekday: number;
  start_minute: number;
  end_minute: number;
}

/** A day she does not take self-booked sessions ("YYYY-MM-DD", Arizona). */
export interface DatesOffTable extends WithId, Created {
  date: string;
  note: Generated<string>;
}

/** A mini-session day: short slots at one place on one date. */
export interface MiniDaysTable extends WithId, Timestamped {
  version: Generated<number>;
  /** /minis/<slug>. */
  slug: string;
  title: string;
  description: Generated<string>;
  photo_id: number | null;
  /** "YYYY-MM-DD", Arizona. */
  date: string;
  place: string;
  /** Minutes after midnight, Arizona; the last slot ends by end_minute. */
  start_minute: number;
  end_minute: number;
  slot_minutes: number;
  gap_minutes: Generated<number>;
  /** At most this many slots are offered (null: every slot that fits). */
  slot_limit: number | null;
  price_cents: number;
  deposit_cents: number;
  taxable: Generated<boolean>;
  contract_template_id: number | null;
  questionnaire_id: number | null;
  photographer_signature: Generated<string>;
  /** How long a freed slot is kept for the next person on the waitlist. */
  offer_hours: Generated<number>;
  published: Generated<boolean>;
}

export type SessionBookingStatus = "held" | "booked" | "cancelled" | "expired";

/** One time taken or held: a session of a type, or a slot of a mini-session day. */
export interface SessionBookingsTable extends WithId, Timestamped {
  /** Unguessable: the client's link to reschedule or cancel. */
  token: string;
  session_type_id: number | null;
  mini_day_id: number | null;
  starts_at: Timestamp;
  ends_at: Timestamp;
  status: Generated<SessionBookingStatus>;
  /** While held: when the hold lapses by itself. */
  hold_expires_at: Timestamp | null;
  client_id: number | null;
  proposal_id: number | null;
  /** The waitlist entry this slot was offered to, while the offer stands. */
  waitlist_id: number | null;
  names: Generated<string>;
  email: Generated<string>;
  phone: Generated<string>;
  place: Generated<string>;
  cancelled_at: Timestamp | null;
}

/**
 * The constraint: one row per 5-minute granule of her time (epoch minutes, UTC) that a held or
 * booked session takes, buffers included. Two bookings that overlap collide on its primary key.
 */
export interface SessionBusyTable {
  minute: number;
  booking_id: number;
}

export type WaitlistStatus = "waiting" | "offered" | "booked" | "passed" | "left";

export interface MiniWaitlistTable extends WithId, Timestamped {
  mini_day_id: number;
  token: string;
  names: string;
  email: string;
  phone: Generated<string>;
  status: Generated<WaitlistStatus>;
  offer_expires_at: Timestamp | null;
}

/** A session reminder sent (kind: "two-days" | "morning"), once per booking and start time. */
export interface SessionRemindersTable {
  booking_id: number;
  kind: string;
  starts_at: string;
  sent_at: Generated<Timestamp>;
}

export interface SchedulerTables {
  session_types: SessionTypesTable;
  availability_hours: AvailabilityHoursTable;
  dates_off: DatesOffTable;
  mini_days: MiniDaysTable;
  session_bookings: SessionBookingsTable;
  session_busy: SessionBusyTable;
  mini_waitlist: MiniWaitlistTable;
  session_reminders: SessionRemindersTable;
}
