import { describe, expect, it } from "vitest";
import { seedPriceSheets } from "~/catalogue/sizes";
import { parsePriceSheetsDraft, priceSheetsChangeSummary, toPriceSheetsDraft } from "./price-sheets.schema";

describe("the price sheets' form", () => {
  it("reads the seeded sheets back exactly as the form shows them", () => {
    expect(parsePriceSheetsDraft(toPriceSheetsDraft(seedPriceSheets))).toEqual({ ok: true, values: seedPriceSheets });
  });

  it("takes sizes and prices as she would type them", () => {
    const draft = toPriceSheetsDraft(seedPriceSheets);
    draft.prints[0] = { size: ' 8" x 10" ', price: "$1,049.5", pages: "", name: "" };
    draft.prints[1] = { size: "11 × 14", price: "55", pages: "", name: "" };
    const parsed = parsePriceSheetsDraft(draft);
    expect(parsed.ok && parsed.values.prints.slice(0, 2)).toEqual([
      { size: "8x10", cents: 1_049_50 },
      { size: "11x14", cents: 55_00 },
    ]);
  });

  it("refuses each bad value with a message under its field", () => {
    const draft = toPriceSheetsDraft(seedPriceSheets);
    draft.prints[0]!.size = "A4";
    draft.prints[1]!.price = "0";
    draft.prints[2]!.size = "10x8";
    draft.photoAlbum[1]!.size = "8x8";
    draft.photoAlbum[2]!.pages = "5";
    draft.weddingAlbum[0]!.name = "<b>";
    draft.weddingAlbum[1]!.price = "20000.01";
    const parsed = parsePriceSheetsDraft(draft);
    expect(parsed.ok ? {} : parsed.fields).toEqual({
      "prints.0.size": 'Enter the size in inches as width x height, e.g. "8x10".',
      "prints.1.price": "Enter a price of at least $1.",
      "photoAlbum.1.size": "8x8 is listed twice.",
      "photoAlbum.2.pages": "Enter between 10 and 300 pages.",
      "weddingAlbum.0.name": "The name cannot contain < or >.",
      "weddingAlbum.1.price": "Enter a price of at most $20,000.",
    });
    // With the first size fixed, 10x8 is 8x10 turned: one paper, sold both ways already.
    draft.prints[0]!.size = "8x10";
    const turned = parsePriceSheetsDraft(draft);
    expect(turned.ok ? {} : turned.fields["prints.2.size"]).toBe(
      "10x8 is 8x10 turned: every print is sold both ways already.",
    );
  });

  it("checks the wedding album's extras, and takes none at all (the list is then hidden)", () => {
    const draft = toPriceSheetsDraft(seedPriceSheets);
    draft.weddingAlbumExtras[0] = { title: "", price: "ten", unit: "per page, per side, per spread" };
    const parsed = parsePriceSheetsDraft(draft);
    expect(parsed.ok ? {} : parsed.fields).toEqual({
      "weddingAlbumExtras.0.title": "Enter what it is, e.g. Premium Leather Cover.",
      "weddingAlbumExtras.0.price": "Enter the price in dollars, e.g. 4000 or 4,000.00.",
      "weddingAlbumExtras.0.unit": "Keep it to 20 characters or fewer, e.g. per page.",
    });
    const none = parsePriceSheetsDraft({ ...toPriceSheetsDraft(seedPriceSheets), weddingAlbumExtras: [] });
    expect(none.ok && none.values.weddingAlbumExtras).toEqual([]);
  });

  it("keeps a sheet between one and eight sizes", () => {
    const empty = { ...toPriceSheetsDraft(seedPriceSheets), weddingAlbum: [] };
    const parsed = parsePriceSheetsDraft(empty);
    expect(parsed.ok ? {} : parsed.fields).toEqual({ weddingAlbum: "Keep at least one size of the wedding album." });
    const many = toPriceSheetsDraft(seedPriceSheets);
    many.prints = Array.from({ length: 9 }, (_, i) => ({
      size: `${i + 1}x${i + 30}`,
      price: "10",
      pages: "",
      name: "",
    }));
    const tooMany = parsePriceSheetsDraft(many);
    expect(tooMany.ok ? {} : tooMany.fields).toEqual({ prints: "Keep prints to 8 sizes or fewer." });
  });

  it("says which sheets changed, for the activity log", () => {
    const after = { ...seedPriceSheets, prints: [{ size: "8x10", cents: 50_00 }] };
    expect(priceSheetsChangeSummary(seedPriceSheets, after)).toBe("Changed the print prices");
    expect(priceSheetsChangeSummary(seedPriceSheets, seedPriceSheets)).toBe("Saved the prices unchanged");
  });
});
