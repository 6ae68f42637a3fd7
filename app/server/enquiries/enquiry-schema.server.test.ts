import { describe, expect, it } from "vitest";
import { enquirySchema } from "./enquiry-schema.server";

const inquiry = {
  name: "Jane Doe",
  email: "jane@example.com",
  phone: "602-555-0100",
  sessionType: "wedding",
  dateTimeframe: "Spring 2026",
  location: "Sedona",
  howDidYouFind: "Instagram",
  story: "We met at the Grand Canyon.",
  additionalNotes: "",
};
const contact = { name: "Jane", email: "jane@example.com", date: "", location: "", message: "Hello" };

function errors(value: unknown): Record<string, string> {
  const result = enquirySchema.safeParse(value);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join(".") || "body", i.message]));
}

describe("enquirySchema", () => {
  it("reads a home contact message and trims it", () => {
    const parsed = enquirySchema.parse({ ...contact, name: "  Jane  ", extra: "ignored" });
    expect(parsed).toEqual({
      kind: "contact",
      name: "Jane",
      email: "jane@example.com",
      date: "",
      location: "",
      message: "Hello",
    });
  });

  it("reads an inquiry by its shape, optional notes defaulting to empty", () => {
    const { additionalNotes: _omit, ...withoutNotes } = inquiry;
    const parsed = enquirySchema.parse(withoutNotes);
    expect(parsed).toMatchObject({ kind: "inquiry", sessionType: "wedding", additionalNotes: "" });
  });

  it("treats null optional fields as empty", () => {
    expect(enquirySchema.parse({ ...contact, date: null, location: null })).toMatchObject({ date: "", location: "" });
  });

  it.each([
    ["name", { ...inquiry, name: "   " }, "Full name is required"],
    ["phone", { ...inquiry, phone: undefined }, "Phone number is required"],
    ["email", { ...inquiry, email: "not-an-email" }, "Please enter a valid email address"],
    ["sessionType", { ...inquiry, sessionType: "bar-mitzvah" }, "Please choose one of the listed session types"],
    ["sessionType", { ...inquiry, sessionType: "" }, "Type of session is required"],
    ["story", { ...inquiry, story: "x".repeat(5001) }, "Your story or vision must be at most 5000 characters"],
    ["location", { ...inquiry, location: "x".repeat(201) }, "Desired location must be at most 200 characters"],
    ["dateTimeframe", { ...inquiry, dateTimeframe: 2026 }, "Ideal date or timeframe must be text"],
    ["message", { ...contact, message: "" }, "Message is required"],
    ["date", { ...contact, date: "x".repeat(201) }, "Wedding date must be at most 200 characters"],
  ])("names the bad field %s", (field, value, message) => {
    expect(errors(value)[field]).toBe(message);
  });

  it("names every bad field at once", () => {
    expect(Object.keys(errors({ sessionType: "wedding" })).sort()).toEqual(
      ["dateTimeframe", "email", "howDidYouFind", "location", "name", "phone", "story"].sort(),
    );
  });

  it.each([null, "text", 42, [contact]])("refuses a body that is not an object: %j", (value) => {
    expect(enquirySchema.safeParse(value).success).toBe(false);
  });

  it("accepts the bounds exactly", () => {
    expect(enquirySchema.safeParse({ ...inquiry, name: "x".repeat(200), story: "y".repeat(5000) }).success).toBe(true);
  });
});
