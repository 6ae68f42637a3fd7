import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recordOutsidePayment } from "~/server/invoices/invoice-payments-admin.server";
import { holdSessionTime } from "~/server/scheduling/hold-time.server";
import { SESSION_TAKEN_JOB } from "~/server/scheduling/session-lifecycle-settle.server";
import { startInvoiceCheckout } from "~/server/payments/invoice-checkout.server";
import { paymentProvider } from "~/server/payments/provider.server";
import { refundTakenSession } from "~/server/scheduling/session-lifecycle-refund.server";
import { studioDate } from "~/shared/galleries/gallery-rules";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../helpers/databases";
import { insertIssuedGiftCard } from "../helpers/gift-card-fixtures";
import {
  insertMiniDay,
  insertSelfBookedMini,
  insertSelfBookedSession,
  payRetainerByCard,
  setHoldExpiry,
  weekdayAhead,
} from "./scheduler-fixtures";

// The retainer of a self-booked session (issue 30 §5): paid while the hold stands, the time is
// booked; paid after the hold lapsed, the time is re-claimed through session_busy if still free;
// and when someone else took it meanwhile, nothing is booked, the card is refunded once through the
// provider by a durable job, and the client is told, with a link to pick another time.

describe.each(databaseKinds)("settling a self-booked session on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => database?.cleanup());

  const booking = (id: number) =>
    database.db.selectFrom("session_bookings").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  const proposalStatus = async (id: number) =>
    (await database.db.selectFrom("proposals").select("status").where("id", "=", id).executeTakeFirstOrThrow()).status;
  const mailsTo = (to: string) =>
    database.db
      .selectFrom("outbox")
      .select(["kind", "text_body", "to_address"])
      .where("to_address", "=", to)
      .orderBy("id")
      .execute();
  const busyOf = async (id: number) =>
    (await database.db.selectFrom("session_busy").select("minute").where("booking_id", "=", id).execute()).length;

  it("books a standing hold when the retainer is paid, and the confirmation carries /session/<token>", async () => {
    const session = await insertSelfBookedSession(database, { date: weekdayAhead(6), email: "stand@example.com" });
    const { result } = await payRetainerByCard(database, session.proposalToken);
    expect(result).toEqual({ completed: true, duplicate: false });
    expect(await booking(session.bookingId)).toMatchObject({ status: "booked", hold_expires_at: null });
    expect(await proposalStatus(session.proposalId)).toBe("booked");
    expect(await busyOf(session.bookingId)).toBe(18);
    const confirmation = (await mailsTo("stand@example.com")).find((m) => m.kind === "booking-confirmed");
    expect(confirmation?.text_body).toContain(`/session/${session.token}`);
  });

  it("re-claims a lapsed hold whose time is still free", async () => {
    const session = await insertSelfBookedSession(database, { date: weekdayAhead(13), email: "late@example.com" });
    await setHoldExpiry(database, session.bookingId, new Date(Date.now() - 60_000));
    await payRetainerByCard(database, session.proposalToken);
    expect(await booking(session.bookingId)).toMatchObject({ status: "booked", hold_expires_at: null });
    expect(await proposalStatus(session.proposalId)).toBe("booked");
    expect(await busyOf(session.bookingId)).toBe(18);
  });

  it("hold lapsed while paying and someone else took the time: not booked, refunded once, told", async () => {
    const date = weekdayAhead(20);
    const session = await insertSelfBookedSession(database, { date, email: "slow@example.com", names: "Slow Payer" });
    await setHoldExpiry(database, session.bookingId, new Date(Date.now() - 60_000));
    // Another client holds the same time (the hold sweeps the lapsed one first).
    const other = await holdSessionTime("family-session", session.start, new Date(), database);
    expect(other.ok).toBe(true);

    const { paymentId, result } = await payRetainerByCard(database, session.proposalToken);
    expect(result).toEqual({ completed: true, duplicate: false });
    expect(await booking(session.bookingId)).toMatchObject({ status: "expired" });
    expect(await busyOf(session.bookingId)).toBe(0);
    expect(await proposalStatus(session.proposalId)).toBe("withdrawn");
    expect((await mailsTo("slow@example.com")).map((m) => m.kind)).not.toContain("booking-confirmed");
    const jobs = await database.db
      .selectFrom("jobs")
      .select(["kind", "payload"])
      .where("kind", "=", SESSION_TAKEN_JOB)
      .execute();
    expect(jobs).toHaveLength(1);
    const events = await database.db
      .selectFrom("client_events")
      .select("summary")
      .where("client_id", "=", session.clientId)
      .execute();
    expect(events.some((e) => e.summary.includes("someone else took the time"))).toBe(true);

    // The job, twice (a retry after a crash): one refund through the provider, one mail each.
    await refundTakenSession(database, session.bookingId);
    await refundTakenSession(database, session.bookingId);
    const refunds = await database.db
      .selectFrom("payments")
      .select(["amount_cents", "provider", "status"])
      .where("refund_of", "=", paymentId)
      .execute();
    expect(refunds).toEqual([{ amount_cents: 15_000, provider: "test", status: "paid" }]);
    const invoices = await database.db
      .selectFrom("invoices")
      .select("status")
      .where("proposal_id", "=", session.proposalId)
      .execute();
    expect(invoices.every((i) => i.status === "void")).toBe(true);
    const told = (await mailsTo("slow@example.com")).filter((m) => m.kind === "session-taken");
    expect(told).toHaveLength(1);
    expect(told[0]!.text_body).toContain("Your deposit of $150.00 is refunded");
    expect(told[0]!.text_body).toMatch(/Pick another time: http.*\/book-a-session\/family-session/);
    const hers = await database.db
      .selectFrom("outbox")
      .select("kind")
      .where("kind", "=", "session-taken-admin")
      .execute();
    expect(hers.length).toBeGreaterThanOrEqual(1);
    // The other client's hold is untouched.
    if (other.ok) expect(await busyOf(other.bookingId)).toBe(18);
  });

  it("paid outside the site after someone took the time: nothing to refund by card, she is told", async () => {
    const date = weekdayAhead(27);
    const session = await insertSelfBookedSession(database, { date, email: "cash@example.com" });
    await setHoldExpiry(database, session.bookingId, new Date(Date.now() - 60_000));
    expect((await holdSessionTime("family-session", session.start, new Date(), database)).ok).toBe(true);
    const saved = await recordOutsidePayment(
      session.invoiceIds[0]!,
      { amount: "150", method: "cash", paidOn: studioDate(new Date()), note: "" },
      database,
    );
    expect(saved.kind).toBe("saved");
    expect(await proposalStatus(session.proposalId)).toBe("withdrawn");
    await refundTakenSession(database, session.bookingId);
    const refunds = await database.db
      .selectFrom("payments")
      .select("id")
      .where("kind", "=", "refund")
      .where("client_id", "=", session.clientId)
      .execute();
    expect(refunds).toEqual([]);
    const hers = await database.db
      .selectFrom("outbox")
      .select("text_body")
      .where("kind", "=", "session-taken-admin")
      .where("related_id", "=", session.proposalId)
      .executeTakeFirstOrThrow();
    expect(hers.text_body).toContain("$150.00 was paid outside the site: give it back yourself");
    const told = (await mailsTo("cash@example.com")).find((m) => m.kind === "session-taken");
    expect(told?.text_body).toContain("will give your deposit of $150.00 back to you");
  });

  it("paid wholly by a gift card after someone took the time: the value goes back on the card, once", async () => {
    const date = weekdayAhead(48);
    const session = await insertSelfBookedSession(database, { date, email: "gift@example.com" });
    await setHoldExpiry(database, session.bookingId, new Date(Date.now() - 60_000));
    expect((await holdSessionTime("family-session", session.start, new Date(), database)).ok).toBe(true);
    const code = "GQFT-CARD-RTNR";
    const cardId = await insertIssuedGiftCard(database.db, { code, cents: 200_00 });
    const started = await startInvoiceCheckout(session.proposalToken, paymentProvider(), database.db, new Date(), {
      coupon: "",
      giftCard: code,
    });
    expect(started.kind).toBe("checkout");
    expect(await proposalStatus(session.proposalId)).toBe("withdrawn");
    const balance = async () =>
      Number(
        (
          await database.db
            .selectFrom("gift_cards")
            .select("balance_cents")
            .where("id", "=", cardId)
            .executeTakeFirstOrThrow()
        ).balance_cents,
      );
    expect(await balance()).toBe(50_00);

    await refundTakenSession(database, session.bookingId);
    await refundTakenSession(database, session.bookingId);
    const refunds = await database.db
      .selectFrom("payments")
      .select(["amount_cents", "gift_card_cents", "status"])
      .where("kind", "=", "refund")
      .where("client_id", "=", session.clientId)
      .execute();
    expect(refunds).toEqual([{ amount_cents: 150_00, gift_card_cents: 150_00, status: "paid" }]);
    expect(await balance()).toBe(200_00);
    const hers = await database.db
      .selectFrom("outbox")
      .select("text_body")
      .where("kind", "=", "session-taken-admin")
      .where("related_id", "=", session.proposalId)
      .executeTakeFirstOrThrow();
    expect(hers.text_body).not.toContain("paid outside the site");
    const told = (await mailsTo("gift@example.com")).filter((m) => m.kind === "session-taken");
    expect(told).toHaveLength(1);
    expect(told[0]!.text_body).toContain("Your deposit of $150.00 is refunded");
  });

  it("takes a client off the day's waitlist when she books a free slot herself, and no one else", async () => {
    const date = weekdayAhead(34);
    const day = await insertMiniDay(database, date, `waitlist-minis-${kind}`);
    const line = await database.db
      .insertInto("mini_waitlist")
      .values([
        { mini_day_id: day.id, token: `w1-${kind}`, names: "Dee", email: "Dee@Example.com", status: "waiting" },
        { mini_day_id: day.id, token: `w2-${kind}`, names: "Eve", email: "eve@example.com", status: "waiting" },
      ])
      .returning("id")
      .execute();
    const slot = await insertSelfBookedMini(database, {
      slug: day.slug,
      date,
      minute: 17 * 60,
      email: "dee@example.com",
      names: "Dee",
    });
    await payRetainerByCard(database, slot.proposalToken);
    expect(await booking(slot.bookingId)).toMatchObject({ status: "booked" });
    const statuses = await database.db
      .selectFrom("mini_waitlist")
      .select(["id", "status"])
      .where("mini_day_id", "=", day.id)
      .orderBy("id")
      .execute();
    expect(statuses).toEqual([
      { id: line[0]!.id, status: "booked" },
      { id: line[1]!.id, status: "waiting" },
    ]);
  });
});
