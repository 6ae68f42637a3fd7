import { data } from "react-router";
import type Stripe from "stripe";
import type { Env } from "../env.server";
import { jsonError, readBodyLimited } from "../http/json-request.server";
import { settlePayment, type SettleResult } from "./settle.server";
import { verifyWebhook } from "./stripe-client.server";
import { outcomeOf } from "./stripe-event-outcome.server";

// POST /api/webhooks/stripe: Stripe's signed event, checked before anything is believed, then
// settled (settlePayment) and answered with a short summary for Stripe's dashboard.

/** Stripe's events are a few kB; anything far larger is not Stripe. */
const MAX_WEBHOOK_BYTES = 512 * 1024;

/** Verifies Stripe's event, settles what it pays and answers Stripe. */
export async function confirmStripeWebhook(config: Env, request: Request) {
  // Cheap checks first: nothing is read from a request that cannot be a valid event.
  const secret = config.STRIPE_WEBHOOK_SECRET;
  if (!secret) return data({ error: "Webhook is not configured" }, { status: 503, headers: unread });
  const signature = request.headers.get("stripe-signature");
  if (!signature) return jsonError(400, "Missing Stripe-Signature header", undefined, unread);
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (!(declared <= MAX_WEBHOOK_BYTES)) return payloadTooLarge();
  const raw = await readBodyLimited(request, MAX_WEBHOOK_BYTES);
  if (raw === null) return payloadTooLarge();

  let event: Stripe.Event;
  try {
    event = verifyWebhook(raw.toString("utf8"), signature, secret);
  } catch {
    return jsonError(400, "Invalid signature");
  }
  // Always 200 once the event is verified: Stripe retries anything else, and a refused
  // amount or a late event will not change by being sent again.
  return data({ received: true, ...summary(await settlePayment(outcomeOf(event))) });
}

/** What Stripe's dashboard shows for the delivery; never the order itself. */
function summary(settled: SettleResult): Record<string, unknown> {
  if (settled.outcome === "paid") {
    return settled.result.completed ? { completed: true } : { completed: false, reason: settled.result.reason };
  }
  if (settled.outcome === "failed") return { failed: settled.changed };
  return { ignored: settled.reason };
}

/** Answers given before the body is read close the connection: its unread rest stays on the socket. */
const unread = { Connection: "close" };

function payloadTooLarge() {
  return jsonError(413, `Request body is larger than ${MAX_WEBHOOK_BYTES} bytes`, undefined, unread);
}
