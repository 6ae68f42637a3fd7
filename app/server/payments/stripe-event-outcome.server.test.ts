import type Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { outcomeOf } from "./stripe-event-outcome.server";

// Stripe Checkout's life cycle, mapped onto what the session pays (an order or an invoice payment).

function event(type: string, session: Record<string, unknown>): Stripe.Event {
  return {
    id: "evt_1",
    object: "event",
    type,
    data: {
      object: {
        id: "cs_1",
        object: "checkout.session",
        metadata: { order_id: "7" },
        amount_total: 4500,
        currency: "usd",
        payment_status: "paid",
        ...session,
      },
    },
  } as unknown as Stripe.Event;
}

describe("outcomeOf", () => {
  it("pays on a completed, paid session and on a delayed payment that succeeded", () => {
    for (const type of ["checkout.session.completed", "checkout.session.async_payment_succeeded"]) {
      expect(outcomeOf(event(type, {}))).toMatchObject({
        kind: "paid",
        target: { kind: "order", orderId: 7 },
        sessionId: "cs_1",
        amountCents: 4500,
        currency: "usd",
      });
    }
  });

  it("waits while a completed session is still unpaid", () => {
    expect(outcomeOf(event("checkout.session.completed", { payment_status: "unpaid" })).kind).toBe("none");
  });

  it("fails the order on a declined delayed payment and on an expired session", () => {
    for (const type of ["checkout.session.async_payment_failed", "checkout.session.expired"]) {
      expect(outcomeOf(event(type, { payment_status: "unpaid" }))).toEqual({
        kind: "failed",
        target: { kind: "order", orderId: 7 },
        sessionId: "cs_1",
      });
    }
  });

  it("names an invoice payment from its metadata, for payment and for failure", () => {
    const metadata = { payment_id: "12" };
    expect(outcomeOf(event("checkout.session.completed", { metadata }))).toMatchObject({
      kind: "paid",
      target: { kind: "invoice", paymentId: 12 },
      amountCents: 4500,
      shippingAddress: null,
    });
    expect(outcomeOf(event("checkout.session.expired", { metadata, payment_status: "unpaid" }))).toEqual({
      kind: "failed",
      target: { kind: "invoice", paymentId: 12 },
      sessionId: "cs_1",
    });
  });

  it("ignores other events and sessions without exactly one valid order or payment id", () => {
    expect(outcomeOf(event("payment_intent.created", {})).kind).toBe("none");
    for (const metadata of [
      {},
      { order_id: "abc" },
      { order_id: "0" },
      { order_id: "1.5" },
      { payment_id: "-3" },
      { order_id: "7", payment_id: "12" },
    ]) {
      expect(outcomeOf(event("checkout.session.completed", { metadata })).kind).toBe("none");
    }
  });

  it("reports a missing amount as null, never as the order's", () => {
    expect(outcomeOf(event("checkout.session.completed", { amount_total: null }))).toMatchObject({
      kind: "paid",
      amountCents: null,
    });
  });
});
