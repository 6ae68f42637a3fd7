import { describe, expect, it, vi } from "vitest";
import { EMPTY_INQUIRY, hasRequiredFields, inquiryPayload, sendInquiry } from "./inquiry-message";

const filled = {
  fullName: " Jane Doe ",
  email: "jane@example.com",
  phone: "602",
  sessionType: "family",
  dateTimeframe: "June",
  location: "Mesa",
  howDidYouFind: "Google",
  story: "Three kids",
  additionalNotes: "",
};

describe("inquiry form rules", () => {
  it("needs every field but the notes, whitespace counting as empty", () => {
    expect(hasRequiredFields(filled)).toBe(true);
    expect(hasRequiredFields(EMPTY_INQUIRY)).toBe(false);
    expect(hasRequiredFields({ ...filled, story: "   " })).toBe(false);
  });

  it("sends fullName as name, trimmed, with the honeypot", () => {
    expect(inquiryPayload(filled, { field: "hp", value: "" })).toEqual({
      name: "Jane Doe",
      email: "jane@example.com",
      phone: "602",
      sessionType: "family",
      dateTimeframe: "June",
      location: "Mesa",
      howDidYouFind: "Google",
      story: "Three kids",
      additionalNotes: "",
      hp: "",
    });
  });

  it("reports a refused or failed request as false, never throwing", async () => {
    expect(
      (
        await sendInquiry(
          {},
          vi.fn(async () => new Response("{}", { status: 400 })),
        )
      ).ok,
    ).toBe(false);
    expect(
      (
        await sendInquiry(
          {},
          vi.fn(async () => Promise.reject(new TypeError("offline"))),
        )
      ).ok,
    ).toBe(false);
    expect(
      (
        await sendInquiry(
          {},
          vi.fn(async () => Response.json({ ok: true })),
        )
      ).ok,
    ).toBe(true);
  });
});
