import { jsonError } from "~/server/http/json-request.server";
import { paymentProvider } from "~/server/payments/provider.server";
import type { Route } from "./+types/stripe-webhook";

// POST /api/webhooks/stripe: Stripe's word on a checkout. The provider verifies the signature on
// the raw (size-limited) body and moves the order; a repeated event changes nothing.

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return jsonError(405, "Method not allowed", undefined, { Allow: "POST" });
  return paymentProvider().confirmWebhook(request);
}

export function loader() {
  return jsonError(405, "Method not allowed", undefined, { Allow: "POST" });
}
