import { describe, expect, it } from "vitest";
import { clientChangeSummary, clientSchema, statusChangeSchema, type ClientValues } from "./client.schema";

const VALID: ClientValues = {
  names: "  Anna & Ben Ruiz ",
  email: "anna@example.com",
  otherEmail: "",
  phone: "(602) 555-0142",
  notes: "",
};

const issues = (values: unknown, schema: typeof clientSchema | typeof statusChangeSchema = clientSchema) => {
  const parsed = schema.safeParse(values);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join("."), i.message]));
};

describe("the client form", () => {
  it("accepts a couple with one address and trims what was typed", () => {
    expect(clientSchema.parse(VALID)).toEqual({ ...VALID, names: "Anna & Ben Ruiz" });
    expect(clientSchema.parse({ ...VALID, otherEmail: " ben@example.com ", phone: "" }).otherEmail).toBe(
      "ben@example.com",
    );
  });

  it("names each field it refuses, in plain words", () => {
    expect(issues({ ...VALID, names: " ", email: "anna", otherEmail: "ben@", phone: "call me" })).toEqual({
      names: "Enter the couple's or family's names, for example Anna & Ben Ruiz.",
      email: "Enter an e-mail address like anna@example.com.",
      otherEmail: "Enter a second e-mail address like ben@example.com, or leave it empty.",
      phone: "Use digits, spaces and + ( ) - only, e.g. (602) 555-0142.",
    });
    expect(issues({ ...VALID, email: "" })).toEqual({ email: "Enter their e-mail address: proposals are sent to it." });
    expect(issues({ ...VALID, notes: "x".repeat(10_001) })).toEqual({
      notes: "Keep the notes to 10,000 characters or fewer.",
    });
  });

  it("says what changed, for the timeline", () => {
    const before = clientSchema.parse(VALID);
    expect(clientChangeSummary(before, { ...before, email: "a@example.org", phone: "" })).toBe(
      "Changed the e-mail and phone",
    );
    expect(clientChangeSummary(before, before)).toBe("Saved the details without changes");
  });
});

describe("a change of status", () => {
  it("needs a reason from the list when the client is lost, and only then", () => {
    expect(statusChangeSchema.parse({ status: "booked", reason: "", note: "" }).status).toBe("booked");
    expect(issues({ status: "lost", reason: "", note: "" }, statusChangeSchema)).toEqual({
      reason: "Choose why the client was lost.",
    });
    expect(issues({ status: "lost", reason: "bored", note: "" }, statusChangeSchema)).toEqual({
      reason: "Choose why the client was lost.",
    });
    expect(statusChangeSchema.parse({ status: "lost", reason: "no_reply", note: " ghosted " }).note).toBe("ghosted");
    expect(issues({ status: "archived", reason: "", note: "" }, statusChangeSchema)).toEqual({
      status: "Choose the new status.",
    });
  });
});
