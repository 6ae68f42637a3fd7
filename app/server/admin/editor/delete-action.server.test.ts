import { describe, expect, it } from "vitest";
import type { AdminSession } from "../sessions.server";
import { deleteAnswer, deleteHandler } from "./delete-action.server";
import { notFound, refused, saved, stale } from "./edit-result.server";

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

describe("deleteHandler", () => {
  const input = {
    form: new FormData(),
    session: {} as AdminSession,
    actor: "maya@studio.test",
    request: new Request("http://localhost/admin"),
    posted: "delete",
    version: 4,
  };

  it("deletes by a plain removal, or at the version the page was loaded at", async () => {
    const plain = deleteHandler(async () => saved("Deleted."), { done: "/admin/photos?deleted=1" });
    expect(typeof plain).toBe("function");
    const done = (await (plain as (i: typeof input) => Promise<unknown>)(input)) as Response;
    expect(done.headers.get("Location")).toBe("/admin/photos?deleted=1");

    const versions: number[] = [];
    const versioned = deleteHandler(
      {
        async versioned({ version }) {
          versions.push(version);
          return version === 4 ? saved("Deleted.") : stale();
        },
      },
      { done: "/admin/galleries?deleted=1" },
    );
    if (typeof versioned === "function") throw new Error("a versioned removal gets a versioned handler");
    expect(((await versioned.versioned(input)) as Response).status).toBe(302);
    const refusal = (await versioned.versioned({ ...input, version: 3 })) as { init: { status: number } };
    expect(refusal.init.status).toBe(409);
    expect(versions).toEqual([4, 3]);
  });
});
