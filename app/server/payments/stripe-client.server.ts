import Stripe from "stripe";
import type { Env } from "../env.server";

// One Stripe client per process. STRIPE_API_BASE points it at another host, which is how
// the tests put a local HTTP server in Stripe's place.

let cached: { key: string; client: Stripe } | undefined;

export function stripeClient(config: Env): Stripe {
  const key = config.STRIPE_SECRET_KEY;
  if (!key) throw new Error("STRIPE_SECRET_KEY is not set");
  const cacheKey = `${key}|${config.STRIPE_API_BASE ?? ""}`;
  if (cached?.key === cacheKey) return cached.client;
  const base = config.STRIPE_API_BASE ? new URL(config.STRIPE_API_BASE) : undefined;
  const client = new Stripe(key, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === "http:" ? 80 : 443),
          protocol: base.protocol === "http:" ? "http" : "https",
        }
      : {}),
  });
  cached = { key: cacheKey, client };
  return client;
}

/** Checks a webhook's signature against the raw body; throws on a bad or stale one. */
export function verifyWebhook(rawBody: string, signature: string, secret: string): Stripe.Event {
  return Stripe.webhooks.constructEvent(rawBody, signature, secret);
}
