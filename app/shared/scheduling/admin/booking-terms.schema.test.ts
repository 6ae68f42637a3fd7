import { describe, expect, it } from "vitest";
import { slugFromName } from "./booking-terms.schema";
import { sessionTypeSchema } from "./session-type.schema";

describe("slugFromName", () => {
  it("makes a web address from a name", () => {
    expect(slugFromName("Family Session")).toBe("family-session");
    expect(slugFromName("  Fall Minis — Café & Garden 2027! ")).toBe("fall-minis-cafe-and-garden-2027");
    expect(slugFromName("!!!")).toBe("");
  });
});

describe("sessionTypeSchema", () => {
  const form = {
    name: "Senior Session",
    slug: "",
    description: "",
    photoId: "",
    price: "$1,200.50",
    deposit: "150",
    taxable: "on",
    contractTemplateId: "3",
    questionnaireId: "",
    photographerSignature: "",
    durationMinutes: "60",
    bufferBeforeMinutes: "0",
    bufferAfterMinutes: "15",
    placeKind: "client",
    place: "Where would you like to meet?",
    minNoticeHours: "48",
    maxDaysAhead: "90",
    changeNoticeHours: "48",
  };

  it("reads dollars as cents, choices as ids, and makes the address from the name", () => {
    const parsed = sessionTypeSchema.parse(form);
    expect(parsed).toMatchObject({
      slug: "senior-session",
      price: 120_050,
      deposit: 15_000,
      taxable: true,
      active: false,
      contractTemplateId: 3,
      questionnaireId: null,
      durationMinutes: 60,
    });
  });

  it("keeps the deposit within the price and every minute on a 5-minute step", () => {
    const issues = (extra: Record<string, string>) =>
      sessionTypeSchema.safeParse({ ...form, ...extra }).error?.issues.map((i) => [i.path.join("."), i.message]);
    expect(issues({ deposit: "1,200.51" })).toEqual([
      ["deposit", "The deposit cannot be more than the price: lower it, or raise the price."],
    ]);
    expect(issues({ bufferAfterMinutes: "7" })).toEqual([
      [
        "bufferAfterMinutes",
        "Times go in steps of 5 minutes: enter the time after as a multiple of 5 (like 15 or 20).",
      ],
    ]);
  });
});
