import { describe, expect, it } from "vitest";
import {
  ACCESS_CODE,
  NEW_ACCESS_CODE,
  allowsDownload,
  closesAt,
  daysUntilExpiry,
  GALLERY_SLUG,
  isExpired,
  setDownloadLevel,
  studioDate,
} from "./gallery-rules";

describe("gallery rules", () => {
  it("lets a set override the gallery's download level, and inherits it otherwise", () => {
    expect(setDownloadLevel("web", null)).toBe("web");
    expect(setDownloadLevel("web", "full")).toBe("full");
    expect(setDownloadLevel("full", "none")).toBe("none");
  });

  it("allows web downloads under web and full, full resolution only under full", () => {
    expect(allowsDownload("none", "web")).toBe(false);
    expect(allowsDownload("none", "full")).toBe(false);
    expect(allowsDownload("web", "web")).toBe(true);
    expect(allowsDownload("web", "full")).toBe(false);
    expect(allowsDownload("full", "full")).toBe(true);
  });

  it("closes a gallery at the end of its expiry day in Phoenix (UTC−7, no daylight saving)", () => {
    expect(closesAt("2026-12-01").toISOString()).toBe("2026-12-02T07:00:00.000Z");
    expect(isExpired("2026-12-01", new Date("2026-12-02T06:59:59Z"))).toBe(false);
    expect(isExpired("2026-12-01", new Date("2026-12-02T07:00:00Z"))).toBe(true);
    expect(isExpired(null, new Date("2099-01-01T00:00:00Z"))).toBe(false);
    // Summer: Arizona stays on MST.
    expect(closesAt("2026-07-01").toISOString()).toBe("2026-07-02T07:00:00.000Z");
  });

  it("counts days to expiry from Phoenix's date, not UTC's", () => {
    // 03:00 UTC on the 24th is still the 23rd in Phoenix.
    const now = new Date("2026-11-24T03:00:00Z");
    expect(studioDate(now)).toBe("2026-11-23");
    expect(daysUntilExpiry("2026-11-30", now)).toBe(7);
    expect(daysUntilExpiry("2026-11-24", now)).toBe(1);
    expect(daysUntilExpiry("2026-11-23", now)).toBe(0);
  });

  it("accepts 4–8 digit codes from clients, 6–8 digits as new codes, and 22-character base64url slugs only", () => {
    expect(NEW_ACCESS_CODE.test("583201")).toBe(true);
    expect(NEW_ACCESS_CODE.test("12345678")).toBe(true);
    expect(NEW_ACCESS_CODE.test("48219")).toBe(false);
    expect(NEW_ACCESS_CODE.test("123456789")).toBe(false);
    expect(ACCESS_CODE.test("4821")).toBe(true);
    expect(ACCESS_CODE.test("12345678")).toBe(true);
    expect(ACCESS_CODE.test("123")).toBe(false);
    expect(ACCESS_CODE.test("12a4")).toBe(false);
    expect(GALLERY_SLUG.test("AbCdEfGhIjKlMnOpQrSt_-")).toBe(true);
    expect(GALLERY_SLUG.test("short")).toBe(false);
    expect(GALLERY_SLUG.test("AbCdEfGhIjKlMnOpQrSt/-")).toBe(false);
  });
});
