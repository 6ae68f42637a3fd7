import http from "node:http";
import Stripe from "stripe";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, expect } from "vitest";
import { openDatabase, type AppDatabase } from "~/server/db/db.server";
import { emptyPostgresDatabase } from "../helpers/databases";
import { startServer, type TestServer } from "../helpers/server";
import { createAdminAccount, signIn, SITE_SETTINGS_FORM } from "./admin-client";

// The shop's checkout against the built server with Stripe standing in on a local port (the shop's
// tax, shipping, coupon and fulfilment tests): every call Stripe receives is kept with its form, a
// coupon and a refund are answered as created and anything else as a Checkout Session; and a server on SQLite or its own
// PostgreSQL database, with her account signed in.

export interface StripeCall {
  path: string;
  form: URLSearchParams;
}

/** A stand-in Stripe API whose session ids start with `cs_test_<name>_`. */
export async function startFakeStripe(name: string) {
  const calls: StripeCall[] = [];
  let count = 0;
  const api = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      calls.push({ path: req.url ?? "", form: new URLSearchParams(body) });
      count += 1;
      res.setHeader("content-type", "application/json");
      if ((req.url ?? "").startsWith("/v1/coupons")) {
        res.end(JSON.stringify({ id: `co_test_${count}`, object: "coupon" }));
        return;
      }
      if ((req.url ?? "").startsWith("/v1/refunds")) {
        const form = new URLSearchParams(body);
        res.end(JSON.stringify({ id: `re_test_${count}`, object: "refund", amount: Number(form.get("amount")) }));
        return;
      }
      const id = `cs_test_${name}_${count}`;
      res.end(JSON.stringify({ id, object: "checkout.session", url: `https://checkout.stripe.test/${id}` }));
    });
  });
  await new Promise<void>((resolve) => api.listen(0, "127.0.0.1", resolve));
  const { port } = api.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    close: () => new Promise((resolve) => api.close(resolve)),
  };
}

