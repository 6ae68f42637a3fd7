import { describe, expect, it } from "vitest";
import { checkWeek, typedWeek } from "./availability.schema";

const row = (weekday: number, row: number, start: string, end: string) => ({ weekday, row, start, end });

describe("checkWeek", () => {
  it("keeps the ranges typed, in either way of writing a time, and ignores empty rows", () => {
    const form = new Map([
      ["hours.2.0.start", "16:00"],
      ["hours.2.0.end", "8:00 pm"],
      ["hours.2.1.start", ""],
      ["hours.2.1.end", ""],
      ["hours.6.0.start", "08:00"],
      ["hours.6.0.end", "11:00"],
    ]);
    const typed = typedWeek((name) => form.get(name));
    expect(typed).toEqual([row(2, 0, "16:00", "8:00 pm"), row(6, 0, "08:00", "11:00")]);
    expect(checkWeek(typed)).toEqual({
      ok: true,
      ranges: [
        { weekday: 2, start: 960, end: 1200 },
        { weekday: 6, start: 480, end: 660 },
      ],
    });
  });

  it("lets ranges touch but not overlap, on any day of the week", () => {
    expect(checkWeek([row(1, 0, "09:00", "12:00"), row(1, 1, "12:00", "13:00")]).ok).toBe(true);
    expect(checkWeek([row(1, 0, "09:00", "12:00"), row(2, 0, "10:00", "11:00")]).ok).toBe(true);
    const overlap = checkWeek([row(1, 1, "11:55", "13:00"), row(1, 0, "09:00", "12:00")]);
    expect(overlap).toEqual({
      ok: false,
      fields: { "hours.1.1.start": "This overlaps 9:00 am–12:00 pm on Monday: make one range of them, or move one." },
    });
  });

  it("names the field of each wrong time", () => {
    const result = checkWeek([
      row(0, 0, "10:00", "10:00"),
      row(3, 0, "10:01", "11:00"),
      row(4, 0, "", "11:00"),
      row(5, 0, "10:00", "25:00"),
    ]);
    expect(result).toEqual({
      ok: false,
      fields: {
        "hours.0.0.end": "The end must be after the start.",
        "hours.3.0.start": "Times go in steps of 5 minutes (like 4:05 or 4:10 pm).",
        "hours.4.0.start": "Enter the start as on a clock, for example 4:00 pm or 16:00.",
        "hours.5.0.end": "Enter the end as on a clock, for example 8:00 pm or 20:00.",
      },
    });
  });
});
