import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allProducts } from "~/catalogue";
import { isPrivatePath, productPagePaths, sitePagePaths } from "~/seo/site-paths";
import { startServer, type TestServer } from "../helpers/server";
import { jsonLdOfType, jsonLdTypes, readHead } from "./seo-head";

// Prerendered pages carry the SITE_URL of the build, server-rendered ones that of the running
// server; in production both are the same setting. Start the server with the build's value.
const SITE_URL = (process.env.SITE_URL ?? "http://localhost:3000").replace(/\/$/, "");

// SPEC.md §2.2's public pages (one representative id per parameterised route) with the
// structured data each must carry on top of the site-wide business.
const publicPages: Array<[path: string, types: string[]]> = [
  ["/", []],
  ["/work", []],
  ...["wedding", "family", "engagement", "maternity", "newborn", "senior", "branding", "empowerment"].map(
    (slug): [string, string[]] => [`/${slug}-portfolio`, ["ImageGallery", "BreadcrumbList"]],
  ),
  ["/inquiry", []],
  ["/product/1", ["Product", "BreadcrumbList"]],
  ["/product/3", ["Product", "BreadcrumbList"]],
  ["/tulip-print", ["Product", "BreadcrumbList"]],
  ["/photo-albums", ["Product", "BreadcrumbList"]],
  ["/wedding-albums", ["Product", "BreadcrumbList"]],
  ["/landscape-prints", ["Product", "BreadcrumbList"]],
  ["/landscape-gallery", ["BreadcrumbList"]],
  ["/landscape-print/horseshoe-bend", ["Product", "BreadcrumbList"]],
  ["/floral-gallery", ["BreadcrumbList"]],
  ["/floral-print/pink-peonies", ["Product", "BreadcrumbList"]],
  ["/all-products", ["BreadcrumbList"]],
  ["/product-detail/garden-roses", ["Product", "BreadcrumbList"]],
  ["/product-detail/signature-album-2", ["Product", "BreadcrumbList"]],
  ["/signature-wedding-albums", ["Product", "BreadcrumbList"]],
  ["/leave-review", []],
  ["/testimonials", []],
  ["/testimonials/love-stories", []],
  ["/testimonials/life-stories", []],
  ["/blog", ["BlogPosting"]],
];

const selectSizePages = [
  "/product/1/select-size",
  "/tulip-print/select-size",
  "/landscape-prints/select-size",
  "/landscape-print/horseshoe-bend/select-size",
  "/floral-print/pink-peonies/select-size",
];
const noindexPages = [
  "/product/1/checkout/8x10",
  "/tulip-print/checkout/10x8",
  "/landscape-prints/checkout/14x11",
  "/landscape-print/horseshoe-bend/checkout/20x16",
  "/floral-print/pink-peonies/checkout/11x14",
  "/cart",
  "/payment-success",
  "/test-checkout/999999",
  "/admin",
  "/admin/sign-in",
  "/no-such-page",
];

let server: TestServer;
const pageCache = new Map<string, Promise<{ status: number; html: string }>>();

function fetchPage(path: string) {
  let page = pageCache.get(path);
  if (!page) {
    page = fetch(server.url + path).then(async (res) => ({ status: res.status, html: await res.text() }));
    pageCache.set(path, page);
  }
  return page;
}

beforeAll(async () => {
  server = await startServer({ SITE_URL });
});
afterAll(async () => {
  await server?.stop();
});

/** The head tags every indexable page needs (SPEC-adjacent: DECISIONS.md §3 "SEO"). */
async function expectDescribed(path: string) {
  const { status, html } = await fetchPage(path);
  expect(status, path).toBe(200);
  const head = readHead(html);
  const canonical = SITE_URL + (path === "/" ? "/" : path);
  expect(head.titles, `${path} <title>`).toHaveLength(1);
  expect(head.titles[0]?.trim().length, `${path} <title>`).toBeGreaterThan(3);
  expect(head.meta("description"), `${path} description`).toHaveLength(1);
  expect(head.meta("description")[0]?.length, `${path} description`).toBeGreaterThanOrEqual(40);
  expect(head.canonicals, `${path} canonical`).toEqual([canonical]);
  expect(head.meta("og:url"), `${path} og:url`).toEqual([canonical]);
  expect(head.meta("og:title")[0], `${path} og:title`).toBeTruthy();
  expect(head.meta("og:description")[0], `${path} og:description`).toBeTruthy();
  const ogImage = head.meta("og:image")[0] ?? "";
  expect(ogImage, `${path} og:image`).toMatch(new RegExp(`^${SITE_URL}/.+\\.(jpe?g|png)$`));
  expect(head.meta("twitter:card"), `${path} twitter:card`).toEqual(["summary_large_image"]);
  expect(head.meta("robots").join(), `${path} robots`).not.toContain("noindex");
  return { head, ogImage };
}

