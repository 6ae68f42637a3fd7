import { completeOrder, failOrder, type CompleteOrderResult } from "../orders/complete-order.server";
import { failInvoicePayment, settleInvoicePayment, type SettleInvoiceResult } from "../proposals/settle-invoice.server";
import type { PaymentOutcome } from "./payment-types";

// What a verified confirmation means, whichever provider sent it and whatever it pays. The
// providers translate their own events into a PaymentOutcome; this is the one place that moves
// an order or an invoice payment.

export type SettleResult =
  | { outcome: "paid"; result: CompleteOrderResult | SettleInvoiceResult }
  | { outcome: "failed"; changed: boolean }
  | { outcome: "none"; reason: string };

export async function settlePayment(outcome: PaymentOutcome): Promise<SettleResult> {
  switch (outcome.kind) {
    case "paid": {
      const { kind: _kind, target, ...details } = outcome;
      const result =
        target.kind === "order"
          ? await completeOrder({ orderId: target.orderId, ...details })
          : await settleInvoicePayment({ paymentId: target.paymentId, ...details });
      return { outcome: "paid", result };
    }
    case "failed": {
      const { target, sessionId } = outcome;
      const changed =
        target.kind === "order"
          ? await failOrder(target.orderId, sessionId)
          : await failInvoicePayment(target.paymentId, sessionId);
      return { outcome: "failed", changed };
    }
    case "none":
      return { outcome: "none", reason: outcome.reason };
  }
}
