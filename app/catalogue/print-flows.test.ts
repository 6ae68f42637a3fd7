import { describe, expect, it } from "vitest";
import {
  allProducts,
  findOffer,
  parseLegacyId,
  printFlowRoute,
  printFlowRoutes,
  printFlows,
  resolvePrint,
  shopPaths,
} from ".";

describe("parseLegacyId", () => {
  it.each<[string | undefined, number]>([
    ["1", 1],
    ["4", 4],
    ["2abc", 2],
    [undefined, 0],
    ["", 0],
    ["abc", 0],
    ["-1", -1],
  ])("%j → %i", (raw, id) => {
    expect(parseLegacyId(raw)).toBe(id);
  });

  it("missing or unknown ids find no legacy product", () => {
    expect(resolvePrint("legacy", undefined)).toBeUndefined();
    expect(resolvePrint("legacy", "0")).toBeUndefined();
    expect(resolvePrint("legacy", "5")).toBeUndefined();
    expect(resolvePrint("legacy", "3")?.title).toBe("Signature Photo Album");
  });
});

describe("paths, cart ids and messages per flow", () => {
  it.each([
    ["floral", "pink-peonies", "8x10", "/floral-print/pink-peonies", "pink-peonies-8x10"],
    ["landscape", "golden-coast", "10x8", "/landscape-print/golden-coast", "landscape-print-golden-coast-10x8"],
    ["tulip", undefined, "14x11", "/tulip-print", "tulip-print-14x11"],
    ["golden-coast", undefined, "20x16", "/landscape-prints", "landscape-print-20x16"],
    ["legacy", "3", "10x10", "/product/3", "product-3-10x10"],
  ] as const)("%s %s %s", (flow, id, size, detail, cartId) => {
    expect(findOffer({ flow, product: id, size })?.cartId).toBe(cartId);
    const item = resolvePrint(flow, id)!;
    expect(item.paths).toEqual({ detail, selectSize: `${detail}/select-size` });
    expect(item.checkoutPath(size)).toBe(`${detail}/checkout/${size}`);
    expect(item.backLinks.selectSize).toEqual({ to: detail, label: `← Back to ${item.title}` });
    expect(item.backLinks.checkout).toEqual({ to: `${detail}/select-size`, label: "← Back to size selection" });
    expect(printFlows[flow].basePath(id)).toBe(detail);
  });

  it("uses the spec's not-found and invalid-selection words and links", () => {
    expect(printFlows.floral.notFound).toEqual({
      message: "Print not found",
      link: { to: "/floral-gallery", label: "View All Prints" },
    });
    expect(printFlows.landscape.notFound).toEqual({
      message: "Print not found",
      link: { to: "/landscape-gallery", label: "View All Prints" },
    });
    expect(printFlows.legacy.notFound).toEqual({
      message: "Product not found",
      link: { to: "/", label: "Return to home" },
    });
    expect(printFlows.floral.invalidSelection.message).toBe("Invalid selection");
    expect(printFlows.landscape.invalidSelection.link.label).toBe("View All Prints");
    expect(printFlows.tulip.invalidSelection).toEqual({
      message: "Invalid size selection",
      link: { to: "/tulip-print", label: "Back to Product" },
    });
    expect(printFlows["golden-coast"].invalidSelection.message).toBe("Invalid size selection");
  });

  it("links Golden Coast to the landscape gallery and the tulip page back home", () => {
    expect(resolvePrint("golden-coast")?.extraLinks).toEqual([
      { to: "/landscape-gallery", label: "View All Landscape Prints" },
    ]);
    expect(resolvePrint("tulip")?.backLinks.detail).toEqual({ to: "/", label: "← Back" });
    expect(resolvePrint("legacy", "1")?.backLinks.detail).toEqual({ to: "/", label: "← Back" });
  });

  it("gives each flow the spec's feature list", () => {
    expect(resolvePrint("floral", "pink-peonies")?.detailFeatures).toContain("Museum-quality giclée printing");
    expect(resolvePrint("landscape", "forest-lake")?.detailFeatures).toEqual([
      "High-quality fine art print",
      "Printed on premium archival paper",
      "Professional-grade pigment inks",
      "Ships in protective packaging",
      "Ready to frame",
    ]);
    expect(resolvePrint("legacy", "1")?.checkoutFeatures).toEqual([
      "High-quality fine art prints",
      "Printed on premium archival paper",
      "Ships in protective packaging",
      "Available in multiple sizes",
    ]);
    expect(resolvePrint("legacy", "3")?.detailFeatures).toContain("2-3 week production time");
  });
});

describe("shopPaths", () => {
  const paths = shopPaths();

  it("lists every detail, size-selection and checkout page once", () => {
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toEqual(
      expect.arrayContaining([
        "/floral-print/golden-tulips",
        "/floral-print/golden-tulips/select-size",
        "/floral-print/golden-tulips/checkout/20x16",
        "/landscape-print/spring-blossoms/checkout/14x11",
        "/tulip-print/checkout/10x8",
        "/landscape-prints/select-size",
        "/product/3/checkout/12x12",
        "/product-detail/signature-album-2",
      ]),
    );
    expect(paths).not.toContain("/floral-print/golden-tulips/checkout/8x10");
  });

  it("has the expected count", () => {
    const flowPages = Object.values(printFlows)
      .flatMap((flow) => flow.items)
      .reduce((n, item) => n + 2 + item.sizes.length, 0);
    expect(paths).toHaveLength(flowPages + allProducts.length);
    // floral 6, landscape 44, tulip 1, golden coast 1, legacy 4: 56 items × 5 pages, + 54 products.
    expect(paths).toHaveLength(56 * 5 + 54);
  });
});

describe("routes generated from the flow declarations", () => {
  it("gives every flow its steps under its one declared path, and a gallery where it has one", () => {
    expect(printFlowRoutes.map(({ flow, step, path }) => `${flow} ${step} ${path}`)).toEqual([
      "floral gallery /floral-gallery",
      "floral detail /floral-print/:id",
      "floral select-size /floral-print/:id/select-size",
      "floral checkout /floral-print/:id/checkout/:size",
      "landscape gallery /landscape-gallery",
      "landscape detail /landscape-print/:id",
      "landscape select-size /landscape-print/:id/select-size",
      "landscape checkout /landscape-print/:id/checkout/:size",
      "tulip detail /tulip-print",
      "tulip select-size /tulip-print/select-size",
      "tulip checkout /tulip-print/checkout/:size",
      "golden-coast detail /landscape-prints",
      "golden-coast select-size /landscape-prints/select-size",
      "golden-coast checkout /landscape-prints/checkout/:size",
      "legacy detail /product/:id?",
      "legacy select-size /product/:id/select-size",
      "legacy checkout /product/:id/checkout/:size",
    ]);
  });

  it("finds a route's flow from the pattern React Router matched, with or without its leading slash", () => {
    expect(printFlowRoute("/landscape-prints/checkout/:size")).toEqual({
      flow: "golden-coast",
      step: "checkout",
      path: "/landscape-prints/checkout/:size",
    });
    expect(printFlowRoute("floral-print/:id")?.flow).toBe("floral");
    expect(printFlowRoute("/product-detail/:id")).toBeUndefined();
  });
});