/** The built server with Stripe at `stripeUrl`, its database open here, and her session. */
export async function startShopServer(
  kind: string,
  stripe: { url: string; webhookSecret: string },
  extraEnv: Record<string, string> = {},
) {
  const pgDb = kind === "postgres" ? await emptyPostgresDatabase() : undefined;
  const server: TestServer = await startServer({
    ...(pgDb ? { DATABASE_URL: pgDb.url } : {}),
    STRIPE_SECRET_KEY: "sk_test_x",
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    STRIPE_API_BASE: stripe.url,
    SITE_EMAIL: "studio@example.com",
    ...extraEnv,
  });
  const created = await createAdminAccount(server.databaseUrl);
  expect(created.code, created.output).toBe(0);
  const app: AppDatabase = openDatabase(server.databaseUrl);
  const session = await signIn(server.url);
  return {
    server,
    app,
    session,
    /** A form of her admin, posted signed in with its CSRF token; redirects are not followed. */
    postForm: (path: string, fields: Record<string, string>) =>
      fetch(`${server.url}${path}`, {
        method: "POST",
        redirect: "manual",
        headers: { cookie: session.cookie, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ csrf: session.csrf, ...fields }),
      }),
    /**
     * Polls the public page `path` until `done(html)`: the render cache re-renders within about a
     * second of a change; 10 s allows a busy machine (the 2 s budget is npm run bench's).
     */
    async shownWithin(path: string, done: (html: string) => boolean, limitMs = 10_000) {
      const started = Date.now();
      for (;;) {
        if (done(await (await fetch(`${server.url}${path}`)).text())) return;
        if (Date.now() - started > limitMs) throw new Error(`${path} did not change within ${limitMs} ms`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    /** The cart's JSON endpoints, as the browser calls them (no e-mail up front). */
    async postJson(path: string, body: Record<string, unknown>) {
      const res = await fetch(`${server.url}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ customerEmail: null, ...body }),
      });
      return {
        status: res.status,
        body: (await res.json()) as { url?: string; error?: string } & Record<string, unknown>,
      };
    },
    /** A Stripe event, signed with the webhook secret, delivered to the site; its JSON answer. */
    async stripeEvent(payload: string) {
      const hook = await fetch(`${server.url}/api/webhooks/stripe`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "stripe-signature": Stripe.webhooks.generateTestHeaderString({ payload, secret: stripe.webhookSecret }),
        },
        body: payload,
      });
      return hook.json();
    },
    async stop() {
      await app.db.destroy();
      await server.stop();
      await pgDb?.drop();
    },
  };
}

/** What Stripe would charge for a session asked of it: its line items, its shipping option, less its coupon. */
export function stripeCharged(session: URLSearchParams, coupon?: URLSearchParams): number {
  let total = 0;
  for (let i = 0; session.has(`line_items[${i}][quantity]`); i++)
    total +=
      Number(session.get(`line_items[${i}][quantity]`)) *
      Number(session.get(`line_items[${i}][price_data][unit_amount]`));
  total += Number(session.get("shipping_options[0][shipping_rate_data][fixed_amount][amount]") ?? 0);
  return total - Number(coupon?.get("amount_off") ?? 0);
}

/**
 * For a describe block: the stand-in Stripe named `name` and a shop server on `kind` using it,
 * started before its tests and stopped after; read `.stripeApi` and `.shop` inside the tests.
 */
export function shopOnFakeStripe(kind: string, name: string, extraEnv: Record<string, string> = {}) {
  const started = {} as {
    stripeApi: Awaited<ReturnType<typeof startFakeStripe>>;
    shop: Awaited<ReturnType<typeof startShopServer>>;
  };
  beforeAll(async () => {
    started.stripeApi = await startFakeStripe(name);
    started.shop = await startShopServer(
      kind,
      { url: started.stripeApi.url, webhookSecret: `whsec_${name}` },
      extraEnv,
    );
  }, 60_000);
  afterAll(async () => {
    await started.shop?.stop();
    await started.stripeApi?.close();
  });
  return started;
}

/** Stripe's event about an order's Checkout Session (`checkout.session.completed`, `.expired`…), as JSON. */
export function checkoutSessionEvent(
  order: { id: number; payment_session_id: string | null },
  event: { id: string; type: string; amountCents: number; email?: string },
): string {
  const email = event.email ?? "buyer@example.com";
  return JSON.stringify({
    id: event.id,
    object: "event",
    type: event.type,
    data: {
      object: {
        id: order.payment_session_id,
        object: "checkout.session",
        payment_status: event.type === "checkout.session.completed" ? "paid" : "unpaid",
        amount_total: event.amountCents,
        currency: "usd",
        metadata: { order_id: String(order.id) },
        customer_details: { email, name: "Ana Buyer" },
        collected_information: {
          shipping_details: {
            name: "Ana Buyer",
            address: { line1: "1 Camelback Rd", city: "Phoenix", state: "AZ", postal_code: "85016", country: "US" },
          },
        },
      },
    },
  });
}

/** Her shop's charges saved on her Site settings screen (the fields of SITE_SETTINGS_FORM she changes). */
export async function saveShopCharges(
  shop: Awaited<ReturnType<typeof startShopServer>>,
  fields: Record<string, string>,
): Promise<void> {
  const { version } = await shop.app.db.selectFrom("site_settings").select("version").executeTakeFirstOrThrow();
  const saved = await shop.postForm("/admin/site-settings", {
    version: String(version),
    ...SITE_SETTINGS_FORM,
    ...fields,
  });
  expect(saved.status).toBe(200);
}

/** The charges the shop tests price against: 8.6 % on prints and shipping, $8 + $2.50 per extra item, free from $500. */
export const TAXED_AND_SHIPPED = {
  salesTaxRate: "8.6",
  shopTax: "on",
  shopTaxShipping: "on",
  shippingFlat: "8",
  shippingPerExtra: "2.50",
  shippingFreeOver: "500",
};
