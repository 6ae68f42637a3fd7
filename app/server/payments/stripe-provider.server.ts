import type { Env } from "../env.server";
import type { CheckoutLine, PaymentProvider } from "./provider.server";
import { stripeClient } from "./stripe-client.server";

/** "Pink Peonies (8x10)" unless the title already names the size. */
export function lineName(line: Pick<CheckoutLine, "title" | "size">): string {
  return line.title.includes(line.size) ? line.title : `${line.title} (${line.size})`;
}

/** Stripe Checkout: a hosted page that takes the card, the e-mail and a US shipping address. */
export function stripeProvider(config: Env): PaymentProvider {
  return {
    name: "stripe",
    async startCheckout(request) {
      const stripe = stripeClient(config);
      const session = await stripe.checkout.sessions.create(
        {
          mode: "payment",
          line_items: request.lines.map((line) => ({
            quantity: line.quantity,
            price_data: {
              currency: "usd",
              unit_amount: line.unitCents,
              product_data: { name: lineName(line) },
            },
          })),
          metadata: { order_id: String(request.orderId) },
          client_reference_id: String(request.orderId),
          success_url: `${config.SITE_URL}/payment-success?session_id={CHECKOUT_SESSION_ID}`,
          cancel_url: `${config.SITE_URL}/cart`,
          shipping_address_collection: { allowed_countries: ["US"] },
          ...(request.customerEmail ? { customer_email: request.customerEmail } : {}),
        },
        // A retried request for the same order never opens a second session.
        { idempotencyKey: `order-${request.orderId}-checkout` },
      );
      if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a url`);
      return { sessionId: session.id, url: session.url };
    },
  };
}
