import { describe, expect, it } from "vitest";
import { buildShopCatalogue, seedCatalogue } from "~/catalogue/shop-catalogue";
import { seedProductRows } from "~/catalogue/seed-products";
import { seedPriceSheets } from "~/catalogue/sizes";
import { absoluteUrl } from "~/seo/json-ld";
import { shopSitemapEntries } from "./shop-sitemap.server";

// The sitemap's shop pages follow her products (decision 050).

const BASE = "https://example.com";
const entries = [
  { loc: absoluteUrl(BASE, "/all-products") },
  { loc: absoluteUrl(BASE, "/floral-print/pink-peonies") },
  { loc: absoluteUrl(BASE, "/product-detail/pink-peonies") },
  { loc: absoluteUrl(BASE, "/product-detail/vintage-roses") },
];

describe("the shop's sitemap entries", () => {
  it("are the fixed ones for the seeded shop", () => {
    const locs = shopSitemapEntries(entries, seedCatalogue, BASE).map((e) => e.loc);
    expect(locs.slice(0, entries.length)).toEqual(entries.map((e) => e.loc));
  });

  it("drop a hidden product's pages and add a new one's", () => {
    const rows = seedProductRows.map((row) =>
      row.id === "pink-peonies" ? { ...row, status: "hidden" as const } : row,
    );
    const added = { ...seedProductRows[4]!, id: "ocotillo-dawn", title: "Ocotillo Dawn" };
    const shop = buildShopCatalogue(seedPriceSheets, [...rows, added]);
    const result = shopSitemapEntries(entries, shop, BASE);
    const locs = result.map((e) => e.loc);
    expect(locs).not.toContain(absoluteUrl(BASE, "/floral-print/pink-peonies"));
    expect(locs).not.toContain(absoluteUrl(BASE, "/product-detail/pink-peonies"));
    expect(locs).toContain(absoluteUrl(BASE, "/product-detail/vintage-roses"));
    const entry = result.find((e) => e.loc === absoluteUrl(BASE, "/product-detail/ocotillo-dawn"));
    expect(entry?.images?.[0]).toMatchObject({
      caption: "Ocotillo Dawn",
      url: expect.stringMatching(/^https:\/\/example\.com\/img\/.+\.jpg$/),
    });
  });
});
