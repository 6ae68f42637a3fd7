import { describe, expect, it } from "vitest";
import {
  CONTACT_ENDPOINT,
  contactPayload,
  EMPTY_CONTACT,
  hasRequiredFields,
  sendContactMessage,
} from "./contact-message";

const filled = { ...EMPTY_CONTACT, name: "Ana", email: "ana@example.com", message: "Hello" };

describe("hasRequiredFields", () => {
  it("needs name, email and message, not date or location", () => {
    expect(hasRequiredFields(filled)).toBe(true);
    expect(hasRequiredFields(EMPTY_CONTACT)).toBe(false);
  });

  it("treats whitespace as empty", () => {
    expect(hasRequiredFields({ ...filled, name: "   " })).toBe(false);
    expect(hasRequiredFields({ ...filled, email: "\t" })).toBe(false);
    expect(hasRequiredFields({ ...filled, message: "\n " })).toBe(false);
  });
});

describe("contactPayload", () => {
  it("sends the five fields, trimmed, and the honeypot under its name", () => {
    const payload = contactPayload(
      { name: " Ana ", email: "ana@example.com ", date: "2026-10-03", location: " Sedona ", message: " Hi " },
      { field: "company_website", value: "" },
    );
    expect(payload).toEqual({
      name: "Ana",
      email: "ana@example.com",
      date: "2026-10-03",
      location: "Sedona",
      message: "Hi",
      company_website: "",
    });
  });
});

describe("sendContactMessage", () => {
  it("posts JSON to the endpoint and reports a 2xx as success", async () => {
    const calls: [string, RequestInit | undefined][] = [];
    const { ok } = await sendContactMessage({ name: "Ana" }, async (input, init) => {
      calls.push([String(input), init]);
      return new Response("{}", { status: 200 });
    });
    expect(ok).toBe(true);
    expect(calls[0]?.[0]).toBe(CONTACT_ENDPOINT);
    expect(calls[0]?.[1]?.method).toBe("POST");
    expect(JSON.parse(String(calls[0]?.[1]?.body))).toEqual({ name: "Ana" });
  });

  it("reports an error status or a network failure as failure", async () => {
    expect((await sendContactMessage({}, async () => new Response("{}", { status: 400 }))).ok).toBe(false);
    expect((await sendContactMessage({}, async () => new Response("", { status: 503 }))).ok).toBe(false);
    expect(
      (
        await sendContactMessage({}, async () => {
          throw new TypeError("Failed to fetch");
        })
      ).ok,
    ).toBe(false);
  });

  it("returns the fields the server refused, with its messages", async () => {
    const result = await sendContactMessage({}, async () =>
      Response.json(
        { error: "Please check the highlighted fields", fields: { email: "Enter a valid email" } },
        { status: 400 },
      ),
    );
    expect(result).toEqual({
      ok: false,
      status: 400,
      error: "Please check the highlighted fields",
      fields: { email: "Enter a valid email" },
    });
  });
});
