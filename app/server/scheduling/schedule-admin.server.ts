import { z } from "zod";
import { formatCalendarDate } from "~/shared/booking/merge-fields";
import { formatDollars } from "~/shared/money";
import { arizonaEpochMinute, arizonaWallClock, epochMinuteOf, weekdayOf } from "~/shared/scheduling/arizona-clock";
import { rangeLabel } from "~/shared/scheduling/clock";
import { shiftDate } from "~/shared/scheduling/slots";
import { answer, invalid, notFound, refused, saved, type EditResult } from "../admin/editor/edit-result.server";
import { editorAction } from "../admin/editor/editor-action.server";
import { database, toIso, type AppDatabase } from "../db/db.server";
import {
  cancelSessionBooking,
  depositPaidCents,
  moveChoices,
  moveSessionBooking,
} from "./session-lifecycle-change.server";
import { refundRetainer } from "./session-lifecycle-refund.server";
import { loadSessionBooking, sessionPlace, sessionWhat, sessionWhenText } from "./session-lifecycle.server";
import { groupChoices } from "./session-manage.server";
import { SCHEDULE_INTENTS, type DayChoices, type ScheduleDay } from "~/components/admin/schedule/schedule-types";

// Her schedule (issue 30 §6): the self-booked sessions of a day or a week (held ones marked, a
// lapsed hold no longer shown), as a list and a week grid, each linked to its client; and one
// booking's page to move it (any free time: she is not held to the notice) or cancel it, with the
// deposit refunded through the ledger's refund when she ticks it. Every change mails the client.

