import http from "node:http";
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
    async stop() {
      await app.db.destroy();
      await server.stop();
      await pgDb?.drop();
    },
  };
}
