import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type AppDatabase } from "~/server/db/db.server";
import { forgetAppSecretsForTests } from "~/server/galleries/app-secret.server";
import { CLIENT_LIMITS } from "~/server/galleries/client-limits.server";
import { cameraPhoto } from "~/server/media/scrub/scrub-fixtures";
import { startServer, type TestServer } from "../helpers/server";
import { addOriginal, fileOriginals, publishedGallery, visitorCookie } from "./gallery-fixtures";
import { photo } from "./media-helpers";

// Property-based requests to the client's download and favourites endpoints (issue 26): any
// method, size, id, Range and If-Range, cookie (right, another visitor's, forged, none), address
// and body, with the limits of decision 028 reached along the way (some counters start at their
// limit). Whatever arrives: never a 5xx, and every 429 says when to come back.
// tests/integration/fuzz-gallery-downloads.test.ts runs a sample on every `npm test`;
// tests/slow/fuzz-gallery-downloads.test.ts the full run.

export function defineGalleryFuzz(runs: number) {
  describe("client gallery endpoints under generated requests", () => {
    let server: TestServer;
    let app: AppDatabase;

    beforeAll(async () => {
      forgetAppSecretsForTests();
      server = await startServer({ TRUST_PROXY: "true" });
      app = openDatabase(server.databaseUrl);
    }, 90_000);
    afterAll(async () => {
      await app?.db.destroy();
      await server?.stop();
      forgetAppSecretsForTests();
    });

    it(`answers ${runs} generated requests without a 5xx, the limits included`, { timeout: 600_000 }, async () => {
      const gallery = await publishedGallery(app);
      const store = fileOriginals(server);
      const items = [
        (await addOriginal(app, store, gallery.id, { filename: "gps.jpg", bytes: await cameraPhoto("jpeg") })).itemId,
        (await addOriginal(app, store, gallery.id, { filename: "plain.jpg", bytes: await photo({ seed: 41 }) })).itemId,
      ];
      const cookies = [
        await visitorCookie(app, gallery),
        await visitorCookie(app, gallery, new Date(Date.now() - 1_000)),
        `gallery_${gallery.id}=1.${"A".repeat(43)}`,
        "",
      ];
      // One address already at each limit this hour (and the next, should the hour turn meanwhile).
      const now = Math.floor(Date.now() / 1000);
      for (const [kind, limit] of Object.entries(CLIENT_LIMITS)) {
        for (const start of [
          now - (now % limit.windowSeconds),
          now - (now % limit.windowSeconds) + limit.windowSeconds,
        ]) {
          await app.db
            .insertInto("rate_limits")
            .values({ key: `gallery-${kind}-address:10.9.9.9`, window_start: start, hits: limit.perAddress })
            .execute();
        }
      }

      const text = fc.oneof(
        fc.string({ maxLength: 30 }),
        fc.constantFrom("", "web", "full", "-1", "0", "1e9", "%00", "../../etc/passwd", "💍".repeat(20)),
      );
      const path = fc.oneof(
        fc
          .tuple(fc.oneof(fc.constantFrom(...items.map(String)), text), fc.oneof(fc.constantFrom("web", "full"), text))
          .map(([id, size]) => `/download/${encodeURIComponent(id)}?size=${encodeURIComponent(size)}`),
        fc
          .oneof(fc.constantFrom("web", "full"), text)
          .map((size) => `/download/all.zip?size=${encodeURIComponent(size)}`),
        text.map((set) => `/download/set/${encodeURIComponent(set)}.zip`),
        fc.constant("/favourites"),
      );
      const range = fc.oneof(
        fc.constant(undefined),
        fc.tuple(fc.nat(5_000_000), fc.nat(5_000_000)).map(([a, b]) => `bytes=${a}-${b}`),
        fc.nat(5_000).map((n) => `bytes=-${n}`),
        fc.constantFrom("bytes=0-", "bytes=1-2,5-9", "bytes=x-y", "items=0-1", "bytes=99999999999999999999-"),
      );
      const form = fc.record(
        {
          intent: fc.oneof(fc.constantFrom("submit", "submit", "heart", "note", "rename"), text),
          person: fc.oneof(fc.constantFrom("Anna", "Ben"), text),
          itemId: fc.oneof(fc.constantFrom(...items.map(String)), text),
          on: fc.constantFrom("true", "false"),
          note: text,
        },
        { requiredKeys: [] },
      );
      const request = fc.record({
        method: fc.oneof(
          { weight: 6, arbitrary: fc.constant("GET") },
          fc.constantFrom("HEAD", "POST", "PUT", "DELETE"),
        ),
        path,
        range,
        ifRange: fc.option(fc.oneof(fc.constant(`"x"`), text), { nil: undefined }),
        cookie: fc.constantFrom(...cookies),
        address: fc.constantFrom("10.9.9.9", "10.9.9.10", "2001:db8::1"),
        form,
      });

      const statuses = new Map<number, number>();
      await fc.assert(
        fc.asyncProperty(request, async (r) => {
          const headers: Record<string, string> = { "x-forwarded-for": r.address };
          if (r.cookie) headers.cookie = r.cookie;
          if (r.range) headers.range = r.range;
          if (r.ifRange !== undefined) headers["if-range"] = r.ifRange.replace(/[^\x20-\x7e]/g, "?");
          const withBody = r.method === "POST" || r.method === "PUT";
          if (withBody) headers["content-type"] = "application/x-www-form-urlencoded";
          const res = await fetch(`${server.url}/g/${gallery.slug}${r.path}`, {
            method: r.method,
            headers,
            body: withBody ? new URLSearchParams(r.form as Record<string, string>) : undefined,
            redirect: "manual",
          });
          await res.arrayBuffer();
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          expect(res.status, `${r.method} ${r.path}`).toBeLessThan(500);
          if (res.status === 429) expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
        }),
        { numRuns: runs },
      );
      // The limits were met, not only passed by.
      expect(statuses.get(429) ?? 0).toBeGreaterThan(0);
      expect(statuses.get(200) ?? 0).toBeGreaterThan(0);
    });
  });
}