export interface SchedulePage {
  view: "day" | "week";
  date: string;
  title: string;
  days: ScheduleDay[];
  previous: string;
  next: string;
  today: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The Monday of a date's week. */
const mondayOf = (date: string) => shiftDate(date, -((weekdayOf(date) + 6) % 7));

export async function schedulePageData(
  url: URL,
  app: AppDatabase = database(),
  now = new Date(),
): Promise<SchedulePage> {
  const today = arizonaWallClock(epochMinuteOf(now)).date;
  const asked = url.searchParams.get("date") ?? "";
  const view = url.searchParams.get("view") === "day" ? "day" : "week";
  const date = DATE.test(asked) && !Number.isNaN(Date.parse(asked)) ? asked : today;
  const first = view === "day" ? date : mondayOf(date);
  const count = view === "day" ? 1 : 7;
  const from = arizonaEpochMinute(first, 0);
  const to = arizonaEpochMinute(shiftDate(first, count), 0);
  const rows = await app.db
    .selectFrom("session_bookings as b")
    .leftJoin("session_types as t", "t.id", "b.session_type_id")
    .leftJoin("mini_days as m", "m.id", "b.mini_day_id")
    .leftJoin("clients as c", "c.id", "b.client_id")
    .select([
      "b.id",
      "b.starts_at",
      "b.ends_at",
      "b.status",
      "b.names",
      "b.client_id",
      "b.place",
      "t.name",
      "t.place_kind",
      "m.title",
      "m.place as miniPlace",
    ])
    .select("c.names as clientNames")
    .where("b.starts_at", ">=", new Date(from * 60_000).toISOString())
    .where("b.starts_at", "<", new Date(to * 60_000).toISOString())
    .where((w) =>
      w.or([
        w("b.status", "=", "booked"),
        w.and([w("b.status", "=", "held"), w("b.hold_expires_at", ">", now.toISOString())]),
      ]),
    )
    .orderBy("b.starts_at")
    .execute();
  const days: ScheduleDay[] = Array.from({ length: count }, (_, i) => {
    const d = shiftDate(first, i);
    return { date: d, label: formatCalendarDate(d), entries: [] };
  });
  for (const row of rows) {
    const start = epochMinuteOf(new Date(toIso(row.starts_at)));
    const end = epochMinuteOf(new Date(toIso(row.ends_at)));
    const { date: d, minute } = arizonaWallClock(start);
    days
      .find((day) => day.date === d)
      ?.entries.push({
        id: Number(row.id),
        date: d,
        startMinute: minute,
        endMinute: minute + end - start,
        time: rangeLabel(minute, minute + end - start),
        what: row.name ?? row.title ?? "Session",
        names: row.clientNames ?? (row.names || "(details not given yet)"),
        clientId: row.client_id === null ? null : Number(row.client_id),
        held: row.status === "held",
        place: row.place || row.miniPlace || "",
      });
  }
  const step = view === "day" ? 1 : 7;
  const title = view === "day" ? formatCalendarDate(first) : `Week of ${formatCalendarDate(first)}`;
  return { view, date: first, title, days, previous: shiftDate(first, -step), next: shiftDate(first, step), today };
}

export interface ScheduleBookingPage {
  id: number;
  what: string;
  when: string;
  date: string;
  place: string;
  status: string;
  names: string;
  email: string;
  clientId: number | null;
  proposalId: number | null;
  deposit: string;
  depositCents: number;
  days: DayChoices[];
}

export async function scheduleBookingData(param: string | undefined, app: AppDatabase = database(), now = new Date()) {
  const id = Number(param);
  const booking = Number.isSafeInteger(id) && id > 0 ? await loadSessionBooking(app.db, { id }) : undefined;
  if (!booking) throw new Response("Not found", { status: 404 });
  const depositCents = await depositPaidCents(app.db, booking.proposalId);
  const choices = booking.status === "booked" ? await moveChoices(app.db, booking, now, "admin") : [];
  const page: ScheduleBookingPage = {
    id: booking.id,
    what: sessionWhat(booking),
    when: sessionWhenText(booking.start),
    date: arizonaWallClock(booking.start).date,
    place: sessionPlace(booking),
    status: booking.status,
    names: booking.names,
    email: booking.email,
    clientId: booking.clientId,
    proposalId: booking.proposalId,
    deposit: depositCents > 0 ? formatDollars(depositCents) : "",
    depositCents,
    days: groupChoices(choices),
  };
  return page;
}

const moveForm = z.object({ start: z.coerce.number().int().positive() });

const MOVE_REFUSALS = {
  "not-found": "This booking no longer exists.",
  "not-booked": "Only a booked session can be moved.",
  "too-late": "It is too late to move this session.",
  "not-offered": "That time is not free: choose one of the times listed.",
  taken: "Someone just took that time: nothing was changed. Choose another time.",
} as const;

async function move(bookingId: number, form: FormData): Promise<EditResult> {
  const parsed = moveForm.safeParse({ start: form.get("start") });
  if (!parsed.success) return invalid({ start: "Choose the new time." });
  const outcome = await moveSessionBooking(database(), { bookingId, start: parsed.data.start, by: "admin" });
  if (!outcome.ok)
    return outcome.reason === "not-found"
      ? notFound(MOVE_REFUSALS["not-found"])
      : refused(MOVE_REFUSALS[outcome.reason], 409, { start: MOVE_REFUSALS[outcome.reason] });
  return saved(
    `Moved to ${sessionWhenText(outcome.booking.start)}. The client's e-mail with the new time is on its way.`,
  );
}

async function cancel(bookingId: number, form: FormData): Promise<EditResult> {
  if (form.get("confirm") !== "yes") return invalid({ confirm: "Tick the box to confirm the cancellation." });
  const refund = form.get("refund") === "yes";
  const app = database();
  const outcome = await cancelSessionBooking(app, { bookingId, by: "admin", refund });
  if (!outcome.ok)
    return outcome.reason === "not-found"
      ? notFound(MOVE_REFUSALS["not-found"])
      : refused("This session is not booked or held: nothing to cancel.", 409);
  let notice = "Cancelled: the time is free again, and the client's e-mail is on its way.";
  if (refund && outcome.booking.proposalId !== null) {
    const money = await refundRetainer(app, outcome.booking.proposalId, "Session cancelled by the photographer.");
    if (money.refundedCents) notice += ` ${formatDollars(money.refundedCents)} refunded to the card.`;
    if (money.outsideCents)
      notice += ` ${formatDollars(money.outsideCents)} was paid outside the site: give it back yourself and record it on the invoice.`;
    if (money.failedCents)
      notice += ` ${formatDollars(money.failedCents)} could not be refunded just now: refund it on the invoice page or in Stripe.`;
  }
  return saved(notice);
}

/** The booking page's post: move or cancel. */
export function scheduleBookingAction(request: Request, param: string | undefined) {
  const bookingId = Number(param);
  return editorAction(request, SCHEDULE_INTENTS, {
    async move({ form }) {
      return answer(await move(bookingId, form));
    },
    async cancel({ form }) {
      return answer(await cancel(bookingId, form));
    },
  });
}
