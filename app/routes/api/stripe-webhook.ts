import type Stripe from "stripe";
import { data } from "react-router";
import { env } from "~/server/env.server";
import { jsonError } from "~/server/http/json-request.server";
import { completeOrder } from "~/server/orders/complete-order.server";
import type { ShippingAddress } from "~/server/orders/order-types";
import { verifyWebhook } from "~/server/payments/stripe-client.server";
import type { Route } from "./+types/stripe-webhook";

// POST /api/webhooks/stripe: Stripe's word that a checkout was paid. The signature is checked
// on the raw body; the order is completed once, however often Stripe repeats the event.

const MAX_BODY = 512 * 1024;

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return jsonError(405, "Method not allowed", undefined, { Allow: "POST" });
  const secret = env().STRIPE_WEBHOOK_SECRET;
  if (!secret) return data({ error: "Webhook is not configured" }, { status: 503 });
  const signature = request.headers.get("stripe-signature");
  if (!signature) return jsonError(400, "Missing Stripe-Signature header");
  const raw = await request.text();
  if (raw.length > MAX_BODY) return jsonError(413, "Payload too large");

  let event: Stripe.Event;
  try {
    event = verifyWebhook(raw, signature, secret);
  } catch {
    return jsonError(400, "Invalid signature");
  }

  if (event.type === "checkout.session.completed" || event.type === "checkout.session.async_payment_succeeded") {
    const session = event.data.object;
    // Delayed methods (bank debits) complete later with async_payment_succeeded.
    if (event.type === "checkout.session.completed" && session.payment_status === "unpaid") {
      return data({ received: true });
    }
    const orderId = Number(session.metadata?.order_id);
    if (!Number.isSafeInteger(orderId) || orderId < 1) return data({ received: true, ignored: "no order" });
    const result = await completeOrder({
      orderId,
      sessionId: session.id,
      customerEmail: session.customer_details?.email ?? session.customer_email ?? null,
      shippingAddress: shippingFrom(session),
    });
    return data({ received: true, completed: result.completed });
  }
  return data({ received: true });
}

function shippingFrom(session: Stripe.Checkout.Session): ShippingAddress | null {
  // Newer API versions keep it under collected_information; older ones on the session.
  const legacy = (
    session as unknown as { shipping_details?: Stripe.Checkout.Session.CollectedInformation.ShippingDetails | null }
  ).shipping_details;
  const details = session.collected_information?.shipping_details ?? legacy ?? null;
  const address = details?.address;
  if (!address?.line1) return null;
  return {
    name: details?.name ?? session.customer_details?.name ?? null,
    line1: address.line1,
    line2: address.line2 ?? null,
    city: address.city ?? "",
    state: address.state ?? "",
    postalCode: address.postal_code ?? "",
    country: address.country ?? "",
  };
}

export function loader() {
  return jsonError(405, "Method not allowed", undefined, { Allow: "POST" });
}
