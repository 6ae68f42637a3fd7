import { describe, expect, it } from "vitest";
import { deleteAnswer } from "./delete-action.server";
import { notFound, refused, saved } from "./edit-result.server";

describe("deleteAnswer", () => {
  it("goes back to the list once deleted", () => {
    const answer = deleteAnswer(saved("Deleted."), { done: "/admin/photos?deleted=1" }) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/admin/photos?deleted=1");
  });

  it("sends a refusal back with what it carries", () => {
    const inUse = { ...refused("Still in use.", 409), usages: [{ label: "Wedding portfolio", href: "/work" }] };
    const answer = deleteAnswer(inUse, { done: "/", echo: (r) => ({ usages: r.usages }) }) as {
      data: unknown;
      init: { status: number };
    };
    expect(answer.init.status).toBe(409);
    expect(answer.data).toEqual({ error: "Still in use.", fields: undefined, usages: inUse.usages });
    const gone = deleteAnswer(notFound("Gone."), { done: "/" }) as { data: unknown; init: { status: number } };
    expect([gone.init.status, gone.data]).toEqual([404, { error: "Gone." }]);
  });
});
