import crypto from "node:crypto";
import fc from "fast-check";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type AppDatabase } from "~/server/db/db.server";
import { enquiriesRepository } from "~/server/enquiries/enquiries-repository.server";
import { createOrder } from "~/server/orders/order-writes.server";
import { testimonialsRepository } from "~/server/testimonials/testimonials-repository.server";
import { rawRequest } from "../helpers/raw-http";
import { startServer, type TestServer } from "../helpers/server";
import { createAdminAccount, csrfFrom, signIn } from "./admin-client";

// Property-based tests of every endpoint that takes a body, against the real built server: random
// JSON, wrong types, huge and unicode strings, missing and extra fields, wrong content types and
// methods. Whatever arrives: never a 5xx, every refusal explains itself (JSON with an "error", or
// the admin page's own error), and a refused request stores nothing. tests/integration runs a
// small sample on every `npm test`; tests/slow/fuzz-{public,admin}.test.ts run over 10,000.

export interface FuzzRuns {
  /** Per JSON endpoint (send-contact-email, create-payment, submit-testimonial). */
  json: number;
  /** Per webhook configuration (with and without a secret). */
  webhook: number;
  signIn: number;
  adminForms: number;
}

/** The full run of tests/slow/fuzz-{public,admin}.test.ts: 11,100 generated requests (and FULL_GALLERY_RUNS' 1,500). */
export const FULL_RUNS: FuzzRuns = { json: 2400, webhook: 900, signIn: 300, adminForms: 1800 };

/** Every request sent, across all suites of this process (the slow run reports the total). */
export const fuzzTally = { requests: 0 };

/** Header values are bytes: any Latin-1 text. */
const latin1 = fc.string({
  unit: fc
    .oneof(fc.integer({ min: 0x21, max: 0x7e }), fc.integer({ min: 0xa1, max: 0xff }))
    .map((c) => String.fromCharCode(c)),
  minLength: 1,
  maxLength: 200,
});

// ---- generators ----------------------------------------------------------------------------

const nastyStrings = [
  "",
  " ",
  "\u0000",
  "\uD800",
  "\u202Eevil",
  "é".repeat(43),
  "💍👰🏽‍♀️".repeat(50),
  "<script>alert(1)</script>",
  "'; DROP TABLE enquiries; --",
  "__proto__",
  "constructor",
  "NaN",
  "-1",
  "1e309",
  "%",
  "%E0%A4%A",
  "../../etc/passwd",
];

export const text = fc.oneof(
  { weight: 4, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 2, arbitrary: fc.constantFrom(...nastyStrings) },
  // Huge: up to 100,000 characters (past every body limit at the top).
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.integer({ min: 1, max: 5 }), fc.constantFrom("x", "é", "💍"))
      .map(([n, c]) => c.repeat(10 ** n)),
  },
);

export const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: text },
  { weight: 2, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.array(text, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), text, { maxKeys: 3 }) },
);

/** An object with some of the endpoint's fields (any type), some valid ones, and extra fields. */
export function objectFor(fields: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<Record<string, unknown>> {
  const keys = Object.keys(fields);
  const mixed = Object.fromEntries(keys.map((k) => [k, fc.oneof(fields[k]!, anyValue)]));
  return fc
    .tuple(
      fc.record(mixed, { requiredKeys: [] }),
      fc.dictionary(
        fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom("__proto__", "kind", "id", "approved")),
        anyValue,
        {
          maxKeys: 3,
        },
      ),
    )
    .map(([known, extra]) => ({ ...extra, ...known }));
}

const contentTypes = fc.constantFrom(
  "application/json",
  "application/json",
  "application/json",
  "application/json; charset=utf-8",
  "APPLICATION/JSON",
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=fuzz",
  "application/json-patch+json",
  "",
);

export const methods = fc.oneof(
  { weight: 12, arbitrary: fc.constant("POST") },
  { weight: 1, arbitrary: fc.constantFrom("GET", "HEAD", "PUT", "PATCH", "DELETE", "OPTIONS") },
);

/** The raw body: a serialised object, random JSON, broken JSON or plain garbage. */
function bodyFrom(object: fc.Arbitrary<Record<string, unknown>>): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 8, arbitrary: object.map((o) => JSON.stringify(o)) },
    { weight: 2, arbitrary: fc.json({ maxDepth: 3 }) },
    { weight: 1, arbitrary: object.map((o) => JSON.stringify(o).slice(0, -1)) },
    { weight: 1, arbitrary: text },
  );
}

