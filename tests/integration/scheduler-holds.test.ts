import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { arizonaEpochMinute } from "~/shared/scheduling/arizona-clock";
import { holdMiniSlot, holdSessionTime, HOLD_MINUTES } from "~/server/scheduling/hold-time.server";
import { sessionTypeStarts } from "~/server/scheduling/availability.server";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../helpers/databases";

// The hold (issue 30 §5): a time is taken by session_busy's key, not by a check in code. Fifty
// clients asking for one time at once get one hold; the others are told it is taken and offered the
// next free times; a lapsed hold frees the time by itself; a mini slot overlapping a session cannot
// be held; a time that is not offered is refused.

// Tuesday 2026-12-01; "now" is the Friday before, 9:00 am Arizona. The seeded Family Session
// (60 minutes, 15-minute buffers, 48 hours' notice) and hours (Tuesday 4–8 pm) apply.
const NOW = new Date(arizonaEpochMinute("2026-11-27", 9 * 60) * 60_000);
const at = (hh: number, mm = 0) => arizonaEpochMinute("2026-12-01", hh * 60 + mm);

describe.each(databaseKinds)("holding a time on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => database?.cleanup());

  it("gives one of fifty simultaneous clients the time, and offers the others the next free ones", async () => {
    const outcomes = await Promise.all(
      Array.from({ length: 50 }, () => holdSessionTime("family-session", at(17), NOW, database)),
    );
    const held = outcomes.filter((o) => o.ok);
    expect(held).toHaveLength(1);
    const refused = outcomes.filter((o) => !o.ok);
    expect(refused.every((o) => !o.ok && o.reason === "taken")).toBe(true);
    const alternatives = refused[0]!.ok ? [] : refused[0]!.alternatives;
    expect(alternatives.length).toBeGreaterThan(0);
    expect(alternatives).not.toContain(at(17));
    // Buffers: nothing that would overlap 4:45–6:15 pm is offered.
    expect(alternatives.filter((s) => s > at(15, 45) && s < at(18, 15))).toEqual([]);
    const rows = await database.db.selectFrom("session_bookings").select(["status"]).execute();
    expect(rows).toEqual([{ status: "held" }]);
    const busy = await database.db.selectFrom("session_busy").select("minute").execute();
    expect(busy).toHaveLength(18); // 90 minutes of 5-minute granules
  });

  it("calls a time someone holds, or one overlapping it, taken — never 'not offered' — whenever she asks", async () => {
    // The fifty above may all have read the listing before the winner committed; these ask after.
    for (const start of [at(17), at(17, 30), at(16, 15)]) {
      const outcome = await holdSessionTime("family-session", start, NOW, database);
      expect(outcome).toMatchObject({ ok: false, reason: "taken" });
    }
  });

  it("refuses a time the type does not offer (off the quarter hour, too soon, outside her hours)", async () => {
    for (const start of [at(16, 10), at(9), arizonaEpochMinute("2026-11-28", 17 * 60)]) {
      const outcome = await holdSessionTime("family-session", start, NOW, database);
      expect(outcome).toMatchObject({ ok: false, reason: "not-offered" });
    }
    expect(await holdSessionTime("no-such-type", at(16), NOW, database)).toMatchObject({
      ok: false,
      reason: "not-offered",
    });
  });

  it("frees a lapsed hold by itself: the listing shows the time again, and the next hold sweeps it", async () => {
    const later = new Date(NOW.getTime() + (HOLD_MINUTES + 1) * 60_000);
    const type = await database.db
      .selectFrom("session_types")
      .selectAll()
      .where("slug", "=", "family-session")
      .executeTakeFirstOrThrow();
    const before = (await sessionTypeStarts(database.db, type, NOW, "2026-12-01", 1))[0]!.starts;
    expect(before).not.toContain(at(17));
    const after = (await sessionTypeStarts(database.db, type, later, "2026-12-01", 1))[0]!.starts;
    expect(after).toContain(at(17));
    const again = await holdSessionTime("family-session", at(17), later, database);
    expect(again.ok).toBe(true);
    const statuses = await database.db.selectFrom("session_bookings").select("status").orderBy("id").execute();
    expect(statuses.map((s) => s.status)).toEqual(["expired", "held"]);
  });

  it("never lets a mini-session slot and a session overlap", async () => {
    await database.db
      .insertInto("mini_days")
      .values({
        slug: "holiday-minis",
        title: "Holiday minis",
        date: "2026-12-01",
        place: "Desert Botanical Garden",
        start_minute: 17 * 60 + 30,
        end_minute: 19 * 60,
        slot_minutes: 20,
        gap_minutes: 10,
        price_cents: 20_000,
        deposit_cents: 5_000,
        published: true,
      })
      .execute();
    // The session held above runs to 6:00 pm plus its 15-minute buffer: the 5:30 and 6:00 slots are taken.
    expect(await holdMiniSlot("holiday-minis", at(17, 30), NOW, database)).toMatchObject({
      ok: false,
      reason: "taken",
    });
    expect(await holdMiniSlot("holiday-minis", at(18), NOW, database)).toMatchObject({ ok: false, reason: "taken" });
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () => holdMiniSlot("holiday-minis", at(18, 30), NOW, database)),
    );
    expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
    expect(await holdMiniSlot("holiday-minis", at(18, 5), NOW, database)).toMatchObject({
      ok: false,
      reason: "not-offered",
    });
  });
});
