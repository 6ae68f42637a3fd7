import { describe, expect, it } from "vitest";
import { positiveInt } from "~/shared/admin/form-fields";
import { addDays, extendedExpiry, galleryStatus, isRealDate, lightroomFilenames, pageOf } from "./gallery-admin-rules";
import { extendSchema, newGallerySchema, setDownloadsSchema, settingsSchema } from "./gallery-admin.schema";

// 2026-06-10 12:00 in Phoenix (UTC−7).
const NOW = new Date("2026-06-10T19:00:00Z");

const valid = {
  title: "Anna & Ben's wedding",
  clientName: "Anna Example",
  clientEmail: "anna@example.com",
  sessionDate: "2026-05-17",
  accessCode: "482193",
  expiresOn: "2026-09-30",
};

describe("gallery admin forms", () => {
  it("knows real dates and adds days across months and leap years", () => {
    expect(isRealDate("2026-02-28")).toBe(true);
    expect(isRealDate("2026-02-30")).toBe(false);
    expect(isRealDate("2028-02-29")).toBe(true);
    expect(isRealDate("26-2-1")).toBe(false);
    expect(addDays("2026-01-31", 30)).toBe("2026-03-02");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
  });

  it("extends from the current expiry, or from today when it has passed or there is none", () => {
    expect(extendedExpiry("2026-07-01", 30, NOW)).toBe("2026-07-31");
    expect(extendedExpiry("2026-01-01", 30, NOW)).toBe("2026-07-10");
    expect(extendedExpiry(null, 30, NOW)).toBe("2026-07-10");
    // Late evening in Phoenix is already the next day in UTC: today is still the 10th.
    expect(extendedExpiry(null, 1, new Date("2026-06-11T05:00:00Z"))).toBe("2026-06-11");
  });

  it("accepts a new gallery and trims it; blank optional dates become null", () => {
    const parsed = newGallerySchema(NOW).parse({ ...valid, title: "  Anna  ", sessionDate: "", expiresOn: "" });
    expect(parsed).toMatchObject({ title: "Anna", sessionDate: null, expiresOn: null, accessCode: "482193" });
  });

  it("refuses bad fields with messages for the photographer", () => {
    const result = newGallerySchema(NOW).safeParse({
      ...valid,
      title: " ",
      clientEmail: "anna",
      accessCode: "12a4",
      sessionDate: "2026-02-30",
      expiresOn: "2026-06-09",
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((i) => [String(i.path[0]), i.message]));
    expect(messages.title).toContain("Give the gallery a title");
    expect(messages.clientEmail).toContain("e-mail address");
    expect(messages.accessCode).toBe(
      "Use 6 to 8 digits for the access code, for example 583201: a longer code is much harder to guess.",
    );
    expect(messages.sessionDate).toContain("session date");
    expect(messages.expiresOn).toContain("That day has passed");
    expect(newGallerySchema(NOW).safeParse({ ...valid, accessCode: "123" }).success).toBe(false);
    expect(newGallerySchema(NOW).safeParse({ ...valid, accessCode: "123456789" }).success).toBe(false);
    // Issue 26: a new code has at least 6 digits (codes set before keep working for clients).
    expect(newGallerySchema(NOW).safeParse({ ...valid, accessCode: "4821" }).success).toBe(false);
    expect(newGallerySchema(NOW).safeParse({ ...valid, accessCode: "48219" }).success).toBe(false);
    expect(newGallerySchema(NOW).safeParse({ ...valid, accessCode: "12345678" }).success).toBe(true);
    expect(newGallerySchema(NOW).safeParse({ ...valid, title: "<b>x</b>" }).success).toBe(false);
    // Today is fine: the gallery closes at its end.
    expect(newGallerySchema(NOW).safeParse({ ...valid, expiresOn: "2026-06-10" }).success).toBe(true);
  });

  it("settings: a blank code keeps the old one; the saved past expiry may stay, a new past one may not", () => {
    const input = { ...valid, accessCode: "", downloads: "full", printsAllowed: "on", watermark: "" };
    const parsed = settingsSchema(NOW, null).parse(input);
    expect(parsed).toMatchObject({ accessCode: null, downloads: "full", printsAllowed: true, watermark: false });
    expect(settingsSchema(NOW, "2026-01-01").safeParse({ ...input, expiresOn: "2026-01-01" }).success).toBe(true);
    expect(settingsSchema(NOW, "2026-01-01").safeParse({ ...input, expiresOn: "2026-01-02" }).success).toBe(false);
    expect(settingsSchema(NOW, null).safeParse({ ...input, downloads: "all" }).success).toBe(false);
    expect(settingsSchema(NOW, null).safeParse({ ...input, accessCode: "99" }).success).toBe(false);
    // A changed code has at least 6 digits too.
    const short = settingsSchema(NOW, null).safeParse({ ...input, accessCode: "4821" });
    expect(short.error?.issues[0]?.message).toBe(
      "Use 6 to 8 digits for the access code, for example 583201: a longer code is much harder to guess. Leave it blank to keep the current code.",
    );
    expect(settingsSchema(NOW, null).parse({ ...input, accessCode: "583201" }).accessCode).toBe("583201");
  });

  it("extend and set downloads", () => {
    expect(extendSchema(NOW).safeParse("2026-06-10").success).toBe(true);
    expect(extendSchema(NOW).safeParse("2026-06-09").success).toBe(false);
    expect(extendSchema(NOW).safeParse("soon").success).toBe(false);
    expect(setDownloadsSchema.parse("inherit")).toBeNull();
    expect(setDownloadsSchema.parse("web")).toBe("web");
    expect(setDownloadsSchema.safeParse("raw").success).toBe(false);
  });

  it("names the state: expired wins over published", () => {
    expect(galleryStatus({ published_at: null, expires_on: null }, NOW)).toBe("Draft");
    expect(galleryStatus({ published_at: "2026-06-01", expires_on: "2026-06-10" }, NOW)).toBe("Published");
    expect(galleryStatus({ published_at: "2026-06-01", expires_on: "2026-06-09" }, NOW)).toBe("Expired");
    expect(galleryStatus({ published_at: null, expires_on: "2026-06-09" }, NOW)).toBe("Expired");
  });

  it("gives Lightroom a comma-separated list of names without extensions, each once", () => {
    expect(lightroomFilenames(["IMG_0412.jpg", "IMG_0413.JPEG", "DSC 7.tif", "IMG_0412.jpg", "noext"])).toBe(
      "IMG_0412, IMG_0413, DSC 7, noext",
    );
    expect(lightroomFilenames([])).toBe("");
  });

  it("reads whole numbers and pages safely", () => {
    expect(positiveInt("12")).toBe(12);
    expect(positiveInt("2147483647")).toBe(2147483647);
    expect(positiveInt("2147483648")).toBe(undefined);
    for (const bad of ["0", "-1", "1.5", "1e3", "", null, undefined, "9".repeat(20)])
      expect(positiveInt(bad)).toBe(undefined);
    expect(pageOf(null, 1000)).toEqual({ page: 1, pages: 10, offset: 0 });
    expect(pageOf("3", 1000)).toEqual({ page: 3, pages: 10, offset: 200 });
    expect(pageOf("99", 150)).toEqual({ page: 2, pages: 2, offset: 100 });
    expect(pageOf("x", 0)).toEqual({ page: 1, pages: 1, offset: 0 });
  });
});
