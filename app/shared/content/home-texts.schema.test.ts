import { describe, expect, it } from "vitest";
import { seedHomeTexts } from "~/server/content/home-texts.server";
import { parseHomeTextsForm } from "./home-texts.schema";

const base = {
  notice0Heading: "Now Booking",
  notice0Detail: "Arizona",
  aboutText: "Hello.",
  basedIn: "Based in Arizona",
  serviceArea: "Serving Phoenix",
};

describe("the home page form", () => {
  it("drops blank notices and keeps the order", () => {
    const parsed = parseHomeTextsForm({ ...base, notice1Heading: "", notice2Heading: "Later", notice2Detail: "" });
    expect(parsed).toEqual({
      ok: true,
      values: {
        availability: [
          { heading: "Now Booking", detail: "Arizona" },
          { heading: "Later", detail: "" },
        ],
        aboutText: "Hello.",
        basedIn: "Based in Arizona",
        serviceArea: "Serving Phoenix",
      },
    });
  });

  it("names each refused field with the editor's message", () => {
    const parsed = parseHomeTextsForm({ ...base, notice1Detail: "orphan", aboutText: "<b>hi</b>", serviceArea: "" });
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.fields.notice1Heading).toBe("Give this notice a heading, or clear its detail too.");
    expect(parsed.fields.aboutText).toMatch(/^HTML is not allowed here/);
    expect(parsed.fields.serviceArea).toMatch(/^Say where you work/);
  });

  it("accepts today's texts as they are (the seed)", () => {
    const seed = seedHomeTexts();
    const form: Record<string, string> = {
      aboutText: seed.aboutText,
      basedIn: seed.basedIn,
      serviceArea: seed.serviceArea,
    };
    seed.availability.forEach((n, i) => {
      form[`notice${i}Heading`] = n.heading;
      form[`notice${i}Detail`] = n.detail;
    });
    expect(parseHomeTextsForm(form)).toEqual({ ok: true, values: seed });
  });
});
