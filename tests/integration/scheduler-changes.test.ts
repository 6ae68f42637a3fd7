import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readFeedEvents } from "~/server/calendar/calendar-feed.server";
import { holdSessionTime, WAITLIST_OFFER_JOB } from "~/server/scheduling/hold-time.server";
import {
  cancelSessionBooking,
  moveChoices,
  moveSessionBooking,
} from "~/server/scheduling/session-lifecycle-change.server";
import { loadSessionBooking } from "~/server/scheduling/session-lifecycle.server";
import { sessionAction } from "~/server/scheduling/session-manage.server";
import { dueReminderKind, sweepSessionReminders } from "~/server/scheduling/session-reminders.server";
import { arizonaEpochMinute } from "~/shared/scheduling/arizona-clock";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../helpers/databases";
import {
  insertMiniDay,
  insertSelfBookedMini,
  insertSelfBookedSession,
  payRetainerByCard,
  setHoldExpiry,
  weekdayAhead,
} from "./scheduler-fixtures";

// After the booking (issue 30 §4–6): moving a session releases its granules and claims the new
// ones in one transaction (a taken time changes nothing and offers others), and the proposal, so
// her calendar feed, follows; cancelling frees the time at once, a mini slot goes to the waitlist's
// job; the client is held to the type's notice, she is not; each reminder is sent once.