export interface FuzzRequest {
  method: string;
  contentType: string;
  body: string;
}

export const requestFor = (object: fc.Arbitrary<Record<string, unknown>>): fc.Arbitrary<FuzzRequest> =>
  fc.record({ method: methods, contentType: contentTypes, body: bodyFrom(object) });

// ---- the site's own shapes -------------------------------------------------------------------

export const email = fc.oneof(
  fc.constantFrom("ana@example.com", "a@b.co", "not-an-email", "x@y"),
  fc.emailAddress(),
  text,
);

const contactFields = {
  name: fc.oneof(fc.constant("Ana"), text),
  email,
  date: text,
  location: text,
  message: fc.oneof(fc.constant("Hello, we are getting married."), text),
  phone: text,
  sessionType: fc.oneof(fc.constantFrom("wedding", "family", "engagement"), text),
  dateTimeframe: text,
  howDidYouFind: text,
  story: text,
  additionalNotes: text,
  company_website: fc.oneof(fc.constant(""), text),
};

const cartItem = fc.record(
  {
    id: fc.oneof(fc.constantFrom("pink-peonies-8x10", "tulip-print-11x14", "nope"), text),
    title: text,
    size: fc.oneof(fc.constantFrom("8x10", "11x14"), text),
    price: fc.oneof(fc.constantFrom("$45.00", "$0.01", "-$5"), text, fc.integer()),
    image: text,
    quantity: fc.oneof(fc.integer({ min: -3, max: 12 }), fc.double(), text),
  },
  { requiredKeys: [] },
);
const paymentFields = {
  items: fc.oneof(fc.array(fc.oneof(cartItem, anyValue), { maxLength: 4 }), anyValue),
  customerEmail: fc.oneof(fc.constant(null), email),
};

const reviewFields = {
  bride_name: fc.oneof(fc.constant("Ana"), text),
  groom_name: fc.oneof(fc.constant("Ben"), text),
  review_text: fc.oneof(fc.constant("A wonderful day."), text),
  rating: fc.oneof(fc.integer({ min: -1, max: 7 }), fc.double(), text),
  company_website: fc.oneof(fc.constant(""), text),
};

// ---- checks ----------------------------------------------------------------------------------

const TABLES = [
  "enquiries",
  "testimonials",
  "orders",
  "order_lines",
  "outbox",
  "admin_sessions",
  "admin_users",
  "activity_log",
];

export async function counts(database: AppDatabase): Promise<Record<string, number>> {
  const selects = TABLES.map((t) => sql`(select count(*) from ${sql.table(t)})`.as(t));
  const row = (await database.db.selectNoFrom(selects).executeTakeFirstOrThrow()) as Record<string, unknown>;
  return Object.fromEntries(TABLES.map((t) => [t, Number(row[t])]));
}

export interface Sent {
  status: number;
  type: string;
  body: string;
  retryAfter: string | null;
}

/** Sends one generated request; from a chosen 127.0.0.x address when `from` is given (decision 015). */
export async function send(
  url: string,
  request: FuzzRequest,
  headers: Record<string, string> = {},
  from?: string,
): Promise<Sent> {
  const noBody = request.method === "GET" || request.method === "HEAD";
  fuzzTally.requests += 1;
  const allHeaders = { ...(request.contentType ? { "content-type": request.contentType } : {}), ...headers };
  if (from) {
    const res = await rawRequest(url, {
      method: request.method,
      headers: allHeaders,
      body: noBody ? undefined : request.body,
      localAddress: from,
    });
    const retryAfter = res.headers["retry-after"];
    return {
      status: res.status,
      type: res.headers["content-type"] ?? "",
      body: res.body,
      retryAfter: typeof retryAfter === "string" ? retryAfter : null,
    };
  }
  const res = await fetch(url, {
    method: request.method,
    redirect: "manual",
    headers: allHeaders,
    body: noBody ? undefined : request.body,
  });
  return {
    status: res.status,
    type: res.headers.get("content-type") ?? "",
    body: await res.text(),
    retryAfter: res.headers.get("retry-after"),
  };
}

/** The common promises: no 5xx; a JSON refusal names its error; a refusal stores nothing. */
export function expectJsonAnswer(sent: Sent, request: FuzzRequest, label: string) {
  expect(sent.status, `${label} ${request.method} ${request.contentType} ${request.body.slice(0, 200)}`).toBeLessThan(
    500,
  );
  if (sent.status >= 400 && request.method !== "HEAD") {
    expect(sent.type, label).toMatch(/^application\/json/);
    const parsed = JSON.parse(sent.body) as { error?: unknown };
    expect(typeof parsed.error, `${label}: ${sent.body.slice(0, 200)}`).toBe("string");
  }
}

