import { asksForAddress } from "../orders/order-types";
import { data } from "react-router";
import type { TestCheckoutData } from "~/components/shop/test-checkout-view";
import { formatPrice } from "~/shared/money";
import { chargeLines } from "~/shared/shop/shop-charges";
import type { Order } from "../orders/order-types";
import { giftCardPart } from "../shop/gift-card-views.server";

// The data of an order's checkout page on the site (the test checkout, and the page of an order a
// gift card pays in full): its lines and figures, or "not found" for a bad link, or "closed".

export function orderCheckoutPage(order: Order | undefined) {
  const headers = { "Cache-Control": "no-store" };
  if (!order) return data<TestCheckoutData>({ state: "not-found" }, { status: 404, headers });
  if (order.status !== "pending") {
    return data<TestCheckoutData>(
      { state: "closed", orderId: order.id, sessionId: order.paymentSessionId },
      { headers },
    );
  }
  return data<TestCheckoutData>(
    {
      state: "open",
      orderId: order.id,
      total: formatPrice(order.totalCents),
      pickup: !asksForAddress(order),
      charges: chargeLines(order).map((charge) => ({ label: charge.label, amount: formatPrice(charge.cents) })),
      ...giftCardPart(order),
      lines: order.lines.map((line) => ({
        title: line.title,
        size: line.size,
        quantity: line.quantity,
        unitPrice: formatPrice(line.unitCents),
        amount: formatPrice(line.unitCents * line.quantity),
        note: line.note,
      })),
    },
    { headers },
  );
}
