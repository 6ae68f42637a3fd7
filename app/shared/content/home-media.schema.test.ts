import { describe, expect, it } from "vitest";
import { applyRowIntent, draftRows, focusAfterChange, flatForm, rowIntent } from "./home-media-form";
import { isHttpsLink, parseListRows, rowsOf, storedItemsSchemas } from "./home-media.schema";

describe("home photos: the editor's rows", () => {
  it("reads the flat form into rows and back", () => {
    const form = { count: "2", "photo-0": "4", "alt-0": "First", "photo-1": "9", "alt-1": "Second", "photo-2": "x" };
    const rows = draftRows("hero", form);
    expect(rows).toEqual([
      { photo: "4", alt: "First" },
      { photo: "9", alt: "Second" },
    ]);
    expect(flatForm(rows)).toEqual({ count: "2", "photo-0": "4", "alt-0": "First", "photo-1": "9", "alt-1": "Second" });
  });

  it("never reads more rows than the list's maximum plus one, whatever count says", () => {
    expect(draftRows("hero", { count: "100000" })).toHaveLength(11);
    expect(draftRows("about", { count: "-3" })).toHaveLength(0);
    expect(draftRows("featured", { count: "abc" })).toHaveLength(0);
  });

  it("moves, removes and adds rows; moves past either end change nothing", () => {
    const rows = [{ photo: "1" }, { photo: "2" }, { photo: "3" }];
    const ids = (r: { photo?: string }[]) => r.map((x) => x.photo);
    expect(ids(applyRowIntent(rows, { op: "up", index: 2 }, {}))).toEqual(["1", "3", "2"]);
    expect(ids(applyRowIntent(rows, { op: "down", index: 0 }, {}))).toEqual(["2", "1", "3"]);
    expect(ids(applyRowIntent(rows, { op: "up", index: 0 }, {}))).toEqual(["1", "2", "3"]);
    expect(ids(applyRowIntent(rows, { op: "down", index: 2 }, {}))).toEqual(["1", "2", "3"]);
    expect(ids(applyRowIntent(rows, { op: "remove", index: 1 }, {}))).toEqual(["1", "3"]);
    expect(ids(applyRowIntent(rows, { op: "remove", index: 7 }, {}))).toEqual(["1", "2", "3"]);
    expect(ids(applyRowIntent(rows, { op: "add" }, { photo: "4" }))).toEqual(["1", "2", "3", "4"]);
    expect(ids(applyRowIntent(rows, { op: "use", index: 1 }, { photo: "9" }))).toEqual(["1", "9", "3"]);
    expect(ids(applyRowIntent(rows, { op: "use", index: 1 }, {}))).toEqual(["1", "2", "3"]);
    expect(ids(rows)).toEqual(["1", "2", "3"]);
  });

  it("knows the row buttons' intents and nothing else", () => {
    expect(rowIntent("up-3")).toEqual({ op: "up", index: 3 });
    expect(rowIntent("remove-0")).toEqual({ op: "remove", index: 0 });
    expect(rowIntent("add")).toEqual({ op: "add" });
    expect(rowIntent("use-2")).toEqual({ op: "use", index: 2 });
    expect(rowIntent("save")).toBeUndefined();
    expect(rowIntent("up-")).toBeUndefined();
    expect(rowIntent("up-99999")).toBeUndefined();
  });
});

describe("home photos: focus after a row button", () => {
  const rows = [{}, {}, {}];
  it("stays on the moved row's button, or the one still enabled at either end", () => {
    expect(focusAfterChange("hero", { op: "up", index: 2 }, rows)).toBe("hero-up-1");
    expect(focusAfterChange("hero", { op: "up", index: 1 }, rows)).toBe("hero-down-0");
    expect(focusAfterChange("about", { op: "down", index: 0 }, rows)).toBe("about-down-1");
    expect(focusAfterChange("about", { op: "down", index: 1 }, rows)).toBe("about-up-2");
  });
  it("goes to the field to fill next after adding or using a photo, and on after removing", () => {
    expect(focusAfterChange("hero", { op: "add" }, rows)).toBe("hero-alt-2");
    expect(focusAfterChange("featured", { op: "add" }, rows)).toBe("featured-name-2");
    expect(focusAfterChange("hero", { op: "use", index: 1 }, rows)).toBe("hero-alt-1");
    expect(focusAfterChange("hero", { op: "remove", index: 2 }, rows.slice(0, 2))).toBe("hero-remove-1");
    expect(focusAfterChange("featured", { op: "remove", index: 0 }, [])).toBe("featured-pick");
  });
});

