import { describe, expect, it } from "vitest";
import { backupNight } from "./nightly.server";

describe("the backup's night", () => {
  it("turns over at 2 AM in Arizona (09:00 UTC), not at midnight", () => {
    expect(backupNight(new Date("2026-12-03T08:59:59Z"))).toBe("2026-12-02"); // 1:59 AM Dec 3 in Phoenix
    expect(backupNight(new Date("2026-12-03T09:00:00Z"))).toBe("2026-12-03"); // 2:00 AM
    expect(backupNight(new Date("2026-12-04T06:59:59Z"))).toBe("2026-12-03"); // 11:59 PM
  });
});
