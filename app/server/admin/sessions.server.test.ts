import { describe, expect, it } from "vitest";
import { readCookie, tokensMatch } from "./sessions.server";

describe("tokensMatch", () => {
  const expected = "a".repeat(43);

  it("accepts only the same token", () => {
    expect(tokensMatch(expected, expected)).toBe(true);
    expect(tokensMatch("b".repeat(43), expected)).toBe(false);
    expect(tokensMatch(undefined, expected)).toBe(false);
    expect(tokensMatch(expected.slice(1), expected)).toBe(false);
  });

  it("refuses, never throws, on a multibyte token of the same character length", () => {
    expect(() => tokensMatch("é".repeat(43), expected)).not.toThrow();
    expect(tokensMatch("é".repeat(43), expected)).toBe(false);
    expect(tokensMatch("😀".repeat(22), expected)).toBe(false);
  });
});

describe("readCookie", () => {
  const request = (cookie: string) => new Request("http://x/", { headers: { cookie } });

  it("reads and decodes a cookie", () => {
    expect(readCookie(request("a=1; admin_session=x%20y"), "admin_session")).toBe("x y");
    expect(readCookie(request("a=1"), "admin_session")).toBeUndefined();
  });

  it("treats an undecodable value as absent", () => {
    expect(() => readCookie(request("admin_session=%"), "admin_session")).not.toThrow();
    expect(readCookie(request("admin_session=%"), "admin_session")).toBeUndefined();
    expect(readCookie(request("admin_session=%E0%A4%A"), "admin_session")).toBeUndefined();
  });
});
