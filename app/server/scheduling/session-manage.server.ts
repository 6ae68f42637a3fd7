import { z } from "zod";
import type { DayChoices } from "~/components/admin/schedule/schedule-types";
import { formatCalendarDate } from "~/shared/booking/merge-fields";
import { arizonaWallClock } from "~/shared/scheduling/arizona-clock";
import { clockLabel } from "~/shared/scheduling/clock";
import { database, type AppDatabase } from "../db/db.server";
import { openClientLinkPage } from "../security/client-link-page.server";
import {
  cancelSessionBooking,
  changeNoticeHours,
  clientMayChange,
  depositPaidCents,
  depositWords,
  moveChoices,
  moveSessionBooking,
  type ChangeOutcome,
} from "./session-lifecycle-change.server";
import {
  loadSessionBooking,
  pickAgainPath,
  sessionPlace,
  sessionWhat,
  sessionWhenText,
  type SessionBooking,
} from "./session-lifecycle.server";

// /session/<token> (issue 30 §4): the client's own link in every mail of a self-booked session.
// What is booked, and, within the type's notice, another free time of the same kind or a
// cancellation that frees the time at once; past the notice, her address to ask. The token is
// checked like the booking page's (wrong ones counted as guesses).

export interface Contact {
  email: string;
  siteName: string;
}

export type SessionPageData =
  | { view: "limited"; contact: Contact; retryAfter: string }
  | { view: "unknown"; contact: Contact }
  | {
      view: "session";
      contact: Contact;
      what: string;
      when: string;
      place: string;
      status: "booked" | "pending" | "cancelled" | "expired";
      mayChange: boolean;
      noticeHours: number;
      deposit: string;
      days: DayChoices[];
      againPath: string;
    };

/** Free starts grouped by Arizona day, for the picker. */
export function groupChoices(starts: readonly number[]): DayChoices[] {
  const days: DayChoices[] = [];
  for (const start of starts) {
    const { date, minute } = arizonaWallClock(start);
    let day = days.at(-1);
    if (!day || day.date !== date) days.push((day = { date, label: formatCalendarDate(date), times: [] }));
    day.times.push({ value: String(start), label: clockLabel(minute) });
  }
  return days;
}

const STATUS = { booked: "booked", held: "pending", cancelled: "cancelled", expired: "expired" } as const;

async function pageOf(
  app: AppDatabase,
  booking: SessionBooking,
  contact: Contact,
  now: Date,
): Promise<SessionPageData> {
  const mayChange = clientMayChange(booking, now);
  const [deposit, choices] = await Promise.all([
    depositPaidCents(app.db, booking.proposalId),
    mayChange ? moveChoices(app.db, booking, now, "client") : Promise.resolve([]),
  ]);
  return {
    view: "session",
    contact,
    what: sessionWhat(booking),
    when: sessionWhenText(booking.start),
    place: sessionPlace(booking),
    status: STATUS[booking.status],
    mayChange,
    noticeHours: changeNoticeHours(booking),
    deposit: depositWords(deposit, false),
    days: groupChoices(choices),
    againPath: pickAgainPath(booking),
  };
}

export interface SessionPage {
  status: 200 | 404 | 429;
  data: SessionPageData;
  retryAfterSeconds?: number;
  booking?: SessionBooking;
}

export async function loadSessionPage(
  request: Request,
  token: string,
  app: AppDatabase = database(),
  now = new Date(),
): Promise<SessionPage> {
  const opened = await openClientLinkPage(
    request,
    "session-link",
    token,
    (t) => loadSessionBooking(app.db, { token: t }),
    app.db,
    now,
  );
  if ("refusal" in opened) return opened.refusal;
  const { contact } = opened;
  return { status: 200, data: await pageOf(app, opened.found, contact, now), booking: opened.found };
}

const formSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("reschedule"), start: z.coerce.number().int().positive("Choose a new time.") }),
  z.object({ intent: z.literal("cancel"), confirm: z.literal("yes", "Tick the box to confirm the cancellation.") }),
]);

export type SessionActionAnswer = { ok: true; message: string } | { ok: false; error: string; days?: DayChoices[] };

const REFUSALS: Record<Exclude<ChangeOutcome, { ok: true }>["reason"], string> = {
  "not-found": "This session link is not valid.",
  "not-booked": "This session is not booked, so it cannot be changed here.",
  "too-late": "It is too late to change this session here: please write to ask.",
  "not-offered": "That time is not free: please choose one of the times below.",
  taken: "Someone else just took that time: nothing was changed. Please choose another time below.",
};

/** The page's post: reschedule to a chosen free time, or cancel; a refusal says why in plain words. */
export async function sessionAction(
  booking: SessionBooking,
  form: FormData,
  app: AppDatabase = database(),
): Promise<{ status: 200 | 400 | 409; answer: SessionActionAnswer }> {
  const parsed = formSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) {
    const error = parsed.error.issues[0]?.message ?? "Choose what to do.";
    return {
      status: 400,
      answer: { ok: false, error: /expected/i.test(error) ? "Choose a new time, or tick the box to cancel." : error },
    };
  }
  if (parsed.data.intent === "reschedule") {
    const outcome = await moveSessionBooking(app, { bookingId: booking.id, start: parsed.data.start, by: "client" });
    if (outcome.ok)
      return {
        status: 200,
        answer: {
          ok: true,
          message: `Moved to ${sessionWhenText(outcome.booking.start)}. A confirmation with a calendar file is on its way to you.`,
        },
      };
    return {
      status: outcome.reason === "taken" ? 409 : 400,
      answer: { ok: false, error: REFUSALS[outcome.reason], days: groupChoices(outcome.alternatives) },
    };
  }
  const outcome = await cancelSessionBooking(app, { bookingId: booking.id, by: "client" });
  if (outcome.ok)
    return {
      status: 200,
      answer: {
        ok: true,
        message: "Your session is cancelled and the time is free again. A confirmation is on its way to you.",
      },
    };
  return { status: 400, answer: { ok: false, error: REFUSALS[outcome.reason] } };
}

export type { DayChoices };
