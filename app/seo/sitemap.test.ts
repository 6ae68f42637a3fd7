import { describe, expect, it } from "vitest";
import { allProducts, collections } from "~/catalogue";
import { robotsTxt } from "./robots";
import { indexablePaths, isPrivatePath, productPagePaths } from "./site-paths";
import { sitemapEntries, sitemapXml } from "./sitemap";

const SITE = "https://example.com";

describe("site paths", () => {
  it("keeps purchase steps, the cart and private areas out", () => {
    for (const path of [
      "/product/1/select-size",
      "/tulip-print/select-size",
      "/floral-print/pink-peonies/checkout/8x10",
      "/landscape-prints/checkout/10x8",
      "/cart",
      "/payment-success",
      "/test-checkout/42",
      "/admin",
      "/admin/orders",
      "/functions/v1/create-payment",
      "/api/webhooks/stripe",
    ]) {
      expect(isPrivatePath(path), path).toBe(true);
    }
    for (const path of ["/", "/product/1", "/tulip-print", "/product-detail/garden-roses", "/blog"]) {
      expect(isPrivatePath(path), path).toBe(false);
    }
  });

  it("lists every product page once and no private page", () => {
    const paths = indexablePaths();
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths.filter(isPrivatePath)).toEqual([]);
    for (const product of allProducts) expect(paths).toContain(product.path);
    expect(productPagePaths()).toEqual(expect.arrayContaining(["/product/1", "/tulip-print", "/landscape-prints"]));
  });
});

describe("sitemap.xml", () => {
  const xml = sitemapXml(sitemapEntries(SITE, (key) => `${SITE}/img/${key}.jpg`));

  it("uses absolute URLs and the image extension for portfolios", () => {
    expect(xml).toContain('xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"');
    expect(xml).toContain(`<loc>${SITE}/</loc>`);
    expect(xml).toContain(`<loc>${SITE}/wedding-portfolio</loc>`);
    const wedding = collections.find((c) => c.slug === "wedding")!;
    expect(xml.split(`<image:loc>${SITE}/img/portfolio/wedding/`).length - 1).toBe(wedding.images.length);
  });

  it("escapes XML special characters", () => {
    const out = sitemapXml([
      { loc: "https://e.com/a?b=1&c=2", images: [{ url: "https://e.com/x.jpg", caption: "A & <B>" }] },
    ]);
    expect(out).toContain("a?b=1&amp;c=2");
    expect(out).toContain("A &amp; &lt;B&gt;");
  });
});

describe("robots.txt", () => {
  it("allows the site, keeps private paths out and names the sitemap", () => {
    const text = robotsTxt(SITE + "/");
    expect(text).toMatch(/^User-agent: \*\nAllow: \/\n/);
    for (const rule of [
      "/admin",
      "/cart",
      "/test-checkout",
      "/payment-success",
      "/functions/",
      "/api/",
      "/*/checkout/",
      "/*/select-size",
    ]) {
      expect(text).toContain(`Disallow: ${rule}\n`);
    }
    expect(text).toContain(`Sitemap: ${SITE}/sitemap.xml`);
  });
});

describe("sitemap images", () => {
  it("gives product pages and the blog their photos", () => {
    const entries = sitemapEntries(SITE, (key) => `${SITE}/img/${key}.jpg`);
    const byPath = new Map(entries.map((e) => [new URL(e.loc).pathname, e]));
    expect(byPath.get("/product-detail/garden-roses")?.images).toHaveLength(1);
    expect(byPath.get("/floral-print/pink-peonies")?.images?.[0]?.url).toBe(
      `${SITE}/img/prints/floral/pink-peonies.jpg`,
    );
    expect(byPath.get("/blog")?.images?.length).toBeGreaterThanOrEqual(30);
    expect(byPath.get("/inquiry")?.images).toBeUndefined();
  });
});
