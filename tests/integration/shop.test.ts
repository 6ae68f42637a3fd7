import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "../helpers/server";

// The shop's pages as served: texts of SPEC §2.6–2.7, prerendered pages, and the 404 screens.

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

async function page(path: string) {
  const res = await fetch(server.url + path);
  const html = (await res.text()).replaceAll("&amp;", "&").replaceAll("&#x27;", "'");
  return { status: res.status, html };
}

const count = (html: string, needle: string) => html.split(needle).length - 1;

describe("galleries", () => {
  it("/floral-gallery: six cards at $45.00, the custom sizes box, back to /", async () => {
    const { status, html } = await page("/floral-gallery");
    expect(status).toBe(200);
    expect(html).toContain("Floral Prints & Botanical Art");
    expect(count(html, 'data-testid="print-card"')).toBe(6);
    expect(count(html, ">$45.00<")).toBe(6);
    expect(count(html, ">View Details<")).toBe(6);
    expect(html).toContain('href="/floral-print/red-rose-strawberries"');
    expect(html).toContain("line-clamp-2");
    expect(html).toContain("Custom Sizes Available");
    expect(html).toContain(
      "All prints available in 8x10, 11x14, and 16x20 inches. Custom framing and larger sizes available upon request.",
    );
    expect(html).toMatch(/href="\/inquiry"[^>]*>Inquire About Custom Orders</);
    expect(html).toMatch(/href="\/"[^>]*>← Back</);
  });

  it("/landscape-gallery: all 44 prints in the detail-list order, image and button both linking", async () => {
    const { html } = await page("/landscape-gallery");
    expect(html).toContain("Landscape Prints & Natural Beauty");
    expect(count(html, 'data-testid="print-card"')).toBe(44);
    const order = [
      ...html.matchAll(
        /aria-label="View Details: [^"]*" href="\/landscape-print\/([^"]+)"|href="\/landscape-print\/([^"]+)"[^>]*aria-label="View Details/g,
      ),
    ];
    const ids = [...new Set([...html.matchAll(/href="\/landscape-print\/([^"]+)"/g)].map((m) => m[1]))];
    expect(ids.slice(0, 3)).toEqual(["red-rock-canyon", "bryce-canyon-vista", "canyon-formations"]);
    expect(ids.at(-1)).toBe("golden-coast");
    expect(ids).toHaveLength(44);
    expect(order.length + count(html, 'href="/landscape-print/')).toBeGreaterThanOrEqual(88);
    expect(html).toContain("Inquire About Custom Orders");
  });
});

describe("print flows", () => {
  it.each([
    [
      "/floral-print/pink-peonies",
      [
        "Pink Peonies",
        "Starting at $45",
        "Museum-quality giclée printing",
        "Ready for framing",
        'href="/floral-print/pink-peonies/select-size"',
      ],
    ],
    [
      "/landscape-print/horseshoe-bend",
      [
        "Horseshoe Bend",
        "Available Sizes",
        "10x8",
        "Ready to frame",
        'href="/landscape-print/horseshoe-bend/select-size"',
      ],
    ],
    [
      "/landscape-prints",
      ["Golden Coast Landscape", "Starting at $45", "14x11", "View All Landscape Prints", 'href="/landscape-gallery"'],
    ],
    ["/tulip-print", ["Golden Tulips Print", "Starting at $45", "20x16", 'href="/tulip-print/select-size"']],
    [
      "/product/1",
      ["Garden Roses Print", "Starting at $45", "Premium archival paper", 'href="/product/1/select-size"'],
    ],
    ["/product/2abc", ["Vintage Peonies", 'href="/product/2/select-size"']],
  ])("%s shows its detail page", async (path, texts) => {
    const { status, html } = await page(path);
    expect(status).toBe(200);
    for (const text of texts) expect(html).toContain(text);
  });

  it("size selection: three cards, back link, noindex, nofollow", async () => {
    const { html } = await page("/floral-print/vintage-roses/select-size");
    expect(html).toContain("Select Your Size");
    expect(html).toContain("Choose the perfect size for your Vintage Roses");
    expect(count(html, 'data-testid="size-card"')).toBe(3);
    for (const [size, price] of [
      ["8x10", "$45.00"],
      ["11x14", "$55.00"],
      ["16x20", "$65.00"],
    ]) {
      expect(html).toContain(`href="/floral-print/vintage-roses/checkout/${size}"`);
      expect(html).toContain(price);
    }
    expect(html).toContain("← Back to Vintage Roses");
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/);
  });

  it("checkout: image, title, size, price, Add to Cart, features, back to size selection", async () => {
    const { html } = await page("/landscape-print/horseshoe-bend/checkout/20x16");
    for (const text of [
      "Horseshoe Bend",
      "Size: 20x16",
      "$65.00",
      "Add to Cart",
      "Professional-grade pigment inks",
      "← Back to size selection",
    ]) {
      expect(html).toContain(text);
    }
    expect(html).toContain('href="/landscape-print/horseshoe-bend/select-size"');
    expect(html).toContain("<picture");
  });

  it.each([
    ["/floral-print/no-such-print", "Print not found", "/floral-gallery"],
    ["/floral-print/no-such-print/select-size", "Print not found", "/floral-gallery"],
    ["/landscape-print/no-such-print", "Print not found", "/landscape-gallery"],
    ["/landscape-print/no-such-print/select-size", "Print not found", "/landscape-gallery"],
    ["/floral-print/pink-peonies/checkout/10x8", "Invalid selection", "/floral-gallery"],
    ["/floral-print/no-such-print/checkout/8x10", "Invalid selection", "/floral-gallery"],
    ["/landscape-print/horseshoe-bend/checkout/8x10", "Invalid selection", "/landscape-gallery"],
    ["/tulip-print/checkout/8x10", "Invalid size selection", "/tulip-print"],
    ["/landscape-prints/checkout/16x20", "Invalid size selection", "/landscape-prints"],
    ["/product/9", "Product not found", "/"],
    ["/product/abc", "Product not found", "/"],
    ["/product", "Product not found", "/"],
    ["/product/1/checkout/10x8", "Invalid selection", "/all-products"],
    ["/product-detail/no-such-product", "Product not found", "/all-products"],
  ])("%s answers 404 with “%s”", async (path, message, back) => {
    const { status, html } = await page(path);
    expect(status).toBe(404);
    expect(html).toContain(`<h1 class="text-4xl">${message}</h1>`);
    expect(html).toContain(`href="${back}"`);
    expect(html).toContain('name="robots" content="noindex"');
  });

  it("names the way back as the spec does", async () => {
    expect((await page("/landscape-print/nope")).html).toContain(">View All Prints<");
    expect((await page("/floral-print/pink-peonies/checkout/1x1")).html).toContain(">View All Prints<");
    expect((await page("/tulip-print/checkout/1x1")).html).toContain(">Back to Product<");
    expect((await page("/product/7")).html).toContain(">Return to home<");
    expect((await page("/product-detail/nope")).html).toContain(">Back to All Products<");
  });
});

