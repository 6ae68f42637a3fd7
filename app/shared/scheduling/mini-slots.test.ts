import { describe, expect, it } from "vitest";
import { miniSlotTimes } from "./mini-slots";

describe("mini-session slots", () => {
  it("lays 20-minute slots with 10-minute gaps from 5:00 to 8:00 pm: six slots, the last ending at 7:50", () => {
    const slots = miniSlotTimes({
      startMinute: 17 * 60,
      endMinute: 20 * 60,
      slotMinutes: 20,
      gapMinutes: 10,
      slotLimit: null,
    });
    expect(slots).toHaveLength(6);
    expect(slots[0]).toEqual({ startMinute: 1020, endMinute: 1040 });
    expect(slots.at(-1)).toEqual({ startMinute: 1170, endMinute: 1190 });
  });

  it("keeps to the limit, and offers none when a slot does not fit", () => {
    expect(
      miniSlotTimes({ startMinute: 1020, endMinute: 1200, slotMinutes: 20, gapMinutes: 10, slotLimit: 3 }),
    ).toHaveLength(3);
    expect(
      miniSlotTimes({ startMinute: 1020, endMinute: 1030, slotMinutes: 20, gapMinutes: 0, slotLimit: null }),
    ).toEqual([]);
  });
});
