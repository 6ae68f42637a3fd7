import crypto from "node:crypto";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type AppDatabase } from "~/server/db/db.server";
import { grantAccessCookie } from "~/server/galleries/access-cookie.server";
import { forgetAppSecretsForTests } from "~/server/galleries/app-secret.server";
import { WRONG_CODES_BEFORE_PAUSE } from "~/server/galleries/code-guard.server";
import { createGallery } from "~/server/galleries/galleries.server";
import { rawRequest, setCookies } from "../helpers/raw-http";
import { startServer, type TestServer } from "../helpers/server";
import { csrfFrom } from "./admin-client";
import {
  anyValue,
  counts,
  email,
  encodeForm,
  expectJsonAnswer,
  expectNothingStored,
  expectPageAnswer,
  methods,
  objectFor,
  send,
  text,
  type FuzzPart,
} from "./fuzz-harness";
import { insertGalleryPhotoRow } from "./media-helpers";

// Property-based tests of the limits of issue 26 at their defaults, sent from many addresses
// (127.0.0.x, decision 015): the gallery code form under its per-address and per-gallery limits,
// checkout with gallery print lines (with and without the gallery's cookie), and the sign-in
// form under its per-address limit. Whatever arrives: never a 5xx, a 429 says when to come back,
// a stranger never learns a gallery's title and never orders one of its photos.

export interface GalleryFuzzRuns {
  codeForm: number;
  galleryCheckout: number;
  signIn: number;
}

/** The full run of tests/slow/fuzz-{public,admin}.test.ts. */
export const FULL_GALLERY_RUNS: GalleryFuzzRuns = { codeForm: 600, galleryCheckout: 600, signIn: 300 };

const CODE = "482193";
const TITLE = "The Fuzzed Family";
/** A pool of visitors: enough to pass the per-address throttle and reach the per-gallery limit. */
const address = fc.integer({ min: 1, max: 60 }).map((n) => `127.0.5.${n}`);
const formTypes = fc.constantFrom(
  "application/x-www-form-urlencoded",
  "application/x-www-form-urlencoded",
  "multipart/form-data",
  "application/json",
  "text/plain",
);
const asStrings = (fields: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(fields).map(([k, v]) => [k, typeof v === "string" ? v : (JSON.stringify(v) ?? "")]),
  );

/** A published gallery taking prints, with one photo: its slug, print key, item id and a cookie. */
async function galleryFixture(database: AppDatabase) {
  const gallery = await createGallery(database.db, {
    title: TITLE,
    clientName: "Fuzz Client",
    clientEmail: "fuzz@example.com",
    sessionDate: null,
    accessCode: CODE,
    expiresOn: null,
  });
  await database.db
    .updateTable("galleries")
    .set({ published_at: new Date(), prints_allowed: true })
    .where("id", "=", gallery.id)
    .execute();
  const sha256 = crypto.randomBytes(32).toString("hex");
  const photoId = await insertGalleryPhotoRow(database.db, {
    sha256,
    md5: sha256.slice(0, 32),
    filename: "f.jpg",
    bytes: 1,
  });
  const row = await database.db
    .insertInto("gallery_photos")
    .values({ gallery_id: gallery.id, photo_id: photoId, set_id: null, position: 0 })
    .returning("id")
    .executeTakeFirstOrThrow();
  const { print_key } = await database.db
    .selectFrom("gallery_photos")
    .select("print_key")
    .where("id", "=", Number(row.id))
    .executeTakeFirstOrThrow();
  const cookie = (await grantAccessCookie(database, gallery)).split(";")[0]!;
  return { gallery, itemId: Number(row.id), printKey: print_key, cookie };
}

const guessingMails = async (database: AppDatabase, galleryId: number) =>
  (
    await database.db
      .selectFrom("outbox")
      .select("id")
      .where("kind", "=", "gallery-code-guessing")
      .where("related_id", "=", galleryId)
      .execute()
  ).length;

