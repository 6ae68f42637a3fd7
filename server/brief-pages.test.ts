import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { briefPageKey, createBriefPages } from "./brief-pages";
import { renderPage } from "./page-render";

// Pages shared for a second (docs/decisions/043) with a stand-in renderer whose answers count
// themselves: one render for a crowd asking at once, a new one after a second, Express for a page
// that cannot be kept (a 404), no-store for browsers, and a bounded number of URLs. The built
// server's side is tested in tests/integration/self-booking-http.test.ts.

const security = { frameOrigins: [], https: false };
const servers: http.Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))));
});

async function harness(options: { maxAgeMs?: number; maxEntries?: number; renderDelayMs?: number } = {}) {
  let counter = 0;
  // The brief pages' clock, moved by the test: how long requests take on a busy machine never matters.
  const clock = { now: 1_000_000 };
  const renders: string[] = [];
  const fallbacks: string[] = [];
  const handler = async (request: Request) => {
    const url = new URL(request.url);
    renders.push(url.pathname + url.search);
    counter += 1;
    const n = counter;
    await new Promise((r) => setTimeout(r, options.renderDelayMs ?? 20));
    if (url.pathname.includes("missing")) return new Response("<h1>No such session</h1>", { status: 404 });
    return new Response(`<!doctype html><p>render ${n}</p><script>window.n=${n}</script>`, {
      headers: { "Content-Type": "text/html; charset=utf-8" },
    });
  };
  const brief = createBriefPages({
    keyFor: briefPageKey,
    render: (url) => renderPage(handler, url, "http://site.test"),
    security,
    fallback: (req, res) => {
      fallbacks.push(req.url ?? "");
      res.writeHead(404, { "Cache-Control": "no-store" }).end("rendered by Express");
    },
    log: () => {},
    logError: () => {},
    maxAgeMs: options.maxAgeMs ?? 1_000,
    maxEntries: options.maxEntries,
    now: () => clock.now,
  });
  const server = http.createServer((req, res) => {
    if (!brief.handle(req, res)) res.writeHead(418).end("not a brief page");
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const get = async (path: string, method = "GET") => {
    const res = await fetch(base + path, { method });
    return { status: res.status, headers: res.headers, text: await res.text() };
  };
  return { brief, renders, fallbacks, get, clock };
}

describe("briefPageKey", () => {
  it("keys the booking pages by path and their date parameters, in one order", () => {
    expect(briefPageKey("/book-a-session")).toBe("/book-a-session");
    expect(briefPageKey("/book-a-session.data")).toBe("/book-a-session.data");
    expect(briefPageKey("/book-a-session/family-session?date=2026-12-01&from=2026-11-30")).toBe(
      "/book-a-session/family-session?date=2026-12-01&from=2026-11-30",
    );
    expect(briefPageKey("/book-a-session/family-session?from=2026-11-30&date=2026-12-01")).toBe(
      "/book-a-session/family-session?date=2026-12-01&from=2026-11-30",
    );
    expect(briefPageKey("/book-a-session/family-session.data?from=2026-11-30")).toBe(
      "/book-a-session/family-session.data?from=2026-11-30",
    );
    expect(briefPageKey("/minis/holiday-minis")).toBe("/minis/holiday-minis");
  });

  it("leaves everything else to Express", () => {
    for (const url of [
      "/",
      "/minis",
      "/book-a-session?from=2026-11-30",
      "/book-a-session/family-session?utm_source=mail",
      "/book-a-session/family-session?from=tomorrow",
      "/book-a-session/family-session?from=2026-11-30&from=2026-12-07",
      "/book-a-session/family-session.data?_routes=routes/scheduling/session-type",
      "/book-a-session/Family%20Session",
      "/minis/holiday-minis?from=2026-11-30",
      "/minis/holiday-minis/waitlist/abc",
      "/session/abc/details",
    ])
      expect(briefPageKey(url), url).toBeUndefined();
  });
});

describe("brief pages", () => {
  it("renders once for a crowd asking at once, and shares that render for a second", async () => {
    const h = await harness({ maxAgeMs: 300, renderDelayMs: 50 });
    const crowd = await Promise.all(Array.from({ length: 20 }, () => h.get("/book-a-session/family-session")));
    expect(h.renders).toEqual(["/book-a-session/family-session"]);
    expect(new Set(crowd.map((r) => r.text)).size).toBe(1);
    expect(crowd[0]!.status).toBe(200);
    expect((await h.get("/book-a-session/family-session")).text).toContain("render 1");
    h.clock.now += 299;
    expect((await h.get("/book-a-session/family-session")).text).toContain("render 1");
    h.clock.now += 1;
    expect((await h.get("/book-a-session/family-session")).text).toContain("render 2");
    expect(h.renders).toHaveLength(2);
  });

  it("tells browsers not to keep it, and allows its inline script by hash", async () => {
    const h = await harness();
    const { headers, text } = await h.get("/minis/holiday-minis");
    expect(text).toContain("render 1");
    expect(headers.get("cache-control")).toBe("no-store");
    expect(headers.get("content-security-policy")).toMatch(/script-src 'self' 'sha256-[^']+'/);
  });

  it("keeps each date's page apart", async () => {
    const h = await harness();
    await h.get("/book-a-session/family-session?from=2026-11-30");
    await h.get("/book-a-session/family-session?from=2026-12-14");
    await h.get("/book-a-session/family-session?from=2026-11-30");
    expect(h.renders).toEqual([
      "/book-a-session/family-session?from=2026-11-30",
      "/book-a-session/family-session?from=2026-12-14",
    ]);
  });

  it("hands a page it cannot keep (a 404) to Express, without rendering it again for a second", async () => {
    const h = await harness();
    const first = await h.get("/book-a-session/missing");
    const second = await h.get("/book-a-session/missing");
    expect([first.status, second.status]).toEqual([404, 404]);
    expect(first.text).toBe("rendered by Express");
    expect(h.fallbacks).toHaveLength(2);
    expect(h.renders).toHaveLength(1);
  });

  it("answers only GET and HEAD", async () => {
    const h = await harness();
    expect((await h.get("/book-a-session/family-session", "POST")).status).toBe(418);
    expect((await h.get("/book-a-session/family-session", "HEAD")).status).toBe(200);
  });

  it("keeps at most maxEntries URLs", async () => {
    const h = await harness({ maxEntries: 3 });
    for (const day of ["01", "02", "03", "04", "05"]) await h.get(`/book-a-session/family-session?from=2026-12-${day}`);
    expect(h.brief.size()).toBeLessThanOrEqual(3);
  });
});
