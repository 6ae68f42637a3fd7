import { describe, expect, it } from "vitest";
import { checkoutIdempotencyKey } from "./stripe-checkout-session.server";

describe("checkoutIdempotencyKey", () => {
  it("is derived from the token, differs per token, and does not contain it", () => {
    const token = "a".repeat(32);
    expect(checkoutIdempotencyKey(token)).toMatch(/^checkout-[0-9a-f]{64}$/);
    expect(checkoutIdempotencyKey(token)).toBe(checkoutIdempotencyKey(token));
    expect(checkoutIdempotencyKey(token)).not.toBe(checkoutIdempotencyKey("b".repeat(32)));
    expect(checkoutIdempotencyKey(token)).not.toContain(token);
  });
});
