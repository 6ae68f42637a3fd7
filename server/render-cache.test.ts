import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { polish, renderPage } from "./page-render";
import { dataPathFor, pageForRequest } from "./page-urls";
import { createRenderCache, type RenderCache } from "./render-cache";

// The render cache with a small stand-in renderer (the real one is React Router's handler, tested
// against the built server in tests/integration/render-cache.test.ts): hits, ETag/304,
// compression, invalidation by the content version, and failures that keep the last good page.

const security = { frameOrigins: ["https://player.example"], https: false };

interface Harness {
  url: string;
  cache: RenderCache;
  renders: string[];
  errors: string[];
  fallbacks: string[];
  setVersion(v: number): void;
  setContent(text: string): void;
  failWith(status: number | undefined): void;
  close(): Promise<void>;
}

const open: Harness[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((h) => h.close()));
});

async function harness(
  options: {
    renderDelayMs?: number;
    freshWaitMs?: number;
    polish?: (body: Uint8Array) => Promise<Uint8Array>;
    paths?: string[];
    warmUp?: string[];
  } = {},
): Promise<Harness> {
  let version = 1;
  let content = "first";
  let failStatus: number | undefined;
  const renders: string[] = [];
  const errors: string[] = [];
  const fallbacks: string[] = [];
  // A stand-in for React Router's handler: a page with an inline script, or its .data.
  const handler = async (request: Request) => {
    const { pathname } = new URL(request.url);
    renders.push(pathname);
    await new Promise((r) => setTimeout(r, options.renderDelayMs ?? 0));
    if (failStatus) return new Response("<h1>Oops</h1>", { status: failStatus });
    if (pathname.endsWith(".data"))
      return new Response(`[data:${content}]`, { headers: { "Content-Type": "text/x-script" } });
    const html = `<!doctype html><p>${pathname} ${content}</p><script>window.x=${JSON.stringify(content)}</script>${"<i>padding</i>".repeat(100)}`;
    return new Response(html, { headers: { "Content-Type": "text/html; charset=utf-8" } });
  };
  const cache = createRenderCache({
    paths: options.paths ?? ["/", "/work"],
    warmUp: options.warmUp,
    security,
    checkIntervalMs: 50,
    freshWaitMs: options.freshWaitMs,
    readVersion: async () => version,
    render: (url) => renderPage(handler, url, "http://site.test"),
    polish: options.polish,
    fallback: (req, res) => {
      fallbacks.push(req.url ?? "");
      res.writeHead(503).end("fallback");
    },
    log: () => {},
    logError: (line) => errors.push(line),
  });
  const server = http.createServer((req, res) => {
    if (!cache.handle(req, res)) res.writeHead(404).end("not cached");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const h: Harness = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    cache,
    renders,
    errors,
    fallbacks,
    setVersion: (v) => (version = v),
    setContent: (text) => (content = text),
    failWith: (status) => (failStatus = status),
    close: async () => {
      cache.stop();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
  open.push(h);
  return h;
}

const waitFor = async (check: () => boolean | Promise<boolean>, ms = 2000) => {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 10));
  }
};

describe("request paths", () => {
  it("names a page or its .data, ignoring trailing slashes", () => {
    expect(pageForRequest("/")).toEqual({ page: "/", kind: "html" });
    expect(pageForRequest("/work/")).toEqual({ page: "/work", kind: "html" });
    expect(pageForRequest("/_root.data")).toEqual({ page: "/", kind: "data" });
    expect(pageForRequest("/work.data")).toEqual({ page: "/work", kind: "data" });
    expect(pageForRequest("/%E0%A4%A")).toBeUndefined();
    expect(dataPathFor("/")).toBe("/_root.data");
    expect(dataPathFor("/work")).toBe("/work.data");
  });
});