export function expectNothingStored(before: Record<string, number>, after: Record<string, number>, label: string) {
  expect(after, `${label}: a refused request changed the database`).toEqual(before);
}

/** An order for one 8x10 Pink Peonies print, as a checkout would store it. */
function onePrintOrder(database: AppDatabase, paymentProvider: "stripe" | "test") {
  const line = { cartId: "pink-peonies-8x10", title: "Pink Peonies", size: "8x10", unitCents: 4500, quantity: 1 };
  return createOrder(
    {
      lines: [{ ...line, note: null }],
      paymentProvider,
      accessToken: crypto.randomBytes(24).toString("base64url"),
    },
    database.db,
  );
}

// ---- the suites ------------------------------------------------------------------------------

/**
 * "public": the three JSON endpoints and the Stripe webhook with and without a secret; "admin": the
 * sign-in form and every admin form. Each part is a file of its own in the slow run, so the two run
 * side by side, each against its own server and database (the "stores nothing" check counts rows).
 */
export type FuzzPart = "public" | "admin";

export function defineFuzzSuites(runs: FuzzRuns, parts: readonly FuzzPart[] = ["public", "admin"]) {
  let server: TestServer;
  let database: AppDatabase;
  beforeAll(async () => {
    // Limits raised, not dodged: every request comes from this one address. The limits at their
    // defaults are fuzzed from many addresses in fuzz-gallery-access.ts.
    server = await startServer({
      RATE_LIMIT_MAX: "1000000000",
      PAYMENT_RATE_LIMIT_MAX: "1000000000",
      SIGN_IN_RATE_LIMIT_MAX: "1000000000",
    });
    database = openDatabase(server.databaseUrl);
  });
  afterAll(async () => {
    await database?.db.destroy();
    await server?.stop();
  });

  if (parts.includes("public")) {
    const jsonEndpoints: Array<[string, Record<string, fc.Arbitrary<unknown>>]> = [
      ["/functions/v1/send-contact-email", contactFields],
      ["/functions/v1/create-payment", paymentFields],
      ["/functions/v1/submit-testimonial", reviewFields],
    ];

    describe.each(jsonEndpoints)("POST %s", (path, fields) => {
      it(`survives ${runs.json} generated requests`, { timeout: 600_000 }, async () => {
        await fc.assert(
          fc.asyncProperty(requestFor(objectFor(fields)), async (request) => {
            const before = await counts(database);
            const sent = await send(server.url + path, request);
            expectJsonAnswer(sent, request, path);
            if (sent.status >= 300) expectNothingStored(before, await counts(database), path);
          }),
          { numRuns: runs.json },
        );
      });
    });

    describe("the Stripe webhook without a secret (test payments)", () => {
      it(`refuses ${runs.webhook} generated requests with a 4xx`, { timeout: 600_000 }, async () => {
        await fc.assert(
          fc.asyncProperty(
            requestFor(objectFor({ type: text, data: anyValue })),
            latin1,
            async (request, signature) => {
              const before = await counts(database);
              const sent = await send(server.url + "/api/webhooks/stripe", request, { "stripe-signature": signature });
              expectJsonAnswer(sent, request, "webhook");
              // OPTIONS is answered 204 with the allowed methods; everything else is refused.
              if (request.method !== "OPTIONS") expect(sent.status).toBeGreaterThanOrEqual(400);
              expectNothingStored(before, await counts(database), "webhook");
            },
          ),
          { numRuns: runs.webhook },
        );
      });
    });

    describe("the Stripe webhook with a secret", () => {
      const secret = "whsec_fuzz_" + crypto.randomBytes(8).toString("hex");
      let stripeServer: TestServer;
      let stripeDb: AppDatabase;
      let orderIds: number[] = [];
      beforeAll(async () => {
        stripeServer = await startServer({
          PAYMENTS_PROVIDER: "stripe",
          STRIPE_SECRET_KEY: "sk_test_fuzz",
          STRIPE_WEBHOOK_SECRET: secret,
          STRIPE_API_BASE: "http://127.0.0.1:9",
        });
        stripeDb = openDatabase(stripeServer.databaseUrl);
        for (let i = 0; i < 3; i++) {
          const order = await onePrintOrder(stripeDb, "stripe");
          orderIds.push(order.id);
        }
      });
      afterAll(async () => {
        await stripeDb?.db.destroy();
        await stripeServer?.stop();
        orderIds = [];
      });

      const event = fc.record(
        {
          id: text,
          object: fc.constant("event"),
          type: fc.oneof(
            fc.constantFrom(
              "checkout.session.completed",
              "checkout.session.async_payment_succeeded",
              "checkout.session.async_payment_failed",
              "checkout.session.expired",
            ),
            text,
          ),
          data: fc.oneof(
            fc.record(
              {
                object: objectFor({
                  id: fc.oneof(fc.constant("cs_test_1"), text),
                  payment_status: fc.oneof(fc.constantFrom("paid", "unpaid", "no_payment_required"), text),
                  amount_total: fc.oneof(fc.constantFrom(4500, 4501, 0), fc.integer(), text),
                  currency: fc.oneof(fc.constantFrom("usd", "eur"), text),
                  metadata: fc.oneof(
                    fc.record({
                      order_id: fc.oneof(fc.constantFrom("1", "2", "3", "0", "-1", "99999999999999999999"), text),
                    }),
                    anyValue,
                  ),
                  customer_details: fc.oneof(fc.record({ email: fc.oneof(email, anyValue), name: anyValue }), anyValue),
                  customer_email: fc.oneof(email, anyValue),
                  collected_information: anyValue,
                  shipping_details: fc.oneof(
                    fc.record({
                      name: anyValue,
                      address: fc.oneof(fc.record({ line1: anyValue, city: anyValue }), anyValue),
                    }),
                    anyValue,
                  ),
                }),
              },
              { requiredKeys: [] },
            ),
            anyValue,
          ),
        },
        { requiredKeys: [] },
      );

      it(`answers ${runs.webhook} generated events, signed and not, without a 5xx`, { timeout: 600_000 }, async () => {
        await fc.assert(
          fc.asyncProperty(
            event,
            fc.constantFrom("signed", "signed", "signed", "unsigned", "wrong-secret", "stale"),
            methods,
            async (payload, signing, method) => {
              const body = JSON.stringify(payload);
              const t = Math.floor(Date.now() / 1000) - (signing === "stale" ? 3600 : 0);
              const key = signing === "wrong-secret" ? "whsec_other" : secret;
              const v1 = crypto.createHmac("sha256", key).update(`${t}.${body}`).digest("hex");
              const headers: Record<string, string> =
                signing === "unsigned" ? {} : { "stripe-signature": `t=${t},v1=${v1}` };
              const request = { method, contentType: "application/json", body };
              const before = await counts(stripeDb);
              const sent = await send(stripeServer.url + "/api/webhooks/stripe", request, headers);
              expectJsonAnswer(sent, request, "signed webhook");
              // No event creates an order or an order line; only signed ones may change one.
              const after = await counts(stripeDb);
              expect(after.orders).toBe(before.orders);
              expect(after.order_lines).toBe(before.order_lines);
              if (signing !== "signed" || sent.status >= 400) expectNothingStored(before, after, "webhook");
            },
          ),
          { numRuns: runs.webhook },
        );
      });
    });
  }

  if (parts.includes("admin")) {
    describe("admin", () => {
      let session: { cookie: string; csrf: string };
      let ids: { testimonial: number; enquiry: number; order: number };
      beforeAll(async () => {
        expect((await createAdminAccount(server.databaseUrl)).code).toBe(0);
        session = await signIn(server.url);
        const testimonial = await testimonialsRepository(database.db).submit({
          brideName: "Ana",
          groomName: "Ben",
          reviewText: "Lovely day.",
          rating: 5,
        });
        const enquiry = await enquiriesRepository(database.db).create({
          kind: "contact",
          name: "Cleo",
          email: "cleo@example.com",
          message: "Hello there",
        });
        const order = await onePrintOrder(database, "test");
        ids = { testimonial: testimonial.id, enquiry: enquiry.id, order: order.id };
      });

      const formFields = {
        email,
        password: text,
        next: fc.oneof(fc.constantFrom("/admin", "//evil.example", "https://evil.example", "/admin/orders"), text),
      };

      it(`sign-in survives ${runs.signIn} generated forms`, { timeout: 600_000 }, async () => {
        const page = await fetch(server.url + "/admin/sign-in");
        const cookie = page.headers
          .getSetCookie()
          .map((c) => c.split(";")[0])
          .join("; ");
        const csrf = csrfFrom(await page.text());
        await fc.assert(
          fc.asyncProperty(
            objectFor(formFields),
            fc.constantFrom("valid", "valid", "missing", "wrong", "no-cookie"),
            fc.constantFrom(
              "application/x-www-form-urlencoded",
              "multipart/form-data",
              "application/json",
              "text/plain",
              "",
            ),
            methods,
            async (fields, token, contentType, method) => {
              const values = Object.fromEntries(
                Object.entries(fields).map(([k, v]) => [k, typeof v === "string" ? v : (JSON.stringify(v) ?? "")]),
              );
              if (token === "valid" || token === "no-cookie") values.csrf = csrf;
              if (token === "wrong") values.csrf = "é".repeat(csrf.length);
              const request = encodeForm(method, contentType, values);
              const before = await counts(database);
              const sent = await send(server.url + "/admin/sign-in", request, token === "no-cookie" ? {} : { cookie });
              expectPageAnswer(sent, request, "sign-in");
              expectNothingStored(before, await counts(database), "sign-in");
            },
          ),
          { numRuns: runs.signIn },
        );
      });

      const adminPaths = () => [
        "/admin?index",
        "/admin",
        `/admin/enquiries/${ids.enquiry}`,
        `/admin/testimonials/${ids.testimonial}`,
        `/admin/testimonials/${ids.testimonial}/delete`,
        `/admin/orders/${ids.order}`,
        "/admin/enquiries/abc",
        "/admin/testimonials/-1",
        "/admin/orders/99999999999999999999",
        "/admin/testimonials/1e3/delete",
        "/admin/orders/%00",
        "/admin/home",
        "/admin/home-photos",
        "/admin/design-photos",
        "/admin/site-settings",
        "/admin/blog",
        "/admin/investment",
      ];
      const adminFields = {
        intent: fc.oneof(
          fc.constantFrom(
            "retry-mail",
            "handle",
            "reopen",
            "approve",
            "hide",
            "edit",
            "photo",
            "remove-photo",
            "pin",
            "unpin",
            "status",
            "delete",
            "preview",
            "add:venues",
            "remove:venues.0",
            "up:venues.1.photos.0",
            "down:weddingPackages.0",
            "remove:weddingAddOns.99",
            "add:travelNotes",
            "save",
            "add",
            "up-0",
            "use-0",
            "remove-0",
          ),
          text,
        ),
        mailId: fc.oneof(fc.constantFrom("1", "0", "-1", "abc"), text),
        category: fc.oneof(fc.constantFrom("wedding", "life"), text),
        brideName: text,
        groomName: text,
        reviewText: text,
        rating: fc.oneof(fc.constantFrom("1", "5", "6", "0"), text),
        position: text,
        order: text,
        status: fc.oneof(fc.constantFrom("paid", "shipped", "refunded", "failed", "pending"), text),
        trackingUrl: fc.oneof(fc.constantFrom("https://track.example/1", "javascript:alert(1)"), text),
        confirm: fc.oneof(fc.constant("yes"), text),
        // The content editors (issue 18): every field of both, versions stale, absurd or missing.
        version: fc.oneof(fc.constantFrom("1", "2", "0", "-1", "1.5", "abc", "9007199254740993"), text),
        siteName: text,
        contactEmail: fc.oneof(fc.constantFrom("a@b.co", "no-at-sign"), text),
        socialUrl: fc.oneof(fc.constantFrom("https://x.example/", "javascript:alert(1)"), text),
        socialLabel: text,
        bookingUrl: fc.oneof(fc.constantFrom("https://x.example/", "data:text/html,x"), text),
        welcomeVideoUrl: fc.oneof(fc.constantFrom("https://player.vimeo.com/video/1", "http://evil.test/"), text),
        notice0Heading: text,
        notice0Detail: text,
        aboutText: fc.oneof(fc.constantFrom("*hi* [x](javascript:alert(1))", "<b>x</b>"), text),
        basedIn: text,
        serviceArea: text,
        // The blog and investment editors (decision 024): path-named fields, absurd indices too.
        title: text,
        intro: fc.oneof(fc.constantFrom("# big", "<script>x</script>", "[x](javascript:alert(1))"), text),
        heroPhotoId: fc.oneof(fc.constantFrom("1", "0", "-1", "99999999999"), text),
        "venues.0.name": text,
        "venues.0.photos.0.photoId": fc.oneof(fc.constantFrom("1", "abc"), text),
        "venues.59.text": text,
        "venues.999.name": text,
        "weddingPackages.0.price": fc.oneof(fc.constantFrom("4,000", "-1", "1e9", "$1,000,000.01"), text),
        "weddingAddOns.0.priceIsFrom": text,
        travelNotes: text,
        // The home photos editor: which list, how many rows, a row's fields, the picker.
        list: fc.oneof(fc.constantFrom("hero", "featured", "about"), text),
        count: fc.oneof(fc.constantFrom("0", "1", "6", "11", "-1", "1e9"), text),
        "photo-0": fc.oneof(fc.constantFrom("1", "0", "99999999", "abc"), text),
        "alt-0": text,
        "name-0": text,
        "link-0": fc.oneof(fc.constantFrom("https://x.example.org/", "javascript:alert(1)"), text),
        "logo-0": fc.oneof(
          fc.constantFrom("bundled:site/featured/desert-bride-journal", "library:1", "bundled:../x"),
          text,
        ),
        pick: fc.oneof(fc.constantFrom("1", "library:2", "bundled:site/featured/valley-family-living"), text),
      };

      it(`every admin form survives ${runs.adminForms} generated submissions`, { timeout: 600_000 }, async () => {
        await fc.assert(
          fc.asyncProperty(
            fc.constantFrom(...adminPaths()),
            objectFor(adminFields),
            fc.constantFrom("valid", "valid", "valid", "missing", "wrong", "no-session"),
            fc.constantFrom(
              "application/x-www-form-urlencoded",
              "multipart/form-data",
              "application/json",
              "text/plain",
            ),
            methods,
            fc.option(fc.uint8Array({ maxLength: 2048 }), { nil: undefined }),
            async (path, fields, token, contentType, method, photo) => {
              const values = Object.fromEntries(
                Object.entries(fields).map(([k, v]) => [k, typeof v === "string" ? v : (JSON.stringify(v) ?? "")]),
              );
              if (token !== "missing") values.csrf = token === "wrong" ? "é".repeat(session.csrf.length) : session.csrf;
              const request = encodeForm(method, contentType, values, photo);
              const before = await counts(database);
              const sent = await send(
                server.url + path,
                request,
                token === "no-session" ? {} : { cookie: session.cookie },
              );
              expectPageAnswer(sent, request, path);
              const after = await counts(database);
              // Admin forms never create enquiries, reviews or orders, and never sign anyone in.
              for (const table of [
                "enquiries",
                "testimonials",
                "orders",
                "order_lines",
                "admin_sessions",
                "admin_users",
              ]) {
                expect(after[table], `${path} ${table}`).toBeLessThanOrEqual(before[table]!);
              }
              if (sent.status >= 400) expectNothingStored(before, after, path);
            },
          ),
          { numRuns: runs.adminForms },
        );
      });
    });
  }
}