describe("head tags of every public page", () => {
  it.each(publicPages)("%s is described and carries its structured data", async (path, types) => {
    const { head, ogImage } = await expectDescribed(path);
    const found = jsonLdTypes(head.jsonLd);
    expect(found, path).toContain("ProfessionalService");
    for (const type of types) expect(found, `${path} JSON-LD`).toContain(type);
    // og:image points at a file the server really has.
    const image = await fetch(server.url + new URL(ogImage).pathname, { method: "HEAD" });
    expect(image.status, ogImage).toBe(200);
  });

  it("describes every page of the sitemap", async () => {
    const xml = await (await fetch(server.url + "/sitemap.xml")).text();
    const paths = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>/g)].map(([, loc]) => new URL(loc ?? "").pathname);
    expect(paths.length).toBeGreaterThan(50);
    const failures: string[] = [];
    for (const path of paths) {
      await expectDescribed(path).catch((error: Error) => failures.push(error.message.split("\n")[0] ?? path));
    }
    expect(failures).toEqual([]);
  });
});

describe("structured data", () => {
  it("describes the business on every page", async () => {
    const { html } = await fetchPage("/inquiry");
    const [business] = jsonLdOfType(readHead(html).jsonLd, "ProfessionalService");
    expect(business).toMatchObject({ name: expect.any(String), url: `${SITE_URL}/`, priceRange: "$$$" });
    expect(business?.email).toMatch(/@/);
    expect(JSON.stringify(business?.areaServed)).toMatch(/Phoenix.*Scottsdale.*Sedona/);
    expect(business?.sameAs).toEqual([expect.stringMatching(/^https:\/\//)]);
    expect(business?.image).toMatch(new RegExp(`^${SITE_URL}/`));
  });

  it("prices product offers from the catalogue, in dollars, in stock", async () => {
    const product = allProducts.find((p) => p.id === "signature-album-2");
    const { html } = await fetchPage("/product-detail/signature-album-2");
    const [data] = jsonLdOfType(readHead(html).jsonLd, "Product");
    const offers = [data?.offers].flat() as Array<Record<string, unknown>>;
    expect(offers.length).toBeGreaterThan(0);
    for (const offer of offers) {
      expect(offer).toMatchObject({ priceCurrency: "USD", availability: "https://schema.org/InStock" });
    }
    expect(offers.map((o) => Number(o.price)).sort((a, b) => a - b)).toEqual(
      product!.sizes.map((s) => s.cents / 100).sort((a, b) => a - b),
    );
  });

  it("marks up the blog article", async () => {
    const { html } = await fetchPage("/blog");
    const [post] = jsonLdOfType(readHead(html).jsonLd, "BlogPosting");
    expect(post).toMatchObject({ headline: "10 Best Wedding Venues in Phoenix Arizona", url: `${SITE_URL}/blog` });
    expect(html).toMatch(/<time[^>]*dateTime="\d{4}-\d{2}-\d{2}"/i);
  });
});

describe("pages kept out of search results", () => {
  it.each(selectSizePages)("%s is noindex, nofollow", async (path) => {
    const { html } = await fetchPage(path);
    expect(readHead(html).meta("robots")).toEqual(["noindex, nofollow"]);
  });

  it.each(noindexPages)("%s is noindex", async (path) => {
    const { html } = await fetchPage(path);
    expect(readHead(html).meta("robots").join()).toContain("noindex");
  });
});

describe("/sitemap.xml", () => {
  it("lists every public page and catalogue product once, nothing private", async () => {
    const res = await fetch(server.url + "/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/xml");
    expect(res.headers.get("cache-control")).toMatch(/max-age=\d+/);
    const xml = await res.text();
    expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    const locs = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc ?? "");
    for (const loc of locs) expect(loc.startsWith(SITE_URL + "/"), loc).toBe(true);
    const paths = locs.map((loc) => new URL(loc).pathname);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of [...sitePagePaths, ...allProducts.map((p) => p.path), ...productPagePaths()]) {
      expect(
        paths.filter((p) => p === path),
        path,
      ).toHaveLength(1);
    }
    for (const path of ["/product/1", "/product/4", "/tulip-print", "/landscape-print/horseshoe-bend"]) {
      expect(paths, path).toContain(path);
    }
    expect(paths.filter((p) => isPrivatePath(p) || /select-size|checkout|cart|admin|functions|api/.test(p))).toEqual(
      [],
    );
  });

  it("lists the portfolio images with the image extension", async () => {
    const xml = await (await fetch(server.url + "/sitemap.xml")).text();
    expect(xml).toContain('xmlns:image="http://www.google.com/schemas/sitemap-image/1.1"');
    const wedding = /<url><loc>[^<]*\/wedding-portfolio<\/loc>(.*?)<\/url>/.exec(xml)?.[1] ?? "";
    const images = [...wedding.matchAll(/<image:loc>([^<]+)<\/image:loc>/g)].map(([, url]) => url ?? "");
    expect(images.length).toBeGreaterThan(10);
    const first = await fetch(server.url + new URL(images[0] ?? "").pathname, { method: "HEAD" });
    expect(first.status).toBe(200);
  });
});

describe("/robots.txt", () => {
  it("opens the site, closes private paths and names the sitemap", async () => {
    const res = await fetch(server.url + "/robots.txt");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/plain");
    const text = await res.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Allow: \/$/m);
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
      expect(text, rule).toContain(`\nDisallow: ${rule}\n`);
    }
    expect(text).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
  });
});
