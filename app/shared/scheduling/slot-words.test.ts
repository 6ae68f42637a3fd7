import { describe, expect, it } from "vitest";
import { arizonaEpochMinute } from "./arizona-clock";
import { lengthWords, longDayWords, slotWords } from "./slot-words";

describe("slot words", () => {
  it("say an instant in Arizona time, whatever the server's zone", () => {
    expect(slotWords(arizonaEpochMinute("2026-12-01", 17 * 60))).toBe("Tue Dec 1, 5:00 pm");
    // 11:30 pm in Arizona is already the next day in UTC.
    expect(slotWords(arizonaEpochMinute("2026-12-01", 23 * 60 + 30))).toBe("Tue Dec 1, 11:30 pm");
    expect(longDayWords("2026-12-01")).toBe("Tuesday, December 1");
  });

  it("say a length plainly", () => {
    expect(lengthWords(20)).toBe("20 minutes");
    expect(lengthWords(60)).toBe("60 minutes");
    expect(lengthWords(75)).toBe("75 minutes");
    expect(lengthWords(120)).toBe("2 hours");
    expect(lengthWords(90)).toBe("1 hour 30 minutes");
  });
});