describe("home photos: checking a list", () => {
  it("accepts photos with descriptions, trimmed", () => {
    const parsed = parseListRows("hero", [{ photo: " 12 ", alt: "  A couple at sunset " }]);
    expect(parsed).toEqual({ ok: true, items: [{ photoId: 12, alt: "A couple at sunset" }] });
  });

  it("names each bad field with its own message", () => {
    const parsed = parseListRows("about", [
      { photo: "", alt: "fine" },
      { photo: "0", alt: "   " },
      { photo: "7", alt: "x".repeat(201) },
    ]);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.fields).toEqual({
      "photo-0": "Choose a photo from the library.",
      "photo-1": "Choose a photo from the library.",
      "alt-1": "Describe the photo in a few words, for people who cannot see it.",
      "alt-2": "Keep the description to 200 characters or fewer.",
    });
  });

  it("keeps each list within its size", () => {
    const hero = parseListRows("hero", []);
    expect(hero.ok ? {} : hero.fields).toEqual({ list: "Keep at least 1 slide." });
    const many = Array.from({ length: 11 }, (_, i) => ({ photo: String(i + 1), alt: "A photo" }));
    const tooMany = parseListRows("hero", many);
    expect(tooMany.ok ? {} : tooMany.fields).toEqual({ list: "There is room for 10 hero slides at most." });
    // Featured by may be empty: the strip is then hidden.
    expect(parseListRows("featured", [])).toEqual({ ok: true, items: [] });
  });

  it("Featured by: a name, an optional https:// link, a built-in or library logo", () => {
    const parsed = parseListRows("featured", [
      { name: " Desert Bride Journal ", link: "", logo: "bundled:site/featured/desert-bride-journal" },
      { name: "Arizona Weddings", link: "https://azweddings.com/maya", logo: "library:42" },
    ]);
    expect(parsed).toEqual({
      ok: true,
      items: [
        {
          name: "Desert Bride Journal",
          link: "",
          logo: { kind: "bundled", key: "site/featured/desert-bride-journal" },
        },
        { name: "Arizona Weddings", link: "https://azweddings.com/maya", logo: { kind: "library", photoId: 42 } },
      ],
    });
  });

  it("Featured by: refuses a missing name, other links, unknown logos and a name twice", () => {
    const parsed = parseListRows("featured", [
      { name: "", link: "http://azweddings.com/", logo: "bundled:../../etc/passwd" },
      { name: "Twice", link: "javascript:alert(1)", logo: "library:abc" },
      { name: "twice ", link: "https://localhost/", logo: "somewhere:1" },
    ]);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    const link = "Enter the full address, starting with https://, or leave it empty for no link.";
    const logo = "Choose a logo: one of the built-in logos or a photo from the library.";
    expect(parsed.fields).toEqual({
      "name-0": "Enter the publication's name.",
      "link-0": link,
      "logo-0": logo,
      "link-1": link,
      "logo-1": logo,
      "link-2": link,
      "logo-2": logo,
      "name-2": "This publication is in the list already.",
    });
  });

  it("https links: full addresses with a dotted host only", () => {
    expect(isHttpsLink("https://www.desertbride.com/features/maya?x=1")).toBe(true);
    expect(isHttpsLink("HTTPS://desertbride.com")).toBe(true);
    expect(isHttpsLink("http://desertbride.com")).toBe(false);
    expect(isHttpsLink("https://desertbride")).toBe(false);
    expect(isHttpsLink("https://user:pw@desertbride.com")).toBe(false);
    expect(isHttpsLink("https://desert bride.com")).toBe(false);
    expect(isHttpsLink("//desertbride.com")).toBe(false);
  });
});

describe("home photos: stored lists", () => {
  it("round-trips stored items through the form's rows", () => {
    const items = [{ name: "Desert Bride Journal", link: "", logo: { kind: "library" as const, photoId: 3 } }];
    expect(rowsOf("featured", items)).toEqual([{ name: "Desert Bride Journal", link: "", logo: "library:3" }]);
    expect(parseListRows("featured", rowsOf("featured", items))).toEqual({ ok: true, items });
  });

  it("refuses a stored list that breaks the rules (a hand-edited row fails loudly)", () => {
    expect(storedItemsSchemas.hero.safeParse([]).success).toBe(false);
    expect(storedItemsSchemas.hero.safeParse([{ photoId: "1", alt: "x" }]).success).toBe(false);
    expect(
      storedItemsSchemas.featured.safeParse([
        { name: "A", link: "http://a.com", logo: { kind: "bundled", key: "site/featured/a" } },
      ]).success,
    ).toBe(false);
    expect(storedItemsSchemas.about.safeParse([{ photoId: 1, alt: "A portrait" }]).success).toBe(true);
  });
});
