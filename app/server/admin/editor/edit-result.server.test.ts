import { describe, expect, it } from "vitest";
import { EDIT_MESSAGES } from "~/shared/admin/edit-messages";
import { answer, catchRefusal, invalid, notFound, refuse, refused, saved, stale } from "./edit-result.server";

// React Router's data() wraps an answer with its status; a plain object is a 200.
const unwrap = (value: unknown) => {
  const v = value as { type?: string; data?: unknown; init?: { status?: number } };
  return v.type === "DataWithResponseInit" ? { status: v.init?.status, body: v.data } : { status: 200, body: value };
};

describe("answer", () => {
  it("gives every editor the same shapes and statuses", () => {
    expect(unwrap(answer(saved("Saved.", 3), { context: { intent: "save" } }))).toEqual({
      status: 200,
      body: { saved: true, notice: "Saved.", version: 3, intent: "save" },
    });
    expect(unwrap(answer(invalid({ title: "Give it a title." }), { echo: { values: { title: "" } } }))).toEqual({
      status: 400,
      body: { error: EDIT_MESSAGES.invalid, fields: { title: "Give it a title." }, values: { title: "" } },
    });
    expect(unwrap(answer(stale(), { echo: { values: { a: "b" } } }))).toEqual({
      status: 409,
      body: { error: EDIT_MESSAGES.stale, stale: true, values: { a: "b" } },
    });
    expect(unwrap(answer(notFound("No such photo.")))).toEqual({ status: 404, body: { error: "No such photo." } });
    expect(unwrap(answer(refused("Too many.", 429))).status).toBe(429);
  });

  it("turns a refusal thrown inside a change into its result", async () => {
    await expect(catchRefusal(async () => refuse(notFound("Gone.")))).resolves.toEqual(notFound("Gone."));
    await expect(catchRefusal(async () => saved("Fine."))).resolves.toEqual(saved("Fine."));
    await expect(catchRefusal(async () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
  });
});
