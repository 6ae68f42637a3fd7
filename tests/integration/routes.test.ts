import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "../helpers/server";

// Every route of SPEC.md §2.2 answers 200 with its page; anything else answers 404.
const pages: Array<[string, string]> = [
  ["/", "CINEMATIC PHOTOGRAPHY"],
  ["/work", "I&#x27;M SO GLAD YOU&#x27;RE HERE"],
  ["/wedding-portfolio", "WEDDING PORTFOLIO"],
  ["/family-portfolio", "FAMILY PORTFOLIO"],
  ["/engagement-portfolio", "ENGAGEMENT &amp; COUPLES"],
  ["/maternity-portfolio", "MATERNITY PORTFOLIO"],
  ["/newborn-portfolio", "NEWBORN PORTFOLIO"],
  ["/senior-portfolio", "Senior Portfolio"],
  ["/branding-portfolio", "BRANDING PORTFOLIO"],
  ["/empowerment-portfolio", "EMPOWERMENT PORTFOLIO"],
  ["/inquiry", "Let&#x27;s Connect"],
  ["/product/1", "Garden Roses Print"],
  ["/product/1/select-size", "Select Your Size"],
  ["/product/1/checkout/8x10", "Size: 8x10"],
  ["/tulip-print", "Golden Tulips"],
  ["/tulip-print/select-size", "Select Your Size"],
  ["/tulip-print/checkout/10x8", "Size: 10x8"],
  ["/photo-albums", "Signature Photo Albums"],
  ["/wedding-albums", "Wedding Albums"],
  ["/landscape-prints", "Golden Coast Landscape"],
  ["/landscape-prints/select-size", "Select Your Size"],
  ["/landscape-prints/checkout/14x11", "Size: 14x11"],
  ["/landscape-gallery", "Landscape Prints &amp; Natural Beauty"],
  ["/landscape-print/horseshoe-bend", "Horseshoe Bend"],
  ["/landscape-print/horseshoe-bend/select-size", "Select Your Size"],
  ["/landscape-print/horseshoe-bend/checkout/20x16", "Size: 20x16"],
  ["/floral-gallery", "Floral Prints &amp; Botanical Art"],
  ["/floral-print/pink-peonies", "Pink Peonies"],
  ["/floral-print/pink-peonies/select-size", "Select Your Size"],
  ["/floral-print/pink-peonies/checkout/11x14", "Size: 11x14"],
  ["/cart", "Your Cart"],
  ["/all-products", "All Prints &amp; Products"],
  ["/product-detail/garden-roses", "Available Sizes"],
  ["/signature-wedding-albums", "Signature Wedding Albums"],
  ["/payment-success", "Payment Successful!"],
  ["/leave-review", "Leave Us a Review"],
  ["/testimonials", "Love Stories"],
  ["/testimonials/love-stories", "Love Stories"],
  ["/testimonials/life-stories", "Life Stories"],
  ["/blog", "10 Best Wedding Venues in Phoenix Arizona"],
];

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

describe("routes", () => {
  it.each(pages)("%s answers 200 with its page", async (path, text) => {
    const res = await fetch(server.url + path);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/html");
    expect(await res.text()).toContain(text);
  });

  it.each(["/no-such-page", "/work/extra/deep", "/functions/v1/nothing"])(
    "%s answers 404 with the spec's page",
    async (path) => {
      const res = await fetch(server.url + path);
      expect(res.status).toBe(404);
      const html = await res.text();
      expect(html).toContain("404");
      expect(html).toContain("Oops! Page not found");
      expect(html).toContain("Return to Home");
    },
  );
});

describe("headers", () => {
  it("sends security headers on every kind of response", async () => {
    for (const path of ["/", "/testimonials/love-stories", "/no-such-page"]) {
      const res = await fetch(server.url + path);
      const csp = res.headers.get("content-security-policy") ?? "";
      const scriptSrc = csp.split("; ").find((d) => d.startsWith("script-src")) ?? "";
      expect(scriptSrc, path).toMatch(/'(nonce|sha256)-/);
      expect(scriptSrc, path).not.toContain("unsafe-inline");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("frame-src https://player.vimeo.com");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("referrer-policy")).toBeTruthy();
      expect(res.headers.get("strict-transport-security")).toBeNull();
    }
  });

  it("allows exactly the inline scripts of a cached page by hash", async () => {
    const res = await fetch(server.url + "/work");
    const html = await res.text();
    const { inlineScriptHashes } = await import("../../server/security-headers");
    const hashes = inlineScriptHashes(html);
    expect(hashes.length).toBeGreaterThan(0);
    for (const hash of hashes) expect(res.headers.get("content-security-policy")).toContain(hash);
  });

  it("uses the nonce of the CSP on every inline script of a page rendered per request", async () => {
    const res = await fetch(server.url + "/admin/sign-in");
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1];
    expect(nonce).toBeTruthy();
    const html = await res.text();
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)];
    expect(inline.length).toBeGreaterThan(0);
    for (const [, attrs] of inline) expect(attrs).toContain(`nonce="${nonce}"`);
  });

  it("serves hashed assets immutable and precompressed", async () => {
    const html = await (await fetch(server.url + "/")).text();
    const asset = /(\/assets\/[^"]+\.js)/.exec(html)?.[1];
    expect(asset).toBeTruthy();
    const res = await fetch(server.url + asset, { headers: { "accept-encoding": "br" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("compresses pages and answers conditional requests", async () => {
    const res = await fetch(server.url + "/work", { headers: { "accept-encoding": "gzip" } });
    expect(res.headers.get("content-encoding")).toBe("gzip");
    const etag = res.headers.get("etag");
    expect(etag).toBeTruthy();
    const again = await fetch(server.url + "/work", { headers: { "if-none-match": etag ?? "" } });
    expect(again.status).toBe(304);
  });

  it("logs one line per request", async () => {
    await fetch(server.url + "/work?from=log-test");
    await new Promise((r) => setTimeout(r, 100));
    expect(server.logs.filter((l) => l.includes("GET /work?from=log-test 200")).length).toBe(1);
  });
});

describe("start-up", () => {
  it("refuses a bad setting with one line naming it", async () => {
    await expect(startServer({ PORT: "not-a-port" })).rejects.toThrow(/Invalid configuration: PORT/);
  });

  it("sends HSTS when the site is https", async () => {
    const secure = await startServer({ SITE_URL: "https://localhost:3443" });
    try {
      const res = await fetch(secure.url + "/");
      expect(res.headers.get("strict-transport-security")).toContain("max-age=");
    } finally {
      await secure.stop();
    }
  });
});
