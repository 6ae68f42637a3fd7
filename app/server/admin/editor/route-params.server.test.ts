import { describe, expect, it } from "vitest";
import { idParam } from "./route-params.server";

const thrown = (work: () => unknown) => {
  try {
    work();
  } catch (error) {
    const e = error as { data?: unknown; init?: { status?: number } };
    return { status: e.init?.status, body: e.data };
  }
  return undefined;
};

describe("idParam", () => {
  it("reads a row's id from the URL", () => {
    expect(idParam("42", "No such order.")).toBe(42);
  });

  it("answers the page's own 404 for anything else, without reading", () => {
    for (const value of [undefined, "", "0", "-1", "1e3", "1.5", "abc", "99999999999999999999", "2147483648"]) {
      expect(
        thrown(() => idParam(value, "No such order.")),
        String(value),
      ).toEqual({
        status: 404,
        body: { error: "No such order." },
      });
    }
  });
});
