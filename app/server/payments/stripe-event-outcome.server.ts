import type Stripe from "stripe";
import type { ShippingAddress } from "../orders/order-types";
import type { PaymentOutcome, PaymentTarget } from "./payment-types";

/** Stripe's event in terms of what it pays: the mapping from Checkout's life cycle to a status. */
export function outcomeOf(event: Stripe.Event): PaymentOutcome {
  // Signed is not well-formed: a session without an object or an id is ignored, not dereferenced.
  const object = (event.data as { object?: unknown } | undefined)?.object;
  if (!object || typeof object !== "object" || typeof (object as { id?: unknown }).id !== "string") {
    return { kind: "none", reason: "malformed checkout session" };
  }
  switch (event.type) {
    case "checkout.session.completed":
      // Delayed methods (bank debits) complete unpaid and settle later with async_payment_*.
      if (event.data.object.payment_status === "unpaid") return { kind: "none", reason: "awaiting payment" };
      return paid(event.data.object);
    case "checkout.session.async_payment_succeeded":
      return paid(event.data.object);
    case "checkout.session.async_payment_failed":
    case "checkout.session.expired": {
      const target = targetOf(event.data.object);
      if (target === null) return { kind: "none", reason: "no order or payment" };
      return { kind: "failed", target, sessionId: event.data.object.id };
    }
    default:
      return { kind: "none", reason: `${event.type} is not handled` };
  }
}

function paid(session: Stripe.Checkout.Session): PaymentOutcome {
  const target = targetOf(session);
  if (target === null) return { kind: "none", reason: "no order or payment" };
  return {
    kind: "paid",
    target,
    sessionId: session.id,
    amountCents: typeof session.amount_total === "number" ? session.amount_total : null,
    currency: text(session.currency),
    customerEmail: text(session.customer_details?.email) ?? text(session.customer_email),
    shippingAddress: shippingFrom(session),
    paymentRef:
      typeof session.payment_intent === "string" ? session.payment_intent : (session.payment_intent?.id ?? null),
  };
}

/** The session's metadata names an order or an invoice payment (never both: then it is not ours). */
function targetOf(session: Stripe.Checkout.Session): PaymentTarget | null {
  const orderId = idOf(session.metadata?.order_id);
  const paymentId = idOf(session.metadata?.payment_id);
  if (orderId !== null && paymentId === null) return { kind: "order", orderId };
  if (paymentId !== null && orderId === null) return { kind: "invoice", paymentId };
  return null;
}

function idOf(value: string | undefined): number | null {
  if (value === undefined) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id >= 1 ? id : null;
}

function shippingFrom(session: Stripe.Checkout.Session): ShippingAddress | null {
  // Newer API versions keep it under collected_information; older ones on the session.
  const legacy = (
    session as unknown as { shipping_details?: Stripe.Checkout.Session.CollectedInformation.ShippingDetails | null }
  ).shipping_details;
  const details = session.collected_information?.shipping_details ?? legacy ?? null;
  const address = details?.address;
  const line1 = text(address?.line1);
  if (!line1) return null;
  return {
    name: text(details?.name) ?? text(session.customer_details?.name),
    line1,
    line2: text(address?.line2),
    city: text(address?.city) ?? "",
    state: text(address?.state) ?? "",
    postalCode: text(address?.postal_code) ?? "",
    country: text(address?.country) ?? "",
  };
}

/** A string field of the event, or null: a signed event is still checked for types. */
function text(value: unknown): string | null {
  return typeof value === "string" ? value : null;
}
