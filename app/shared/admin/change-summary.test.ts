import { describe, expect, it } from "vitest";
import { changeSummary, differs, inWords } from "./change-summary";

describe("change summaries", () => {
  it("name the changed parts in words", () => {
    expect(inWords([])).toBe("");
    expect(inWords(["title"])).toBe("title");
    expect(inWords(["title", "venues"])).toBe("title and venues");
    expect(inWords(["a", "b", "c"])).toBe("a, b and c");
    expect(changeSummary([false, "about text", false, "service area"], "Nothing")).toBe(
      "Changed the about text and service area",
    );
    expect(changeSummary([false, false], "Saved the article without changes")).toBe(
      "Saved the article without changes",
    );
  });

  it("compare stored lists by value", () => {
    expect(differs([{ a: 1 }], [{ a: 1 }])).toBe(false);
    expect(differs([{ a: 1 }], [{ a: 2 }])).toBe(true);
  });
});