describe("albums and all products", () => {
  it("/photo-albums: three sizes with catalogue prices and the production time", async () => {
    const { html } = await page("/photo-albums");
    expect(html).toContain("Signature Photo Albums");
    expect(count(html, 'data-testid="album-option"')).toBe(3);
    for (const text of ["$150.00", "$200.00", "$250.00", "20 pages", "2-3 week production time"])
      expect(html).toContain(text);
  });

  it("/wedding-albums: two albums, bullets and the display-only extras", async () => {
    const { html } = await page("/wedding-albums");
    expect(count(html, 'data-testid="album-option"')).toBe(2);
    for (const text of [
      "The Highlights Reel",
      "$1,000.00",
      "Signature Deluxe Album",
      "$1,500.00",
      "4-6 week production time",
      "Lifetime quality guarantee",
      "Additional Products & Services",
      "$15.00 per page",
      "Parent Albums (5x7)",
    ]) {
      expect(html).toContain(text);
    }
  });

  it("/all-products: heading, filters, cart widget and a card per product", async () => {
    const { html } = await page("/all-products");
    expect(html).toContain("Premium fine art prints and custom photo albums");
    for (const name of ["All", "Signature Albums", "Floral Prints", "Landscape Prints"]) {
      expect(html).toMatch(new RegExp(`aria-pressed="(true|false)"[^>]*>${name}<`));
    }
    expect(html).toContain('data-testid="cart-widget-inline"');
    expect(count(html, 'data-testid="product-card"')).toBeGreaterThan(50);
    expect(html).toContain("Starting at $150");
    expect(html).toContain('href="/product-detail/signature-album-2"');
  });

  it("/product-detail/{id}: sizes with inches for prints, none for albums, product information", async () => {
    const print = (await page("/product-detail/garden-roses")).html;
    expect(print).toContain("8x10 inches");
    expect(print).toContain("Ships within 3-5 business days");
    const album = (await page("/product-detail/signature-album-1")).html;
    expect(album).not.toContain(" inches");
    expect(album).toContain("Premium lay-flat binding");
    expect(album).toContain("$250.00");
  });
});
