import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeTransaction } from "~/server/db/write-transaction.server";
import { runDueJobs } from "~/server/jobs/jobs.server";
import { expireLapsedHolds } from "~/server/scheduling/expire-holds.server";
import {
  holdMiniSlot,
  HOLD_MINUTES,
  offerFreedMiniSlots,
  WAITLIST_OFFER_JOB,
} from "~/server/scheduling/hold-time.server";
import { offerWaitlistSpots, registerWaitlistOfferJob } from "~/server/scheduling/waitlist-offer.server";
import { joinWaitlist, leaveWaitlist, waitlistFormSchema } from "~/server/scheduling/waitlist.server";
import { arizonaEpochMinute } from "~/shared/scheduling/arizona-clock";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../helpers/databases";
import { insertMiniDay, mailsOfKind, markBooked, type MiniDayFixture } from "./mini-days-fixtures";

// A full mini-session day's waitlist and the offer job (issue 30 §3), on SQLite and PostgreSQL:
// joining once per e-mail, leaving, a freed slot offered to the first waiting by a hold in her name
// and a mail, an offer that lapses passing to the next, a booked offer marked booked, and a job
// that may run twice (or two at once) offering nobody anything twice.

// "Now" is Friday 2026-11-27, 9:00 am Arizona; the day is Tuesday 2026-12-01.
const NOW = new Date(arizonaEpochMinute("2026-11-27", 9 * 60) * 60_000);
const minutesAfter = (date: Date, minutes: number) => new Date(date.getTime() + minutes * 60_000);
let clock = NOW;
registerWaitlistOfferJob(() => clock);

const form = (names: string, email: string) => waitlistFormSchema.parse({ names, email, phone: "" });

