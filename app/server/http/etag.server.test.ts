import { describe, expect, it } from "vitest";
import { matchesEtag } from "./etag.server";

describe("matchesEtag", () => {
  it("matches If-None-Match lists, weak tags on either side and *", () => {
    expect(matchesEtag('"a"', '"a"')).toBe(true);
    expect(matchesEtag('"b", W/"a"', '"a"')).toBe(true);
    expect(matchesEtag('"a"', 'W/"a"')).toBe(true);
    expect(matchesEtag('W/"a"', 'W/"a"')).toBe(true);
    expect(matchesEtag("*", '"a"')).toBe(true);
    expect(matchesEtag('"b"', '"a"')).toBe(false);
    expect(matchesEtag('W/"b"', 'W/"a"')).toBe(false);
    expect(matchesEtag(null, '"a"')).toBe(false);
    expect(matchesEtag("", 'W/"a"')).toBe(false);
  });
});
