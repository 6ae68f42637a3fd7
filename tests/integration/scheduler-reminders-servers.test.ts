import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newSessionToken } from "~/server/scheduling/hold-time.server";
import { arizonaEpochMinute, arizonaWallClock, epochMinuteOf } from "~/shared/scheduling/arizona-clock";
import { shiftDate } from "~/shared/scheduling/slots";
import { databaseKinds } from "../helpers/databases";
import { startServer, type TestServer } from "../helpers/server";
import { databaseWithUrl, type UrlDatabase } from "./backup-helpers";

// Two built servers on one database, each with its own session-reminder look and jobs worker, on
// the real clock: a session whose "two days before" reminder is due now is reminded of once
// between them, and not again after one restarts; a hold that lapsed with no traffic is swept.

describe.each(databaseKinds)("session reminders from two servers on one %s database", (kind) => {
  let database: UrlDatabase;
  let one: TestServer | undefined;
  let two: TestServer | undefined;
  let bookingId = 0;
  let heldId = 0;
  let token = "";

  beforeAll(async () => {
    database = await databaseWithUrl(kind);
    // The two-days reminder is due from 7:00 am Arizona two days before until 7:00 am on the day.
    const now = arizonaWallClock(epochMinuteOf(new Date()));
    const date = shiftDate(now.date, now.minute >= 7 * 60 ? 2 : 1);
    const start = arizonaEpochMinute(date, 17 * 60);
    const type = await database.db
      .selectFrom("session_types")
      .select("id")
      .where("slug", "=", "family-session")
      .executeTakeFirstOrThrow();
    token = newSessionToken();
    const row = await database.db
      .insertInto("session_bookings")
      .values({
        token,
        session_type_id: type.id,
        mini_day_id: null,
        starts_at: new Date(start * 60_000),
        ends_at: new Date((start + 60) * 60_000),
        status: "booked",
        hold_expires_at: null,
        names: "Iris Vega",
        email: `iris-${kind}@example.com`,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    bookingId = Number(row.id);
    const held = await database.db
      .insertInto("session_bookings")
      .values({
        token: newSessionToken(),
        session_type_id: type.id,
        mini_day_id: null,
        starts_at: new Date((start + 120) * 60_000),
        ends_at: new Date((start + 180) * 60_000),
        status: "held",
        hold_expires_at: new Date(Date.now() - 60_000),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    heldId = Number(held.id);
    one = await startServer({ DATABASE_URL: database.url });
    two = await startServer({ DATABASE_URL: database.url });
  }, 90_000);
  afterAll(async () => {
    await two?.stop();
    await one?.stop();
    await database?.cleanup();
  });

  const mails = () =>
    database.db.selectFrom("outbox").select(["kind", "text_body"]).where("kind", "like", "session-reminder%").execute();
  const settle = () => new Promise((r) => setTimeout(r, 9_000));

  it("send the reminder once between them, not again after a restart, and sweep the idle hold", async () => {
    await expect.poll(async () => (await mails()).length, { timeout: 60_000, interval: 250 }).toBeGreaterThanOrEqual(1);
    await settle();
    const sent = await mails();
    expect(sent.map((m) => m.kind)).toEqual(["session-reminder-two-days"]);
    expect(sent[0]!.text_body).toMatch(new RegExp(`http://localhost:\\d+/session/${token}`));
    await one!.restart();
    await settle();
    expect(await mails()).toHaveLength(1);
    const rows = await database.db
      .selectFrom("session_reminders")
      .select("kind")
      .where("booking_id", "=", bookingId)
      .execute();
    expect(rows).toEqual([{ kind: "two-days" }]);
    const held = await database.db
      .selectFrom("session_bookings")
      .select("status")
      .where("id", "=", heldId)
      .executeTakeFirstOrThrow();
    expect(held.status).toBe("expired");
  }, 120_000);
});