describe("render cache", () => {
  it("renders every page in the background at start, then answers from memory", async () => {
    const h = await harness();
    h.cache.start();
    await waitFor(() => h.cache.stats().fresh === 2);
    expect(h.renders.sort()).toEqual(["/", "/_root.data", "/work", "/work.data"]);
    const res = await fetch(h.url + "/work?utm_source=mail");
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("/work first");
    expect(h.renders).toHaveLength(4); // no render for a hit, whatever the query string
    expect(res.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    // The inline script is allowed by its hash, computed at render.
    expect(res.headers.get("content-security-policy")).toMatch(/script-src 'self' 'sha256-[^']+'/);
    const data = await fetch(h.url + "/work.data?_routes=routes/portfolio/work");
    expect(await data.text()).toBe("[data:first]");
    expect(data.headers.get("content-type")).toBe("text/x-script");
    expect((await fetch(h.url + "/elsewhere")).status).toBe(404); // not a cached page: passed on
  });

  it("answers 304 to a matching ETag and sends brotli or gzip as asked", async () => {
    const h = await harness();
    h.cache.start();
    await waitFor(() => h.cache.stats().fresh === 2);
    const first = await fetch(h.url + "/");
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^".+"$/);
    expect((await fetch(h.url + "/", { headers: { "if-none-match": etag } })).status).toBe(304);
    for (const [encoding, decode] of [
      ["br", zlib.brotliDecompressSync],
      ["gzip", zlib.gunzipSync],
    ] as const) {
      const body = await new Promise<{ encoding?: string; text: string }>((resolve, reject) => {
        http
          .get(h.url + "/", { headers: { "accept-encoding": encoding } }, (res) => {
            const chunks: Buffer[] = [];
            res.on("data", (c: Buffer) => chunks.push(c));
            res.on("end", () =>
              resolve({ encoding: res.headers["content-encoding"], text: decode(Buffer.concat(chunks)).toString() }),
            );
          })
          .on("error", reject);
      });
      expect(body.encoding).toBe(encoding);
      expect(body.text).toContain("/ first");
    }
  });

  it("shows a change once the content version moves, and serves the last page while the new one renders", async () => {
    const h = await harness({ renderDelayMs: 300, freshWaitMs: 50 });
    h.cache.start();
    await waitFor(() => h.cache.stats().fresh === 2);
    const etag = (await fetch(h.url + "/work")).headers.get("etag");
    h.setContent("second");
    h.setVersion(2);
    const changed = Date.now();
    await waitFor(() => h.cache.stats().version === 2);
    // Rendering takes 300 ms here: the request waits 50 ms at most, then gets the last good page.
    const started = Date.now();
    const stale = await fetch(h.url + "/work");
    expect(Date.now() - started).toBeLessThan(250);
    expect(await stale.text()).toContain("first");
    await waitFor(async () => (await (await fetch(h.url + "/work")).text()).includes("/work second"));
    expect(Date.now() - changed).toBeLessThan(2000);
    const fresh = await fetch(h.url + "/work");
    expect(fresh.headers.get("etag")).not.toBe(etag);
    expect(await (await fetch(h.url + "/work.data")).text()).toBe("[data:second]");
  });

  it("warms up only the warm-up pages, and after a change re-renders in the background only pages asked for", async () => {
    const h = await harness({ paths: ["/", "/work", "/cart"], warmUp: ["/", "/work"] });
    h.cache.start();
    await waitFor(() => h.cache.stats().fresh === 2);
    await new Promise((r) => setTimeout(r, 150)); // three version checks: still nothing else renders
    expect(h.renders.sort()).toEqual(["/", "/_root.data", "/work", "/work.data"]);
    expect(await (await fetch(h.url + "/cart")).text()).toContain("/cart first"); // rendered when asked for
    await fetch(h.url + "/");
    const before = h.renders.length;
    h.setContent("second");
    h.setVersion(2);
    // "/" and "/cart" were asked for: re-rendered at once. "/work" was not: it waits for a visitor.
    await waitFor(() => h.cache.stats().fresh === 2 && h.cache.stats().version === 2);
    await new Promise((r) => setTimeout(r, 150));
    expect(h.renders.slice(before).sort()).toEqual(["/", "/_root.data", "/cart", "/cart.data"]);
    expect(await (await fetch(h.url + "/work")).text()).toContain("/work second");
  });

  it("renders a page never rendered before on demand, waiting for it", async () => {
    const h = await harness({ renderDelayMs: 100 });
    const res = await fetch(h.url + "/work"); // start() not called: nothing rendered yet
    expect(await res.text()).toContain("/work first");
  });

  it("keeps the last good page when a render fails, logs it, and never keeps the error page", async () => {
    const h = await harness();
    h.cache.start();
    await waitFor(() => h.cache.stats().fresh === 2);
    await fetch(h.url + "/work"); // asked for: kept fresh in the background
    h.failWith(500);
    h.setContent("broken");
    h.setVersion(3);
    await waitFor(() => h.errors.some((line) => line.includes("/work failed")));
    const res = await fetch(h.url + "/work");
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("/work first");
    expect(h.errors.join("\n")).toMatch(/serving the last good page\): \/work answered 500/);
    // Once rendering works again, the new content shows.
    h.failWith(undefined);
    await waitFor(async () => (await (await fetch(h.url + "/work")).text()).includes("broken"), 5000);
  });

  it("passes a page that has never rendered to the fallback, and does not cache the error", async () => {
    const h = await harness();
    h.failWith(404);
    const res = await fetch(h.url + "/work");
    expect(res.status).toBe(503);
    expect(h.fallbacks).toEqual(["/work"]);
    expect(h.cache.stats().kept).toBe(0);
  });

  it("recompresses pages asked for at brotli's best quality once nothing is waiting to render", async () => {
    const polishedBodies: string[] = [];
    const h = await harness({
      polish: async (body) => {
        polishedBodies.push(Buffer.from(body).toString().slice(0, 20));
        return polish(body);
      },
    });
    h.cache.start();
    await waitFor(() => h.cache.stats().fresh === 2);
    await new Promise((r) => setTimeout(r, 200));
    expect(polishedBodies).toEqual([]); // nobody asked for a page yet
    await fetch(h.url + "/");
    await fetch(h.url + "/work");
    await waitFor(() => polishedBodies.length === 4);
    const res = await new Promise<Buffer>((resolve) =>
      http.get(h.url + "/work", { headers: { "accept-encoding": "br" } }, (r) => {
        const chunks: Buffer[] = [];
        r.on("data", (c: Buffer) => chunks.push(c));
        r.on("end", () => resolve(Buffer.concat(chunks)));
      }),
    );
    expect(zlib.brotliDecompressSync(res).toString()).toContain("/work first");
  });

  it("leaves other methods to the app", async () => {
    const h = await harness();
    expect((await fetch(h.url + "/", { method: "POST", body: "x" })).status).toBe(404);
  });
});

describe("a page rendered for the cache", () => {
  const page = (init: ResponseInit, context?: (ctx: { degraded: () => void }) => void) =>
    renderPage(
      async (_request, ctx) => {
        context?.(ctx);
        return new Response("<p>hello</p>", init);
      },
      "/x",
      "http://site.test",
    );

  it("is refused when it sets a cookie, is not a 200, or shows a fallback", async () => {
    await expect(page({ headers: { "Set-Cookie": "a=b" } })).rejects.toThrow(/cookie/);
    await expect(page({ status: 302, headers: { Location: "/" } })).rejects.toThrow(/answered 302/);
    await expect(page({}, (ctx) => ctx.degraded())).rejects.toThrow(/fallback/);
    const ok = await page({});
    expect(zlib.brotliDecompressSync(ok.br).toString()).toBe("<p>hello</p>");
    expect(zlib.gunzipSync(ok.gzip).toString()).toBe("<p>hello</p>");
  });
});
