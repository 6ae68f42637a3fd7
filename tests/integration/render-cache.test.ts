import http from "node:http";
import zlib from "node:zlib";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type AppDatabase } from "~/server/db/db.server";
import { warmUpPaths } from "~/server/render-cache/cached-paths";
import { databaseKinds, emptyPostgresDatabase } from "../helpers/databases";
import { startServer, type TestServer } from "../helpers/server";

// The render cache against the built server (decision 020): public pages are rendered in-process
// and answered from memory; a change made by plain SQL shows within 2 s; a failed render keeps the
// last good page; errors, admin pages and unknown paths are never cached.

const kinds = databaseKinds;
const LOVE = "/testimonials/love-stories";

/** Polls `url` until its body includes `text`; returns the milliseconds it took. */
async function visibleWithin(url: string, text: string, ms: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    const body = await (await fetch(url)).text();
    if (body.includes(text)) return Date.now() - started;
    if (Date.now() - started > ms) throw new Error(`"${text}" not on ${url} after ${ms} ms`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

function getRaw(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on("error", reject);
  });
}

/** Polls the test server's log until a line includes `text`; whether one did within `ms`. */
async function logged(server: TestServer, text: string, ms: number): Promise<boolean> {
  for (const until = Date.now() + ms; !server.logs.some((line) => line.includes(text));) {
    if (Date.now() > until) return false;
    await new Promise((r) => setTimeout(r, 50));
  }
  return true;
}

describe.each(kinds)("render cache on %s", (kind) => {
  let server: TestServer;
  let database: AppDatabase;
  let dropPostgres: (() => Promise<void>) | undefined;
  const bool = (value: boolean) => (kind === "postgres" ? sql.raw(String(value)) : sql.raw(value ? "1" : "0"));

  beforeAll(async () => {
    let env: Record<string, string> = {};
    if (kind === "postgres") {
      const pg = await emptyPostgresDatabase();
      dropPostgres = pg.drop;
      env = { DATABASE_URL: pg.url };
    }
    // The other suites start their servers without the warm-up (tests/helpers/server.ts).
    server = await startServer({ ...env, RENDER_WARM_UP: "true" });
    database = openDatabase(server.databaseUrl);
    await sql`INSERT INTO testimonials (bride_name, review_text, rating, is_approved, category)
              VALUES ('Cached Clara', 'Kept in memory.', 5, ${bool(true)}, 'love_stories')`.execute(database.db);
  });
  afterAll(async () => {
    await database?.db.destroy();
    await server?.stop();
    await dropPostgres?.();
  });

  it("renders the sitemap's pages at start-up, before anyone asks for them", async () => {
    const expected = `render cache: ${warmUpPaths().length} pages rendered in`;
    expect(await logged(server, expected, 30_000), server.logs.join("\n")).toBe(true);
    expect(warmUpPaths()).toContain("/");
  });

  it("answers a public page from memory with the static headers, 304 and brotli/gzip", async () => {
    await visibleWithin(server.url + LOVE, "Cached Clara", 5000);
    const res = await fetch(server.url + LOVE);
    expect(res.status).toBe(200);
    const csp = res.headers.get("content-security-policy")!;
    // Hashes of the page's own inline scripts, no per-request nonce: the page came from memory.
    expect(csp).toMatch(/script-src 'self' 'sha256-/);
    expect(csp).not.toContain("nonce-");
    expect(res.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    const etag = res.headers.get("etag")!;
    expect((await fetch(server.url + LOVE, { headers: { "if-none-match": etag } })).status).toBe(304);
    const br = await getRaw(server.url + LOVE, { "accept-encoding": "br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(br.body).toString()).toContain("Cached Clara");
    const gz = await getRaw(server.url + LOVE, { "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gz.body).toString()).toContain("Cached Clara");
    const data = await fetch(server.url + LOVE + ".data");
    expect(data.headers.get("content-type")).toBe("text/x-script");
    expect(await data.text()).toContain("Cached Clara");
  });

  it("shows a testimonial approved by plain SQL within 2 s, the first request served in 150 ms", async () => {
    await sql`INSERT INTO testimonials (bride_name, review_text, rating, is_approved, category)
              VALUES ('Sql Sofia', 'Approved by hand.', 5, ${bool(false)}, 'love_stories')`.execute(database.db);
    await visibleWithin(server.url + LOVE, "Cached Clara", 2000); // settled at the new version
    await new Promise((r) => setTimeout(r, 1200));
    await sql`UPDATE testimonials SET is_approved = ${bool(true)} WHERE bride_name = 'Sql Sofia'`.execute(database.db);
    const edited = Date.now();
    const first = Date.now();
    await (await fetch(server.url + LOVE)).text();
    expect(Date.now() - first).toBeLessThanOrEqual(150);
    await visibleWithin(server.url + LOVE, "Sql Sofia", 2000 - (Date.now() - edited));
    await visibleWithin(server.url + LOVE + ".data", "Sql Sofia", 500);
  });

  it("keeps serving the last good page when a render fails, logs it, and recovers", async () => {
    await visibleWithin(server.url + LOVE, "Sql Sofia", 2000);
    // The page's table goes away (renaming fires no trigger), then the version is bumped by hand.
    await sql`ALTER TABLE testimonials RENAME TO testimonials_away`.execute(database.db);
    await sql`UPDATE content_version SET version = version + 1`.execute(database.db);
    try {
      await logged(server, `render cache: ${LOVE} failed`, 3000);
      expect(server.logs.join("\n")).toMatch(
        /render cache: \/testimonials\/love-stories failed .*serving the last good page/,
      );
      // A visitor asking now would get the empty state (SPEC §8); the cache keeps the stories instead.
      const res = await fetch(server.url + LOVE);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain("Sql Sofia");
    } finally {
      await sql`ALTER TABLE testimonials_away RENAME TO testimonials`.execute(database.db);
      await sql`UPDATE content_version SET version = version + 1`.execute(database.db);
    }
    await visibleWithin(server.url + LOVE, "Sql Sofia", 2000);
  });

  it("never caches an unknown page, the admin or a POST", async () => {
    const missing = await fetch(server.url + "/product-detail/no-such-product");
    expect(missing.status).toBe(404);
    expect(missing.headers.get("content-security-policy")).toContain("nonce-"); // rendered per request
    const again = await fetch(server.url + "/product-detail/no-such-product");
    expect(again.status).toBe(404);
    const admin = await fetch(server.url + "/admin/sign-in");
    expect(admin.headers.get("content-security-policy")).toContain("nonce-");
    expect(admin.headers.get("cache-control")).not.toBe("public, max-age=0, must-revalidate");
    const post = await fetch(server.url + "/", { method: "POST", body: "x" });
    expect(post.status).not.toBe(200);
  });
});
