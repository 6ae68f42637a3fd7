import { describe, expect, it } from "vitest";
import { idParam, recordFromUrl } from "./route-params.server";

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

describe("recordFromUrl", () => {
  const rejection = async (work: Promise<unknown>) => {
    const e = (await work.then(
      () => undefined,
      (error: unknown) => error,
    )) as {
      data?: unknown;
      init?: { status?: number };
    };
    return { status: e.init?.status, body: e.data };
  };

  it("reads the record the URL's id names", async () => {
    expect(await recordFromUrl("7", "No such order.", async (id) => ({ id }))).toEqual({ id: 7 });
  });

  it("answers the page's 404 in its words for a record that is not there", async () => {
    const read = async (): Promise<{ id: number } | undefined> => undefined;
    expect(await rejection(recordFromUrl("7", "No such order.", read))).toEqual({
      status: 404,
      body: { error: "No such order." },
    });
  });

  it("reads nothing for an odd URL", async () => {
    const asked: number[] = [];
    const read = async (id: number) => void asked.push(id);
    expect(await rejection(recordFromUrl("abc", "No such order.", read))).toEqual({
      status: 404,
      body: { error: "No such order." },
    });
    expect(asked).toEqual([]);
  });
});
