import { describe, expect, it } from "vitest";
import { seedInvestment } from "~/server/content/investment-seed.server";
import { parseInvestmentDraft, priceField, toInvestmentDraft } from "./investment.schema";

describe("the investment editor's form", () => {
  it("round-trips today's values unchanged (seed → form → values)", () => {
    const seed = seedInvestment();
    const parsed = parseInvestmentDraft(toInvestmentDraft(seed));
    expect(parsed).toEqual({ ok: true, values: seed });
  });

  it("seeds exactly today's figures", () => {
    const seed = seedInvestment();
    expect(seed.weddingPackages.map((p) => p.priceCents)).toEqual([400_000, 300_000, 200_000]);
    expect(seed.familyNote).toBe("Extended family sessions: $300 per nuclear family unit");
    expect(seed.additionalServices.at(-1)).toMatchObject({
      title: "Group Branding",
      priceCents: 10_000,
      priceUnit: "per person",
    });
    expect(seed.weddingAddOns[1]).toMatchObject({ priceIsFrom: true, linksToAlbumProject: true });
    expect(seed.travelNotes[0]).toContain("$50 per hour of drive time");
  });

  it("reads prices in dollars the way people type them", () => {
    expect(priceField.parse("4000")).toBe(400_000);
    expect(priceField.parse("$4,000.00")).toBe(400_000);
    expect(priceField.parse(" 75.5 ")).toBe(7_550);
    for (const bad of ["", "-5", "4.000,00", "1e9", "four", "12.345"]) {
      expect(priceField.safeParse(bad).success, bad).toBe(false);
    }
    expect(priceField.safeParse("1000000.01").error?.issues[0]?.message).toBe("Enter a price of at most $1,000,000.");
  });

  it("names each refused field by its form path, in plain words", () => {
    const draft = toInvestmentDraft(seedInvestment());
    draft.weddingPackages[1]!.price = "lots";
    draft.familyPackages[0]!.features = "\n \n";
    draft.weddingAddOns[0]!.title = "";
    draft.additionalServices = [];
    const parsed = parseInvestmentDraft(draft);
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.fields).toMatchObject({
      "weddingPackages.1.price": "Enter the price in dollars, e.g. 4000 or 4,000.00.",
      "familyPackages.0.features": "Write at least one line of what is included.",
      "weddingAddOns.0.title": "Enter the add-on's name.",
      additionalServices: "Keep at least one service.",
    });
  });
});
