import { describe, expect, it } from "vitest";
import { clockLabel, clockValue, parseClock, rangeLabel } from "./clock";

describe("clock", () => {
  it("reads a time field's value and the ways she writes a time", () => {
    expect(parseClock("16:00")).toBe(960);
    expect(parseClock("09:05")).toBe(545);
    expect(parseClock("4:00 pm")).toBe(960);
    expect(parseClock("4pm")).toBe(960);
    expect(parseClock("4:30 P.M.")).toBe(990);
    expect(parseClock("12:00 pm")).toBe(720);
    expect(parseClock("12:15am")).toBe(15);
    for (const bad of ["", "24:00", "16:60", "13pm", "four", "4:5 pm"]) expect(parseClock(bad), bad).toBeUndefined();
  });

  it("writes minutes back as a field value and in words", () => {
    expect(clockValue(960)).toBe("16:00");
    expect(clockValue(545)).toBe("09:05");
    expect(clockLabel(960)).toBe("4:00 pm");
    expect(clockLabel(0)).toBe("12:00 am");
    expect(clockLabel(720)).toBe("12:00 pm");
    expect(rangeLabel(960, 1200)).toBe("4:00 pm–8:00 pm");
  });
});
