import { completeOrder, failOrder, type CompleteOrderResult } from "../orders/complete-order.server";
import type { ShippingAddress } from "../orders/order-types";

// What a verified confirmation means for the order, whichever provider sent it. The providers
// translate their own events into a PaymentOutcome; this is the one place that moves the order.

export type PaymentOutcome =
  | {
      kind: "paid";
      orderId: number;
      sessionId: string;
      /** What the provider says it charged; compared with the order before it becomes paid. */
      amountCents: number | null;
      currency: string | null;
      customerEmail: string | null;
      shippingAddress: ShippingAddress | null;
    }
  /** The checkout ended without payment (expired, delayed payment declined). */
  | { kind: "failed"; orderId: number; sessionId: string }
  /** Nothing changes yet (a delayed payment method has not settled), or the event is not ours. */
  | { kind: "none"; reason: string };

export type SettleResult =
  | { outcome: "paid"; result: CompleteOrderResult }
  | { outcome: "failed"; changed: boolean }
  | { outcome: "none"; reason: string };

export async function settlePayment(outcome: PaymentOutcome): Promise<SettleResult> {
  switch (outcome.kind) {
    case "paid": {
      const { kind: _kind, ...details } = outcome;
      return { outcome: "paid", result: await completeOrder(details) };
    }
    case "failed":
      return { outcome: "failed", changed: await failOrder(outcome.orderId, outcome.sessionId) };
    case "none":
      return { outcome: "none", reason: outcome.reason };
  }
}
