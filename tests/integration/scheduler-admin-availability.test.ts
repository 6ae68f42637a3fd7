import { describe, expect, it } from "vitest";
import { studioDate } from "~/shared/galleries/gallery-rules";
import { databaseKinds } from "../helpers/databases";
import { useClientsServer } from "./admin-clients-harness";
import { textOf } from "./admin-client";

// Her weekly hours and dates off (issue 30 §2) over HTTP on both databases: the seeded week shown
// in Arizona time, a week saved whole, each refusal (start after end, overlap, 5-minute steps, not
// a time) with nothing changed, a stale week, and dates off added, refused, removed and hidden once past.

const day = (offset: number) => studioDate(new Date(Date.now() + offset * 86_400_000));

describe.each(databaseKinds)("availability on %s", (kind) => {
  const { db, csrf, post, page } = useClientsServer(kind);
  const hours = async () =>
    (
      await db()
        .selectFrom("availability_hours")
        .select(["weekday", "start_minute", "end_minute"])
        .orderBy("weekday")
        .orderBy("start_minute")
        .execute()
    ).map((r) => `${r.weekday}:${r.start_minute}-${r.end_minute}`);
  const stampOf = (html: string) => /name="stamp" value="([^"]*)"/.exec(html)?.[1] ?? "";
  const saveWeek = (stamp: string, fields: Record<string, string>) =>
    post("/admin/availability", { csrf: csrf(), intent: "save-hours", stamp, ...fields });

  it("shows the seeded week in Arizona time and saves a new week whole", async () => {
    const html = await (await page("/admin/availability")).text();
    expect(textOf(html)).toContain("All times are Arizona time (no daylight saving).");
    expect(html).toContain('name="hours.2.0.start" value="16:00"');
    expect(html).toContain('name="hours.6.0.start" value="08:00"');
    const res = await saveWeek(stampOf(html), {
      "hours.1.0.start": "09:00",
      "hours.1.0.end": "12:00",
      "hours.1.1.start": "1:00 pm",
      "hours.1.1.end": "17:30",
      "hours.4.0.start": "16:00",
      "hours.4.0.end": "20:00",
    });
    expect(res.status).toBe(200);
    expect(textOf(await res.text())).toContain("Saved your weekly hours.");
    expect(await hours()).toEqual(["1:540-720", "1:780-1050", "4:960-1200"]);
    const log = await db().selectFrom("activity_log").select("summary").where("area", "=", "Availability").execute();
    expect(log.map((l) => l.summary)).toContain(
      "Set the weekly hours: Mon 9:00 am–12:00 pm, 1:00 pm–5:30 pm; Thu 4:00 pm–8:00 pm",
    );
  });

  it("refuses a range that ends before it starts, overlaps, is off the 5-minute step or is not a time", async () => {
    const before = await hours();
    const stamp = stampOf(await (await page("/admin/availability")).text());
    const cases: [Record<string, string>, string][] = [
      [{ "hours.3.0.start": "18:00", "hours.3.0.end": "17:00" }, "The end must be after the start."],
      [
        { "hours.3.0.start": "09:00", "hours.3.0.end": "12:00", "hours.3.1.start": "11:00", "hours.3.1.end": "13:00" },
        "This overlaps 9:00 am–12:00 pm on Wednesday",
      ],
      [{ "hours.3.0.start": "09:03", "hours.3.0.end": "12:00" }, "Times go in steps of 5 minutes"],
      [{ "hours.3.0.start": "nine", "hours.3.0.end": "12:00" }, "Enter the start as on a clock"],
      [{ "hours.3.0.start": "09:00", "hours.3.0.end": "" }, "Enter the end as on a clock"],
    ];
    for (const [fields, message] of cases) {
      const res = await saveWeek(stamp, fields);
      expect(res.status, message).toBe(400);
      const html = await res.text();
      expect(textOf(html), message).toContain(message);
      // What she typed is on the page again.
      expect(html).toContain(`value="${fields["hours.3.0.start"]}"`);
    }
    expect(await hours()).toEqual(before);
  });

  it("refuses a week saved over a change made in another tab", async () => {
    const stamp = stampOf(await (await page("/admin/availability")).text());
    expect((await saveWeek(stamp, { "hours.0.0.start": "10:00", "hours.0.0.end": "11:00" })).status).toBe(200);
    const stale = await saveWeek(stamp, { "hours.5.0.start": "10:00", "hours.5.0.end": "11:00" });
    expect(stale.status).toBe(409);
    expect(await stale.text()).toContain("reload to see the latest version");
    expect(await hours()).toEqual(["0:600-660"]);
  });

  it("adds dates off, refuses a past, repeated or impossible one, removes one, and hides past ones", async () => {
    await db()
      .insertInto("dates_off")
      .values({ date: day(-3), note: "Long past" })
      .execute();
    const add = (date: string, note = "") =>
      post("/admin/availability", { csrf: csrf(), intent: "add-date", date, note });
    const added = await add(day(10), "Family vacation");
    expect(added.status).toBe(200);
    expect(textOf(await added.text())).toContain(`Added ${day(10)} as a date off`);
    for (const [date, message] of [
      [day(10), `${day(10)} is already a date off.`],
      [day(-1), "That day has passed (Arizona time)"],
      ["2027-02-30", "Enter the date, for example 2027-07-04."],
    ] as const) {
      const res = await add(date, "Typed note");
      expect(res.status, date).toBe(400);
      const text = textOf(await res.text());
      expect(text).toContain(message);
      expect(text).toContain("Typed note");
    }
    const html = textOf(await (await page("/admin/availability")).text());
    expect(html).toContain("Family vacation");
    expect(html).not.toContain("Long past");
    const row = await db().selectFrom("dates_off").select("id").where("date", "=", day(10)).executeTakeFirstOrThrow();
    const removed = await post("/admin/availability", { csrf: csrf(), intent: "remove-date", id: String(row.id) });
    expect(removed.status).toBe(200);
    expect(
      (await post("/admin/availability", { csrf: csrf(), intent: "remove-date", id: String(row.id) })).status,
    ).toBe(404);
    const left = await db().selectFrom("dates_off").select("date").execute();
    expect(left.map((d) => d.date)).toEqual([day(-3)]);
  });
});
