import { describe, expect, it } from "vitest";
import {
  namedSheetFormValues,
  parseNamedSheetDraft,
  sameSheetName,
  toNamedSheetDraft,
} from "./named-price-sheet.schema";

// A price sheet she names herself (decision 054): its name and sizes, in her words.

const rows = (...pairs: [string, string][]) => pairs.map(([size, price]) => ({ size, price }));

describe("a named price sheet's form", () => {
  it("reads the name and the filled rows, leaving the blank spares out", () => {
    const parsed = parseNamedSheetDraft({
      name: "  Canvas ",
      sizes: rows(["12 x 12", "120"], ["", ""], ['16" x 16"', "$160.50"], ["", ""]),
    });
    expect(parsed).toEqual({
      ok: true,
      value: {
        name: "Canvas",
        sizes: [
          { size: "12x12", cents: 120_00 },
          { size: "16x16", cents: 160_50 },
        ],
      },
    });
  });

  it("refuses a missing name, no sizes, and a bad row under the row it is about", () => {
    expect(parseNamedSheetDraft({ name: "", sizes: rows(["", ""]) })).toEqual({
      ok: false,
      fields: { name: "Name the sheet, e.g. Canvas.", sizes: "Keep at least one size of this sheet." },
    });
    const bad = parseNamedSheetDraft({ name: "Metal <b>", sizes: rows(["", ""], ["twelve", "120"], ["8x10", "0.50"]) });
    expect(bad).toEqual({
      ok: false,
      fields: {
        name: "The name cannot contain < or >.",
        "sizes.1.size": 'Enter the size in inches as width x height, e.g. "8x10".',
        "sizes.2.price": "Enter a price of at least $1.",
      },
    });
    const twice = parseNamedSheetDraft({ name: "Metal", sizes: rows(["8x10", "50"], ["8x10", "60"]) });
    expect(twice).toEqual({ ok: false, fields: { "sizes.1.size": "8x10 is listed twice." } });
  });

  it("shows a saved sheet as the form's fields, and reads it back unchanged", () => {
    const sheet = { name: "Canvas", sizes: [{ size: "12x12", cents: 120_00 }] };
    const draft = toNamedSheetDraft(sheet);
    expect(namedSheetFormValues(draft)).toEqual({ name: "Canvas", "sizes.0.size": "12x12", "sizes.0.price": "120" });
    expect(parseNamedSheetDraft(draft)).toEqual({ ok: true, value: sheet });
  });

  it("takes two names alike but for letter case and spaces as one", () => {
    expect(sameSheetName("Canvas", " canvas ")).toBe(true);
    expect(sameSheetName("Canvas", "Canvas wraps")).toBe(false);
  });
});
