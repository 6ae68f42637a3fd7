import { describe, expect, it } from "vitest";
import { isExampleAddress } from "./go-live-checklist.server";

describe("placeholder addresses", () => {
  it("finds example.com, .org, .net and their subdomains, in links and e-mail addresses", () => {
    expect(isExampleAddress("https://example.com/booking")).toBe(true);
    expect(isExampleAddress("https://photos.example.org/")).toBe(true);
    expect(isExampleAddress("me@example.net")).toBe(true);
    expect(isExampleAddress("https://notexample.com/")).toBe(false);
    expect(isExampleAddress("https://www.instagram.com/")).toBe(false);
    expect(isExampleAddress("hello@saguarobee.studio")).toBe(false);
  });
});
