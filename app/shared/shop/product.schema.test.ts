import { describe, expect, it } from "vitest";
import { seedProductRows } from "~/catalogue/seed-products";
import { BUILT_IN_PHOTO, parseProductDraft, slugFrom, toProductDraft, type ProductDraft } from "./product.schema";

// The product form's rules (decision 050), in her words.

const draft = (extra: Partial<ProductDraft> = {}): ProductDraft => ({
  title: "Ocotillo Dawn",
  slug: "",
  category: "Floral Prints",
  newCategory: "",
  description: "First light on the ocotillo.",
  information: "Museum-quality paper\n\n  Ready for framing  \n",
  photo: "12",
  priceSource: "prints",
  ownSizes: [],
  status: "published",
  ...extra,
});

describe("the product form", () => {
  it("makes the URL name from the title", () => {
    expect(slugFrom("Café Sunrise & Sky!")).toBe("cafe-sunrise-and-sky");
    expect(parseProductDraft(draft())).toMatchObject({ ok: true, value: { id: "ocotillo-dawn", photoId: 12 } });
  });

  it("reads the bullets one per line and a new category over the chosen one", () => {
    const parsed = parseProductDraft(draft({ newCategory: " Desert Prints " }));
    expect(parsed).toMatchObject({
      ok: true,
      value: { category: "Desert Prints", information: ["Museum-quality paper", "Ready for framing"] },
    });
  });

  it("keeps a saved product's URL name and its built-in photo", () => {
    const row = seedProductRows[4]!;
    const parsed = parseProductDraft({ ...toProductDraft(row), slug: "changed" }, row);
    expect(parsed).toEqual({ ok: true, value: row });
    expect(toProductDraft(row).photo).toBe(BUILT_IN_PHOTO);
  });

  it("refuses in her words", () => {
    const parsed = parseProductDraft(
      draft({ title: " ", slug: "Bad Slug", photo: "", priceSource: "own", ownSizes: [{ size: "8x10", price: "0" }] }),
    );
    expect(parsed).toEqual({
      ok: false,
      fields: {
        title: "Enter the product's name, e.g. Desert Bloom.",
        photo: "Choose a photo from your Photos library.",
        slug: "Use lowercase letters, numbers and single hyphens only, e.g. desert-bloom.",
        "ownSizes.0.price": "Enter a price of at least $1.",
      },
    });
    expect(parseProductDraft(draft({ slug: "new" }))).toMatchObject({
      ok: false,
      fields: { slug: expect.stringContaining("reserved") },
    });
    expect(parseProductDraft(draft({ photo: BUILT_IN_PHOTO }))).toEqual({
      ok: false,
      fields: { photo: "Choose a photo from your Photos library." },
    });
  });

  it("prices its own sizes, blank rows left out and messages kept under their row", () => {
    const ownSizes = [
      { size: "5 x 7", price: "25" },
      { size: "", price: "" },
      { size: "5x7", price: "30" },
    ];
    expect(parseProductDraft(draft({ priceSource: "own", ownSizes }))).toEqual({
      ok: false,
      fields: { "ownSizes.2.size": "5x7 is listed twice." },
    });
    const ok = parseProductDraft(
      draft({ priceSource: "own", ownSizes: [ownSizes[0]!, { size: "24x36", price: "$1,250.50" }] }),
    );
    expect(ok).toMatchObject({
      ok: true,
      value: {
        ownSizes: [
          { size: "5x7", cents: 25_00 },
          { size: "24x36", cents: 1_250_50 },
        ],
      },
    });
    // Own sizes typed under a price sheet are not kept.
    expect(parseProductDraft(draft({ ownSizes }))).toMatchObject({ ok: true, value: { ownSizes: [] } });
  });

  it("reads a named price sheet's choice, and refuses one naming no sheet", () => {
    expect(parseProductDraft(draft({ priceSource: "sheet:7" }))).toMatchObject({
      ok: true,
      value: { priceSource: "sheet", priceSheetId: 7, ownSizes: [] },
    });
    expect(parseProductDraft(draft())).toMatchObject({
      ok: true,
      value: { priceSource: "prints", priceSheetId: null },
    });
    for (const priceSource of ["sheet", "sheet:", "sheet:x", "sheet:1234567890"])
      expect(parseProductDraft(draft({ priceSource }))).toEqual({
        ok: false,
        fields: { priceSource: "Choose where its sizes and prices come from." },
      });
    const row = { ...seedProductRows[4]!, priceSource: "sheet" as const, priceSheetId: 3 };
    expect(toProductDraft(row).priceSource).toBe("sheet:3");
    expect(parseProductDraft(toProductDraft(row), row)).toEqual({ ok: true, value: row });
  });
});
