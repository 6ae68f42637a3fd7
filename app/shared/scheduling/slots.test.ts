import { describe, expect, it } from "vitest";
import { arizonaEpochMinute, arizonaWallClock } from "./arizona-clock";
import { clockLabel as timeOfDayText } from "./clock";
import { busySpan, freeSessionStarts, granulesOf, isFreeStart, type AvailabilityInput } from "./slots";

// 2026-12-01 is a Tuesday. Her hours: Tuesdays 4:00–6:00 pm.
const TUESDAY = "2026-12-01";
const at = (date: string, hh: number, mm = 0) => arizonaEpochMinute(date, hh * 60 + mm);
const base: AvailabilityInput = {
  rules: { durationMinutes: 60, bufferBeforeMinutes: 0, bufferAfterMinutes: 0, minNoticeHours: 0, maxDaysAhead: 60 },
  weekly: [{ weekday: 2, startMinute: 16 * 60, endMinute: 18 * 60 }],
  datesOff: new Set(),
  busy: [],
  now: at("2026-11-27", 9),
  fromDate: TUESDAY,
  toDate: TUESDAY,
};
const times = (input: AvailabilityInput) =>
  freeSessionStarts(input).flatMap((d) => d.starts.map((s) => timeOfDayText(arizonaWallClock(s).minute)));

describe("Arizona clock", () => {
  it("is UTC−7 all year: 4 pm in Phoenix is 23:00 UTC in winter and in summer", () => {
    expect(new Date(at("2026-12-01", 16) * 60_000).toISOString()).toBe("2026-12-01T23:00:00.000Z");
    expect(new Date(at("2026-07-01", 16) * 60_000).toISOString()).toBe("2026-07-01T23:00:00.000Z");
    // The day US daylight saving starts changes nothing in Arizona.
    expect(at("2026-03-08", 12) - at("2026-03-08", 0)).toBe(12 * 60);
  });

  it("reads an instant back as its Arizona date, even after 5 pm when UTC is already tomorrow", () => {
    expect(arizonaWallClock(at(TUESDAY, 17, 30))).toEqual({ date: TUESDAY, minute: 17 * 60 + 30 });
    expect(arizonaWallClock(at(TUESDAY, 0))).toEqual({ date: TUESDAY, minute: 0 });
  });
});

describe("free session starts", () => {
  it("offers each quarter hour where the whole session fits inside her hours", () => {
    expect(times(base)).toEqual(["4:00 pm", "4:15 pm", "4:30 pm", "4:45 pm", "5:00 pm"]);
  });

  it("keeps the buffers clear of other bookings, but lets them reach outside her hours", () => {
    const rules = { ...base.rules, bufferBeforeMinutes: 15, bufferAfterMinutes: 15 };
    // Another booking 5:15–5:45 pm (buffers included): a session must end by 5:00 and start after 6:00.
    const busy = [{ from: at(TUESDAY, 17, 15), to: at(TUESDAY, 17, 45) }];
    expect(times({ ...base, rules, busy })).toEqual(["4:00 pm"]);
    expect(times({ ...base, rules })).toEqual(["4:00 pm", "4:15 pm", "4:30 pm", "4:45 pm", "5:00 pm"]);
  });

  it("offers nothing on a date off or a day without hours", () => {
    expect(times({ ...base, datesOff: new Set([TUESDAY]) })).toEqual([]);
    expect(times({ ...base, fromDate: "2026-12-02", toDate: "2026-12-02" })).toEqual([]);
  });

  it("keeps the notice and the reach: nothing sooner than min notice, nothing past max days ahead", () => {
    const now = at(TUESDAY, 12);
    const rules = { ...base.rules, minNoticeHours: 5 };
    expect(times({ ...base, now, rules })).toEqual(["5:00 pm"]);
    expect(times({ ...base, rules: { ...base.rules, maxDaysAhead: 3 } })).toEqual([]);
    expect(times({ ...base, rules: { ...base.rules, maxDaysAhead: 4 } })).toHaveLength(5);
  });

  it("merges two ranges of one day without repeating a start", () => {
    const weekly = [...base.weekly, { weekday: 2, startMinute: 16 * 60, endMinute: 17 * 60 + 30 }];
    expect(times({ ...base, weekly })).toEqual(["4:00 pm", "4:15 pm", "4:30 pm", "4:45 pm", "5:00 pm"]);
  });

  it("checks a start a client sent against the same list", () => {
    expect(isFreeStart(base, at(TUESDAY, 16, 30))).toBe(true);
    expect(isFreeStart(base, at(TUESDAY, 16, 10))).toBe(false);
    expect(isFreeStart(base, at(TUESDAY, 17, 15))).toBe(false);
  });
});

describe("busy granules", () => {
  it("covers the session and its buffers in 5-minute keys, so overlapping bookings share a key", () => {
    const a = granulesOf(
      busySpan(at(TUESDAY, 16), { durationMinutes: 20, bufferBeforeMinutes: 0, bufferAfterMinutes: 10 }),
    );
    expect(a).toHaveLength(6);
    const b = granulesOf(
      busySpan(at(TUESDAY, 16, 25), { durationMinutes: 20, bufferBeforeMinutes: 0, bufferAfterMinutes: 0 }),
    );
    expect(a.some((k) => b.includes(k))).toBe(true);
    const c = granulesOf(
      busySpan(at(TUESDAY, 16, 30), { durationMinutes: 20, bufferBeforeMinutes: 0, bufferAfterMinutes: 0 }),
    );
    expect(a.some((k) => c.includes(k))).toBe(false);
  });
});
