import { describe, expect, it } from "vitest";
import { privateHeaders, privatePageHeaders } from "./private-page-headers.server";

// The headers of the pages behind a private link: private, no-store and noindex on every answer,
// and a throttled answer says when to come back.

describe("privateHeaders", () => {
  it("is private and noindex, with Retry-After only when throttled", () => {
    const throttled = privateHeaders(120);
    expect(throttled.get("Cache-Control")).toBe("private, no-store");
    expect(throttled.get("X-Robots-Tag")).toMatch(/noindex/);
    expect(throttled.get("Retry-After")).toBe("120");
    expect(privateHeaders().has("Retry-After")).toBe(false);
  });
});

describe("privatePageHeaders", () => {
  it("keeps the loader's headers, takes the action's Retry-After over the loader's, and stays private", () => {
    const loaderHeaders = new Headers({ "Retry-After": "60", "Cache-Control": "public, max-age=60" });
    const merged = privatePageHeaders({ loaderHeaders, actionHeaders: new Headers({ "Retry-After": "300" }) });
    expect(merged.get("Retry-After")).toBe("300");
    expect(merged.get("Cache-Control")).toBe("private, no-store");
    expect(merged.get("X-Robots-Tag")).toMatch(/noindex/);
  });

  it("keeps the loader's Retry-After when the action set none", () => {
    const merged = privatePageHeaders({
      loaderHeaders: new Headers({ "Retry-After": "60" }),
      actionHeaders: new Headers(),
    });
    expect(merged.get("Retry-After")).toBe("60");
  });
});
