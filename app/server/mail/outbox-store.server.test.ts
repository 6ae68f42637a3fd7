import { describe, expect, it } from "vitest";
import { MAX_RETRY_DELAY_MS, retryDelayMs } from "./outbox-store.server";

describe("retryDelayMs", () => {
  it("doubles from the base delay after each failed attempt", () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, 30_000))).toEqual([30_000, 60_000, 120_000, 240_000]);
  });

  it("never waits longer than six hours", () => {
    expect(retryDelayMs(40, 30_000)).toBe(MAX_RETRY_DELAY_MS);
  });
});
