import { describe, expect, it } from "vitest";
import { contentRange, ifRangeAllows, parseRange, unsatisfiedRange } from "./range";

describe("Range parsing", () => {
  it("answers the whole file without a usable header", () => {
    expect(parseRange(null, 1000)).toEqual({ kind: "whole" });
    expect(parseRange("", 1000)).toEqual({ kind: "whole" });
    expect(parseRange("bytes=-", 1000)).toEqual({ kind: "whole" });
    expect(parseRange("items=0-10", 1000)).toEqual({ kind: "whole" });
    expect(parseRange("bytes=0-10,20-30", 1000)).toEqual({ kind: "whole" }); // several: the whole file
    expect(parseRange("bytes=50-10", 1000)).toEqual({ kind: "whole" }); // reversed: invalid, ignored
  });

  it("reads first-last, open-ended and suffix ranges", () => {
    expect(parseRange("bytes=0-99", 1000)).toEqual({ kind: "part", start: 0, end: 99 });
    expect(parseRange("bytes=500-", 1000)).toEqual({ kind: "part", start: 500, end: 999 });
    expect(parseRange("bytes=-100", 1000)).toEqual({ kind: "part", start: 900, end: 999 });
    expect(parseRange(" bytes = 10 - 19 ", 1000)).toEqual({ kind: "part", start: 10, end: 19 });
  });

  it("clamps a last byte past the end and a suffix longer than the file", () => {
    expect(parseRange("bytes=900-5000", 1000)).toEqual({ kind: "part", start: 900, end: 999 });
    expect(parseRange("bytes=-5000", 1000)).toEqual({ kind: "part", start: 0, end: 999 });
  });

  it("is unsatisfiable when it starts past the end or asks for nothing", () => {
    expect(parseRange("bytes=1000-", 1000)).toEqual({ kind: "unsatisfiable" });
    expect(parseRange("bytes=2000-3000", 1000)).toEqual({ kind: "unsatisfiable" });
    expect(parseRange("bytes=-0", 1000)).toEqual({ kind: "unsatisfiable" });
    expect(parseRange("bytes=0-", 0)).toEqual({ kind: "unsatisfiable" });
  });

  it("resumes only when If-Range names the current ETag", () => {
    expect(ifRangeAllows(null, '"abc"')).toBe(true);
    expect(ifRangeAllows('"abc"', '"abc"')).toBe(true);
    expect(ifRangeAllows('"old"', '"abc"')).toBe(false);
    expect(ifRangeAllows("Wed, 21 Oct 2015 07:28:00 GMT", '"abc"')).toBe(false);
  });

  it("writes Content-Range", () => {
    expect(contentRange(0, 99, 1000)).toBe("bytes 0-99/1000");
    expect(unsatisfiedRange(1000)).toBe("bytes */1000");
  });
});