describe.each(databaseKinds)("changing a self-booked session on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => database?.cleanup());

  async function bookedSession(date: string, email: string, minute = 17 * 60) {
    const session = await insertSelfBookedSession(database, { date, email, minute });
    await payRetainerByCard(database, session.proposalToken);
    return session;
  }
  const mailsTo = (to: string) =>
    database.db
      .selectFrom("outbox")
      .select(["kind", "text_body", "attachments"])
      .where("to_address", "=", to)
      .orderBy("id")
      .execute();

  it("moves a session to a free time: granules, booking and proposal at once, mails with a new .ics", async () => {
    const date = weekdayAhead(6);
    const session = await bookedSession(date, "move@example.com");
    // 5:30 pm overlaps the session's own time (4:45–6:15 pm): still offered, its own time does not count.
    const to = arizonaEpochMinute(date, 17 * 60 + 30);
    const booking = (await loadSessionBooking(database.db, { id: session.bookingId }))!;
    expect(await moveChoices(database.db, booking, new Date(), "client")).toContain(to);
    const moved = await moveSessionBooking(database, { bookingId: session.bookingId, start: to, by: "client" });
    expect(moved.ok).toBe(true);
    const proposal = await database.db
      .selectFrom("proposals")
      .select(["session_date", "session_time"])
      .where("id", "=", session.proposalId)
      .executeTakeFirstOrThrow();
    expect(proposal).toEqual({ session_date: date, session_time: "17:30" });
    const busy = await database.db
      .selectFrom("session_busy")
      .select("minute")
      .where("booking_id", "=", session.bookingId)
      .orderBy("minute")
      .execute();
    expect(busy).toHaveLength(18);
    expect(Number(busy[0]!.minute)).toBe(to - 15);
    const mails = await mailsTo("move@example.com");
    const note = mails.find((m) => m.kind === "session-moved");
    expect(note?.text_body).toContain(`/session/${session.token}`);
    expect(note?.text_body).toContain("5:30 pm, Arizona time");
    expect(note?.attachments).toContain("session.ics");
    const feed = await readFeedEvents(database.db);
    expect(feed.sessions.find((s) => s.proposalId === session.proposalId)).toMatchObject({
      sessionTime: "17:30",
      sessionMinutes: 60,
    });
  });

  it("refuses a move into another booking's time and changes nothing, offering other times", async () => {
    const date = weekdayAhead(13);
    const session = await bookedSession(date, "stay@example.com", 16 * 60);
    const other = await holdSessionTime("family-session", arizonaEpochMinute(date, 18 * 60 + 30), new Date(), database);
    expect(other.ok).toBe(true);
    const outcome = await moveSessionBooking(database, {
      bookingId: session.bookingId,
      start: arizonaEpochMinute(date, 18 * 60),
      by: "client",
    });
    expect(outcome).toMatchObject({ ok: false, reason: "not-offered" });
    if (!outcome.ok) expect(outcome.alternatives.length).toBeGreaterThan(0);
    const after = (await loadSessionBooking(database.db, { id: session.bookingId }))!;
    expect(after.start).toBe(session.start);
    expect(
      await database.db
        .selectFrom("session_busy")
        .select("minute")
        .where("booking_id", "=", session.bookingId)
        .execute(),
    ).toHaveLength(18);
  });

  it("the client's page refuses a bad post in plain words (400), with the free times", async () => {
    const session = await bookedSession(weekdayAhead(55), "page@example.com");
    const booking = (await loadSessionBooking(database.db, { id: session.bookingId }))!;
    const form = (fields: Record<string, string>) => {
      const data = new FormData();
      for (const [k, v] of Object.entries(fields)) data.set(k, v);
      return data;
    };
    expect(await sessionAction(booking, form({}), database)).toMatchObject({ status: 400, answer: { ok: false } });
    expect(await sessionAction(booking, form({ intent: "cancel" }), database)).toMatchObject({
      status: 400,
      answer: { ok: false, error: "Tick the box to confirm the cancellation." },
    });
    const offTheGrid = await sessionAction(
      booking,
      form({ intent: "reschedule", start: String(session.start + 7) }),
      database,
    );
    expect(offTheGrid.status).toBe(400);
    expect(offTheGrid.answer).toMatchObject({ ok: false, error: expect.stringContaining("not free") });
    if (!offTheGrid.answer.ok) expect(offTheGrid.answer.days?.length).toBeGreaterThan(0);
    expect((await loadSessionBooking(database.db, { id: session.bookingId }))!.start).toBe(session.start);
  });

  it("two sessions moved to the same free time at once: the database gives it to one", async () => {
    const date = weekdayAhead(41);
    const first = await bookedSession(date, "race-one@example.com", 16 * 60);
    const second = await bookedSession(date, "race-two@example.com", 18 * 60 + 30);
    const target = arizonaEpochMinute(weekdayAhead(48), 17 * 60);
    const outcomes = await Promise.all(
      [first, second].map((s) => moveSessionBooking(database, { bookingId: s.bookingId, start: target, by: "admin" })),
    );
    expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
    const loser = outcomes.find((o) => !o.ok);
    expect(loser).toMatchObject({ ok: false });
    const starts = await database.db
      .selectFrom("session_bookings")
      .select("starts_at")
      .where("id", "in", [first.bookingId, second.bookingId])
      .execute();
    expect(
      starts.filter(
        (s) =>
          new Date(String(s.starts_at instanceof Date ? s.starts_at.toISOString() : s.starts_at)).getTime() ===
          target * 60_000,
      ),
    ).toHaveLength(1);
  });

  it("holds the client to the notice, not her; a cancellation frees the time and says what happens to the deposit", async () => {
    const date = weekdayAhead(20);
    const session = await bookedSession(date, "cancel@example.com");
    const lateNow = new Date((session.start - 47 * 60) * 60_000);
    expect(
      await cancelSessionBooking(database, { bookingId: session.bookingId, by: "client", now: lateNow }),
    ).toMatchObject({
      ok: false,
      reason: "too-late",
    });
    const tooLateMove = await moveSessionBooking(database, {
      bookingId: session.bookingId,
      start: session.start + 60,
      by: "client",
      now: lateNow,
    });
    expect(tooLateMove).toMatchObject({ ok: false, reason: "too-late" });
    const cancelled = await cancelSessionBooking(database, { bookingId: session.bookingId, by: "client" });
    expect(cancelled.ok).toBe(true);
    expect(
      await database.db
        .selectFrom("session_busy")
        .select("minute")
        .where("booking_id", "=", session.bookingId)
        .execute(),
    ).toEqual([]);
    const mail = (await mailsTo("cancel@example.com")).find((m) => m.kind === "session-cancelled");
    expect(mail?.text_body).toContain("Your $150 deposit is non-refundable");
    // The balance is no longer owed; the booked proposal stays (what was paid) but leaves her feed.
    const invoices = await database.db
      .selectFrom("invoices")
      .select(["position", "status"])
      .where("proposal_id", "=", session.proposalId)
      .orderBy("position")
      .execute();
    expect(invoices).toEqual([
      { position: 1, status: "paid" },
      { position: 2, status: "void" },
    ]);
    const feed = await readFeedEvents(database.db);
    expect(feed.sessions.map((s) => s.proposalId)).not.toContain(session.proposalId);
    // The time is free at once.
    expect((await holdSessionTime("family-session", session.start, new Date(), database)).ok).toBe(true);
  });

  it("a cancelled mini slot is offered to the waitlist in the same transaction", async () => {
    const date = weekdayAhead(27);
    const day = await insertMiniDay(database, date);
    const mini = await insertSelfBookedMini(database, {
      slug: day.slug,
      date,
      minute: 17 * 60 + 30,
      email: "mini@example.com",
      names: "Mini Client",
    });
    await payRetainerByCard(database, mini.proposalToken);
    const before = await database.db.selectFrom("jobs").select("id").where("kind", "=", WAITLIST_OFFER_JOB).execute();
    expect((await cancelSessionBooking(database, { bookingId: mini.bookingId, by: "admin" })).ok).toBe(true);
    const after = await database.db
      .selectFrom("jobs")
      .select("payload")
      .where("kind", "=", WAITLIST_OFFER_JOB)
      .execute();
    expect(after.length).toBe(before.length + 1);
  });

  it("sends each reminder once, at 7:00 am Arizona two days before and on the day, and lapses idle holds", async () => {
    const date = weekdayAhead(34);
    const session = await bookedSession(date, "remind@example.com");
    const sevenAm = (daysBefore: number) => new Date((arizonaEpochMinute(date, 7 * 60) - daysBefore * 1_440) * 60_000);
    expect(dueReminderKind(session.start, arizonaEpochMinute(date, 7 * 60) - 2 * 1_440 - 1)).toBeNull();
    const early = await sweepSessionReminders(database, { now: new Date(sevenAm(2).getTime() - 60_000) });
    expect(early.sent).toBe(0);
    const both = await Promise.all([
      sweepSessionReminders(database, { now: sevenAm(2) }),
      sweepSessionReminders(database, { now: new Date(sevenAm(2).getTime() + 3_600_000) }),
    ]);
    expect(both.map((r) => r.sent).sort()).toEqual([0, 1]);
    expect((await sweepSessionReminders(database, { now: sevenAm(0) })).sent).toBe(1);
    expect((await sweepSessionReminders(database, { now: sevenAm(0) })).sent).toBe(0);
    const reminders = (await mailsTo("remind@example.com")).filter((m) => m.kind.startsWith("session-reminder"));
    expect(reminders.map((m) => m.kind)).toEqual(["session-reminder-two-days", "session-reminder-morning"]);
    expect(reminders.every((m) => m.text_body.includes(`/session/${session.token}`))).toBe(true);

    // A hold nobody touched since it lapsed is swept by the same job.
    const idle = await holdSessionTime("family-session", arizonaEpochMinute(date, 19 * 60), new Date(), database);
    if (!idle.ok) throw new Error("no hold");
    await setHoldExpiry(database, idle.bookingId, new Date(Date.now() - 1_000));
    expect((await sweepSessionReminders(database, { now: new Date() })).lapsed).toBe(1);
    const row = await database.db
      .selectFrom("session_bookings")
      .select("status")
      .where("id", "=", idle.bookingId)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe("expired");
  });
});
