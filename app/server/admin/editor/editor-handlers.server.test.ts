import { describe, expect, it } from "vitest";
import type { AdminSession } from "../sessions.server";
import { invalid, saved } from "./edit-result.server";
import { createFrom, draftHandlers, saveRecordValues, saveValues } from "./editor-handlers.server";

const form = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(entries)) data.append(k, v);
  return data;
};
const request = (fields: Record<string, string>, posted = "save") => ({
  form: form(fields),
  session: {} as AdminSession,
  actor: "maya@studio.test",
  request: new Request("http://localhost/admin"),
  posted,
  version: 3,
});
const unwrap = (value: unknown) => {
  const v = value as { type?: string; data?: unknown; init?: { status?: number } };
  return v.type === "DataWithResponseInit" ? { status: v.init?.status, body: v.data } : { status: 200, body: value };
};

describe("ready-made editor handlers", () => {
  it("save a form's named fields at its version, and send them back when refused", async () => {
    const calls: unknown[] = [];
    const handler = saveValues(["title", "note"], async (values, version, actor) => {
      calls.push([values, version, actor]);
      return values.title ? saved("Saved.", version + 1) : invalid({ title: "Give it a title." });
    });
    expect(unwrap(await handler.versioned(request({ title: "Hello\0", other: "x" })))).toMatchObject({
      status: 200,
      body: { saved: true, notice: "Saved.", version: 4 },
    });
    expect(calls[0]).toEqual([{ title: "Hello", note: "" }, 3, "maya@studio.test"]);
    expect(unwrap(await handler.versioned(request({ note: "kept" })))).toMatchObject({
      status: 400,
      body: { fields: { title: "Give it a title." }, values: { title: "", note: "kept" } },
    });
  });

  it("save a draft or apply a list button to it, stamping every answer", async () => {
    const readDraft = (f: FormData) => ({ items: f.getAll("item").map(String) });
    const handlers = draftHandlers(readDraft, {
      save: async () => invalid({ "items.0": "Say more." }),
      blank: () => "new",
      max: 3,
      saveLabel: "Save list",
    });
    const refused = unwrap(await handlers.save.versioned(request({ item: "a" })));
    expect(refused).toMatchObject({
      status: 400,
      body: { draft: { items: ["a"] }, fields: { "items.0": "Say more." } },
    });
    expect((refused.body as { stamp: unknown }).stamp).toEqual(expect.any(Number));
    expect(handlers.list(request({ item: "a" }, "add:items"))).toMatchObject({
      draft: { items: ["a", "new"] },
      focus: "items.1",
      changed: "Changed below, not saved yet: press Save list to keep it.",
    });
  });

  it("save the record the URL names with the form's fields, and create from a form read whole", async () => {
    const save = saveRecordValues(
      ["title"],
      async () => ({ id: 7 }),
      async (record, values, version, actor) => saved(`${record.id} ${values.title} ${version} ${actor}`),
    );
    expect(unwrap(await save.versioned(request({ title: "Hi" })))).toMatchObject({
      body: { notice: "7 Hi 3 maya@studio.test" },
    });
    const create = createFrom(
      (f) => ({ title: String(f.get("title")) }),
      async ({ title }) => (title === "ok" ? { id: 9 } : invalid({ title: "No." })),
      { open: (id) => `/admin/things/${id}`, echo: (v) => ({ draft: v }) },
    );
    const made = (await create(request({ title: "ok" }))) as Response;
    expect(made.headers.get("Location")).toBe("/admin/things/9?created=1");
    expect(unwrap(await create(request({ title: "x" })))).toMatchObject({
      status: 400,
      body: { draft: { title: "x" }, fields: { title: "No." } },
    });
  });
});
