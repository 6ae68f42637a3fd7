import { describe, expect, it } from "vitest";
import { miniSlots } from "./mini-slots";

const at = (h: number, m = 0) => h * 60 + m;

describe("miniSlots", () => {
  it("5:00–8:00 pm, 20-minute slots with 10-minute gaps: six slots, the last ending at 7:50", () => {
    const slots = miniSlots({ startMinute: at(17), endMinute: at(20), slotMinutes: 20, gapMinutes: 10 });
    expect(slots).toEqual([
      { start: at(17), end: at(17, 20) },
      { start: at(17, 30), end: at(17, 50) },
      { start: at(18), end: at(18, 20) },
      { start: at(18, 30), end: at(18, 50) },
      { start: at(19), end: at(19, 20) },
      { start: at(19, 30), end: at(19, 50) },
    ]);
  });

  it("a slot that ends exactly at the end time fits; one that would run past it does not", () => {
    expect(miniSlots({ startMinute: 0, endMinute: 60, slotMinutes: 20, gapMinutes: 0 })).toHaveLength(3);
    expect(miniSlots({ startMinute: 0, endMinute: 59, slotMinutes: 20, gapMinutes: 0 })).toHaveLength(2);
    // The gap after the last slot needs no room.
    expect(miniSlots({ startMinute: 0, endMinute: 50, slotMinutes: 20, gapMinutes: 10 })).toEqual([
      { start: 0, end: 20 },
      { start: 30, end: 50 },
    ]);
  });

  it("stops at the limit, and a limit above what fits changes nothing", () => {
    const rules = { startMinute: at(17), endMinute: at(20), slotMinutes: 20, gapMinutes: 10 };
    expect(miniSlots({ ...rules, limit: 3 }).map((s) => s.start)).toEqual([at(17), at(17, 30), at(18)]);
    expect(miniSlots({ ...rules, limit: 50 })).toHaveLength(6);
    expect(miniSlots({ ...rules, limit: null })).toHaveLength(6);
    expect(miniSlots({ ...rules, limit: 0 })).toEqual([]);
  });

  it("makes no slot when the slot is longer than the day, or the rules are nonsense", () => {
    expect(miniSlots({ startMinute: at(17), endMinute: at(17, 15), slotMinutes: 20, gapMinutes: 0 })).toEqual([]);
    expect(miniSlots({ startMinute: at(17), endMinute: at(16), slotMinutes: 20, gapMinutes: 0 })).toEqual([]);
    expect(miniSlots({ startMinute: 0, endMinute: 100, slotMinutes: 0, gapMinutes: 0 })).toEqual([]);
    expect(miniSlots({ startMinute: 0, endMinute: 100, slotMinutes: 10, gapMinutes: -5 })).toEqual([]);
  });
});