describe.each(databaseKinds)("mini-session waitlist on %s", (kind) => {
  let database: TestDatabase;
  let day: MiniDayFixture;
  const bookingIds: number[] = [];
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    day = await insertMiniDay(database.db, { date: "2026-12-01", offerHours: 12 });
    for (const start of day.starts) {
      const held = await holdMiniSlot(day.slug, start, NOW, database);
      if (!held.ok) throw new Error("fixture hold failed");
      bookingIds.push(held.bookingId);
    }
  });
  afterAll(async () => database?.cleanup());

  const dayRow = () =>
    database.db.selectFrom("mini_days").selectAll().where("id", "=", day.id).executeTakeFirstOrThrow();
  const entries = () =>
    database.db
      .selectFrom("mini_waitlist")
      .select(["id", "email", "status"])
      .where("mini_day_id", "=", day.id)
      .orderBy("id")
      .execute();
  const heldFor = (waitlistId: number) =>
    database.db
      .selectFrom("session_bookings")
      .select(["id", "status", "starts_at", "hold_expires_at"])
      .where("waitlist_id", "=", waitlistId)
      .orderBy("id")
      .execute();
  /** What the periodic sweep does: expire lapsed holds, queue the offer job; then the worker runs it. */
  const sweepAndRun = async (at: Date) => {
    clock = at;
    await writeTransaction(database, async (trx) => offerFreedMiniSlots(trx, await expireLapsedHolds(trx, at)));
    // The worker runs by the real clock (the job was queued just now); the job reads `clock`.
    return runDueJobs({ app: database, leaseMs: 30_000 });
  };

  it("puts each e-mail on the line once, in order, and mails the link to leave it", async () => {
    const ann = await joinWaitlist(database, await dayRow(), form("Ann Lee", "Ann@Example.com"), NOW);
    const bea = await joinWaitlist(database, await dayRow(), form("Bea Cruz", "bea@example.com"), NOW);
    expect([ann.joined, ann.place, bea.joined, bea.place]).toEqual([true, 1, true, 2]);
    const again = await joinWaitlist(database, await dayRow(), form("Ann L.", "ANN@example.com"), NOW);
    expect(again).toMatchObject({ joined: false, place: 1 });
    expect((await entries()).map((e) => e.email)).toEqual(["ann@example.com", "bea@example.com"]);
    const mails = await mailsOfKind(database.db, "mini-waitlist-joined");
    expect(mails).toHaveLength(2);
    expect(mails[0]!.to_address).toBe("ann@example.com");
    expect(mails[0]!.text_body).toContain("You are number 1 on the list");
    expect(mails[0]!.text_body).toContain(`/minis/${day.slug}/waitlist/${ann.entry.token}`);
    expect(mails[1]!.text_body).toContain("You are number 2 on the list");
  });

  it("offers nothing while every slot is held or booked, however often it runs", async () => {
    await markBooked(database.db, bookingIds[0]!);
    expect(await offerWaitlistSpots(database, day.id, NOW)).toEqual({ offered: 0, passed: 0, booked: 0 });
    expect((await entries()).map((e) => e.status)).toEqual(["waiting", "waiting"]);
  });

  it("offers a lapsed hold's slot to the first waiting, once, even when the job runs twice at once", async () => {
    const lapsed = minutesAfter(NOW, HOLD_MINUTES + 1);
    await markBooked(database.db, bookingIds[2]!); // only the 6:00 pm hold lapses
    // The queued job and two more runs for the day, all at once (two instances, a re-leased job).
    const [ran, ...runs] = await Promise.all([
      sweepAndRun(lapsed),
      offerWaitlistSpots(database, day.id, lapsed),
      offerWaitlistSpots(database, day.id, lapsed),
    ]);
    expect(ran.done).toBeGreaterThanOrEqual(1);
    expect(ran.dead + ran.retried).toBe(0);
    expect(runs.reduce((sum, r) => sum + r.offered, 0)).toBeLessThanOrEqual(1);
    const [ann, bea] = await entries();
    expect([ann!.status, bea!.status]).toEqual(["offered", "waiting"]);
    const holds = await heldFor(ann!.id);
    expect(holds).toHaveLength(1);
    expect(holds[0]!.status).toBe("held");
    expect(new Date(holds[0]!.starts_at).getTime()).toBe(day.starts[1]! * 60_000);
    // Held for her for the day's offer_hours (12).
    expect(new Date(holds[0]!.hold_expires_at!).getTime()).toBe(minutesAfter(lapsed, 12 * 60).getTime());
    const offers = await mailsOfKind(database.db, "mini-waitlist-offer");
    expect(offers).toHaveLength(1);
    expect(offers[0]!.to_address).toBe("ann@example.com");
    expect(offers[0]!.text_body).toContain("A spot opened up: Tue Dec 1, 6:00 pm (Arizona time)");
    expect(offers[0]!.text_body).toContain("It is held for you until Fri Nov 27, 9:21 pm (Arizona time).");
    expect(offers[0]!.text_body).toContain(`/minis/${day.slug}/offer/`);

    // The lease may hand the job out twice, and two freed slots queue two jobs: nothing new.
    const again = await Promise.all([
      offerWaitlistSpots(database, day.id, lapsed),
      offerWaitlistSpots(database, day.id, lapsed),
      sweepAndRun(lapsed),
    ]);
    expect(again.slice(0, 2)).toEqual([
      { offered: 0, passed: 0, booked: 0 },
      { offered: 0, passed: 0, booked: 0 },
    ]);
    expect(await mailsOfKind(database.db, "mini-waitlist-offer")).toHaveLength(1);
    expect(await heldFor(ann!.id)).toHaveLength(1);
  });

  it("passes a lapsed offer to the next person, and marks a booked offer booked", async () => {
    const [ann, bea] = await entries();
    const offerLapsed = minutesAfter(NOW, HOLD_MINUTES + 1 + 12 * 60 + 1);
    await sweepAndRun(offerLapsed);
    expect((await entries()).map((e) => e.status)).toEqual(["passed", "offered"]);
    const offers = await mailsOfKind(database.db, "mini-waitlist-offer");
    expect(offers.map((m) => m.to_address)).toEqual(["ann@example.com", "bea@example.com"]);
    expect((await heldFor(ann!.id)).map((h) => h.status)).toEqual(["expired"]);
    const [beaHold] = await heldFor(bea!.id);
    await markBooked(database.db, beaHold!.id);
    expect(await offerWaitlistSpots(database, day.id, offerLapsed)).toEqual({ offered: 0, passed: 0, booked: 1 });
    expect((await entries()).map((e) => e.status)).toEqual(["passed", "booked"]);
    expect(await mailsOfKind(database.db, "mini-waitlist-offer")).toHaveLength(2);
  });

  it("offers a hold a stopped run left in her name, without holding a second slot", async () => {
    const later = minutesAfter(NOW, 14 * 60);
    const cy = await joinWaitlist(database, await dayRow(), form("Cy Park", "cy@example.com"), later);
    // Free the 5:30 pm slot, then hold it in Cy's name as a run would have before it stopped.
    await database.db
      .updateTable("session_bookings")
      .set({ status: "cancelled" })
      .where("id", "=", bookingIds[0]!)
      .execute();
    await database.db.deleteFrom("session_busy").where("booking_id", "=", bookingIds[0]!).execute();
    const held = await holdMiniSlot(day.slug, day.starts[0]!, later, database, {
      waitlistId: cy.entry.id,
      holdUntil: minutesAfter(later, 60),
    });
    expect(held.ok).toBe(true);
    expect(await offerWaitlistSpots(database, day.id, later)).toEqual({ offered: 1, passed: 0, booked: 0 });
    expect(await offerWaitlistSpots(database, day.id, later)).toEqual({ offered: 0, passed: 0, booked: 0 });
    expect(await heldFor(cy.entry.id)).toHaveLength(1);
    const toCy = (await mailsOfKind(database.db, "mini-waitlist-offer")).filter(
      (m) => m.to_address === "cy@example.com",
    );
    expect(toCy).toHaveLength(1);
    expect(toCy[0]!.text_body).toContain("Tue Dec 1, 5:30 pm");

    const dee = await joinWaitlist(database, await dayRow(), form("Dee Ray", "dee@example.com"), later);
    expect(dee.place).toBe(1);
    // Leaving lets the held spot go at once and queues the offer job for the day.
    expect(await leaveWaitlist(database, cy.entry.id, later)).toBe("left");
    expect((await heldFor(cy.entry.id)).map((h) => h.status)).toEqual(["expired"]);
    const queued = await database.db
      .selectFrom("jobs")
      .select("payload")
      .where("kind", "=", WAITLIST_OFFER_JOB)
      .where("state", "=", "queued")
      .execute();
    expect(queued.map((j) => JSON.parse(String(j.payload)))).toContainEqual({ miniDayId: day.id });
    // Joining again after leaving puts her at the end of the line, with a new link.
    const back = await joinWaitlist(database, await dayRow(), form("Cy Park", "cy@example.com"), later);
    expect(back.joined).toBe(true);
    expect(back.entry.token).not.toBe(cy.entry.token);
    expect(back.place).toBe(2);
  });
});