export function defineGalleryAccessFuzz(runs: GalleryFuzzRuns, parts: readonly FuzzPart[] = ["public", "admin"]) {
  if (parts.includes("public")) {
    describe("gallery access at its default limits", () => {
      let server: TestServer;
      let database: AppDatabase;
      let open: Awaited<ReturnType<typeof galleryFixture>>;
      let paused: Awaited<ReturnType<typeof galleryFixture>>;
      beforeAll(async () => {
        forgetAppSecretsForTests();
        // Checkout's own per-address limit raised: these runs are about the gallery lines.
        server = await startServer({ PAYMENT_RATE_LIMIT_MAX: "1000000000" });
        database = openDatabase(server.databaseUrl);
        open = await galleryFixture(database);
        paused = await galleryFixture(database);
        // One gallery already guessed at from 30 addresses: its form is paused for the whole run.
        for (let i = 0; i < WRONG_CODES_BEFORE_PAUSE; i++) {
          const res = await rawRequest(`${server.url}/g/${paused.gallery.slug}`, {
            method: "POST",
            localAddress: `127.0.6.${i + 1}`,
            headers: { "content-type": "application/x-www-form-urlencoded" },
            body: `code=${100000 + i}`,
          });
          expect(res.status).toBe(400);
        }
      });
      afterAll(async () => {
        await database?.db.destroy();
        await server?.stop();
        forgetAppSecretsForTests();
      });

      it(
        `the code form answers ${runs.codeForm} generated forms from many addresses without a 5xx`,
        { timeout: 600_000 },
        async () => {
          const code = fc.oneof(
            fc.constantFrom(CODE, ` ${CODE.slice(0, 3)} ${CODE.slice(3)} `, "4821", "000000", "123456789", ""),
            fc.stringMatching(/^[0-9]{1,10}$/),
            text,
          );
          await fc.assert(
            fc.asyncProperty(
              fc.constantFrom(open, paused),
              objectFor({ code }),
              formTypes,
              methods,
              fc.boolean(),
              address,
              async (target, fields, contentType, method, withCookie, from) => {
                const request = encodeForm(method, contentType, asStrings(fields));
                const before = await counts(database);
                const sent = await send(
                  `${server.url}/g/${target.gallery.slug}`,
                  request,
                  withCookie ? { cookie: target.cookie } : {},
                  from,
                );
                expectPageAnswer(sent, request, "code form");
                if (sent.status === 429) expect(Number(sent.retryAfter), sent.body.slice(0, 200)).toBeGreaterThan(0);
                // The paused gallery checks no code, the right one included: only its cookie opens it.
                if (target === paused && method === "POST" && !withCookie) expect(sent.status).not.toBe(303);
                // Nothing is stored, but for the photographer's one mail when a gallery is paused.
                const after = await counts(database);
                expectNothingStored({ ...before, outbox: 0 }, { ...after, outbox: 0 }, "code form");
              },
            ),
            {
              numRuns: runs.codeForm,
              // Always among the runs: the right code, to the open gallery and to the paused one.
              examples: [
                [open, { code: CODE }, "application/x-www-form-urlencoded", "POST", false, "127.0.5.61"],
                [paused, { code: CODE }, "application/x-www-form-urlencoded", "POST", false, "127.0.5.62"],
              ],
            },
          );
          expect(await guessingMails(database, paused.gallery.id)).toBe(1);
          expect(await guessingMails(database, open.gallery.id)).toBeLessThanOrEqual(1);
        },
      );

      it(
        `checkout answers ${runs.galleryCheckout} carts of gallery prints without a 5xx, selling only with the cookie`,
        { timeout: 600_000 },
        async () => {
          const ids = [
            `gallery-${open.printKey}-8x10`,
            `gallery-${open.printKey}-11x14`,
            `gallery-${open.printKey}-9x9`,
            `gallery-${paused.printKey}-8x10`,
            `gallery-${open.itemId}-8x10`,
            `gallery-${"0".repeat(32)}-8x10`,
            `gallery-${open.printKey.toUpperCase()}-8x10`,
            "gallery-",
            "pink-peonies-8x10",
          ];
          const line = fc.record(
            {
              id: fc.oneof(
                { weight: 4, arbitrary: fc.constantFrom(...ids) },
                { weight: 1, arbitrary: fc.stringMatching(/^gallery-[0-9a-fx-]{0,40}$/) },
                { weight: 1, arbitrary: text },
              ),
              quantity: fc.oneof(
                { weight: 4, arbitrary: fc.integer({ min: 0, max: 3 }) },
                { weight: 1, arbitrary: anyValue },
              ),
              title: text,
              price: text,
            },
            { requiredKeys: ["id"] },
          );
          /** Order lines per gallery photo: what each cookie may have bought. */
          const sold = async () => {
            const rows = await database.db
              .selectFrom("order_lines")
              .select("gallery_photo_id")
              .where("gallery_photo_id", "is not", null)
              .execute();
            const of = (itemId: number) => rows.filter((r) => Number(r.gallery_photo_id) === itemId).length;
            return { open: of(open.itemId), paused: of(paused.itemId) };
          };
          const cookies = {
            none: {},
            open: { cookie: open.cookie },
            paused: { cookie: paused.cookie },
            forged: { cookie: `gallery_${open.gallery.id}=1700000000.${"A".repeat(43)}` },
          } as const;
          await fc.assert(
            fc.asyncProperty(
              fc.oneof(
                fc.array(fc.oneof({ weight: 5, arbitrary: line }, { weight: 1, arbitrary: anyValue }), {
                  minLength: 1,
                  maxLength: 4,
                }),
                anyValue,
              ),
              fc.oneof(fc.constant(null), email),
              fc.constantFrom("none", "open", "paused", "forged"),
              fc.oneof({ weight: 9, arbitrary: fc.constant("POST") }, { weight: 1, arbitrary: methods }),
              async (items, customerEmail, cookie, method) => {
                const body = JSON.stringify({ items, customerEmail });
                const request = { method, contentType: "application/json", body };
                const before = await counts(database);
                const soldBefore = await sold();
                const sent = await send(`${server.url}/functions/v1/create-payment`, request, cookies[cookie]);
                expectJsonAnswer(sent, request, "gallery checkout");
                // Never the gallery's title, whatever the cookie: refusals name nothing, an order is a URL.
                expect(sent.body).not.toContain(TITLE);
                if (sent.status >= 300) expectNothingStored(before, await counts(database), "gallery checkout");
                // A gallery's print is sold only with that gallery's own cookie.
                const soldAfter = await sold();
                if (cookie !== "open") expect(soldAfter.open).toBe(soldBefore.open);
                if (cookie !== "paused") expect(soldAfter.paused).toBe(soldBefore.paused);
              },
            ),
            {
              numRuns: runs.galleryCheckout,
              // Always among the runs: the same print without and with its gallery's cookie.
              examples: [
                [[{ id: `gallery-${open.printKey}-8x10`, quantity: 1 }], null, "none", "POST"],
                [[{ id: `gallery-${open.printKey}-8x10`, quantity: 1 }], null, "open", "POST"],
              ],
            },
          );
          expect((await sold()).open).toBeGreaterThan(0);
        },
      );
    });
  }

  if (parts.includes("admin")) {
    describe("sign-in at its default per-address limit", () => {
      let server: TestServer;
      let database: AppDatabase;
      const forms = new Map<string, { cookie: string; csrf: string }>();
      const from = fc.constantFrom("127.0.7.1", "127.0.7.2", "127.0.7.3");
      beforeAll(async () => {
        server = await startServer();
        database = openDatabase(server.databaseUrl);
        for (const local of ["127.0.7.1", "127.0.7.2", "127.0.7.3"]) {
          const page = await rawRequest(`${server.url}/admin/sign-in`, { localAddress: local });
          forms.set(local, { cookie: setCookies(page).join("; "), csrf: csrfFrom(page.body) });
        }
        // One address has used up its allowance already, so the limit is met from the first runs
        // (unless its 10-minute window ends meanwhile: then the runs use it up again).
        const { cookie, csrf } = forms.get("127.0.7.1")!;
        for (let i = 0; i <= 10; i++) {
          await rawRequest(`${server.url}/admin/sign-in`, {
            method: "POST",
            localAddress: "127.0.7.1",
            headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
            body: new URLSearchParams({ csrf, email: `seed-${i}@example.com`, password: "nope" }).toString(),
          });
        }
      });
      afterAll(async () => {
        await database?.db.destroy();
        await server?.stop();
      });

      it(
        `answers ${runs.signIn} generated sign-ins from three addresses without a 5xx`,
        { timeout: 600_000 },
        async () => {
          await fc.assert(
            fc.asyncProperty(
              objectFor({ email, password: text }),
              fc.constantFrom("valid", "valid", "valid", "missing"),
              formTypes,
              methods,
              from,
              async (fields, token, contentType, method, local) => {
                const form = forms.get(local)!;
                const values = asStrings(fields);
                if (token === "valid") values.csrf = form.csrf;
                const request = encodeForm(method, contentType, values);
                const before = await counts(database);
                const sent = await send(`${server.url}/admin/sign-in`, request, { cookie: form.cookie }, local);
                expectPageAnswer(sent, request, "sign-in");
                if (sent.status === 429) expect(Number(sent.retryAfter)).toBeGreaterThan(0);
                expectNothingStored(before, await counts(database), "sign-in");
              },
            ),
            { numRuns: runs.signIn },
          );
        },
      );
    });
  }
}
