import { describe, expect, it } from "vitest";
import { applyListIntent, draftListChange, matchListIntent, nestForm, parseListIntent } from "./form-draft.server";

const form = (entries: Array<[string, string]>) => {
  const data = new FormData();
  for (const [k, v] of entries) data.append(k, v);
  return data;
};

describe("path-named form fields", () => {
  it("nest into objects and arrays, in index order, gaps closed", () => {
    const draft = nestForm(
      form([
        ["title", "T"],
        ["venues.2.name", "C"],
        ["venues.0.name", "A"],
        ["venues.0.photos.0.alt", "a0"],
        ["csrf", "x"],
      ]),
      (name) => name !== "csrf",
    );
    expect(draft).toEqual({ title: "T", venues: [{ name: "A", photos: [{ alt: "a0" }] }, { name: "C" }] });
  });

  it("ignore absurd indices, odd names and NUL characters", () => {
    const draft = nestForm(
      form([
        ["venues.999999.name", "x"],
        ["venues.0.__proto__", "x"],
        ["a.b.c.d.e.f.g", "x"],
        ["note", "a\0b"],
      ]),
      () => true,
    );
    expect(draft).toEqual({ note: "ab" });
  });
});

describe("list buttons", () => {
  it("parse only well-formed intents", () => {
    expect(parseListIntent("add:venues")).toEqual({ action: "add", list: "venues", index: -1 });
    expect(parseListIntent("up:venues.2.photos.1")).toEqual({ action: "up", list: "venues.2.photos", index: 1 });
    expect(parseListIntent("remove:venues")).toBeUndefined();
    expect(parseListIntent("add:venues.1")).toBeUndefined();
    expect(parseListIntent("save")).toBeUndefined();
  });

  it("move, remove and add within limits, naming the item to focus", () => {
    const draft = { venues: ["a", "b", "c"] };
    expect(applyListIntent(draft, parseListIntent("up:venues.2")!, () => "", 4)).toBe("venues.1");
    expect(draft.venues).toEqual(["a", "c", "b"]);
    expect(applyListIntent(draft, parseListIntent("up:venues.0")!, () => "", 4)).toBe("venues.0");
    expect(applyListIntent(draft, parseListIntent("remove:venues.2")!, () => "", 4)).toBe("venues.1");
    expect(applyListIntent(draft, parseListIntent("add:venues")!, () => "new", 3)).toBe("venues.2");
    expect(applyListIntent(draft, parseListIntent("add:venues")!, () => "new", 3)).toBeUndefined();
    expect(draft.venues).toEqual(["a", "c", "new"]);
    expect(applyListIntent(draft, parseListIntent("remove:venues.7")!, () => "", 4)).toBeUndefined();
    expect(applyListIntent(draft, parseListIntent("add:nothing")!, () => "", 4)).toBeUndefined();
  });
});

describe("a list button's answer", () => {
  it("routes list buttons to one handler", () => {
    const match = matchListIntent("list");
    expect(match("remove:venues.2")).toBe("list");
    expect(match("remove:venues")).toBeUndefined();
  });

  it("sends back the changed draft, the item to focus and what to press to keep it", () => {
    const draft = { venues: [{ name: "A" }], photos: ["p"] };
    const max = (list: string) => (list === "venues" ? 2 : 1);
    const answer = draftListChange(draft, "add:venues", {
      blank: () => ({ name: "" }),
      max,
      saveLabel: "Save article",
    });
    expect(answer).toMatchObject({
      draft: { venues: [{ name: "A" }, { name: "" }] },
      focus: "venues.1",
      changed: "Changed below, not saved yet: press Save article to keep it.",
    });
    expect(draftListChange(draft, "add:photos", { blank: () => "q", max, saveLabel: "Save" })).toMatchObject({
      focus: undefined,
      draft: { photos: ["p"] },
    });
  });

  it("refuses a value that names no list button", () => {
    const refused = draftListChange({}, "sideways:venues.1", { blank: () => "", max: 3, saveLabel: "Save" }) as {
      init?: { status?: number };
    };
    expect(refused.init?.status).toBe(400);
  });
});