/** A form body in the requested encoding (a multipart body built by the platform, with a boundary). */
export function encodeForm(
  method: string,
  contentType: string,
  values: Record<string, string>,
  photo?: Uint8Array,
): FuzzRequest {
  if (contentType === "multipart/form-data") {
    const boundary = "----fuzz" + crypto.randomBytes(8).toString("hex");
    const parts = Object.entries(values).map(
      ([k, v]) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${k.replace(/["\r\n]/g, "_")}"\r\n\r\n${v}\r\n`,
    );
    if (photo) {
      parts.push(
        `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="p.jpg"\r\nContent-Type: image/jpeg\r\n\r\n` +
          Buffer.from(photo).toString("latin1") +
          "\r\n",
      );
    }
    return {
      method,
      contentType: `multipart/form-data; boundary=${boundary}`,
      body: parts.join("") + `--${boundary}--\r\n`,
    };
  }
  if (contentType === "application/json") return { method, contentType, body: JSON.stringify(values) };
  return { method, contentType, body: new URLSearchParams(values).toString() };
}

/** A page's answer: no 5xx; a refusal is the page's own (HTML, or JSON for the 405 of JSON routes). */
export function expectPageAnswer(sent: Sent, request: FuzzRequest, label: string) {
  expect(sent.status, `${label} ${request.method} ${request.contentType} ${request.body.slice(0, 300)}`).toBeLessThan(
    500,
  );
  if (sent.status >= 400 && request.method !== "HEAD") {
    expect(sent.body, label).not.toContain("Unexpected Server Error");
    expect(sent.body.length, label).toBeGreaterThan(0);
  }
}
