import http from "node:http";
import Stripe from "stripe";
import type { AddressInfo } from "node:net";
import { expect } from "vitest";
import { openDatabase, type AppDatabase } from "~/server/db/db.server";
import { emptyPostgresDatabase } from "../helpers/databases";
import { startServer, type TestServer } from "../helpers/server";
import { createAdminAccount, signIn } from "./admin-client";

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
