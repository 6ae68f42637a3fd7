import { redirect } from "react-router";
import { tokensMatch } from "../admin/sessions.server";
import { env } from "../env.server";
import { completeOrder } from "../orders/complete-order.server";
import { findById } from "../orders/order-reads.server";
import { setStatus } from "../orders/order-writes.server";
import { amountDueCents, type Order, asksForAddress } from "../orders/order-types";
import {
  addressForm,
  checkoutNotFound,
  emailForm,
  readCheckoutForm,
  refusedForm,
} from "../payments/test-checkout-form.server";

// An order a gift card pays in full (decision 046): nothing is left for Stripe (or the test
// checkout) to charge, so no provider session is opened. The buyer gives the e-mail and the
// address (the e-mail alone for a pick-up) on the site's own page, /gift-card-checkout/:orderId,
// opened with the order's token, and completeOrder marks it paid with 0 charged, which it checks
// like any other payment (0 must be the total less the gift card). The same mails go out.

/** The payment_provider of such an order: what her order page and the mails name. */
export const GIFT_CARD_PROVIDER = "giftcard";

export function giftCardCheckoutUrl(order: Pick<Order, "id" | "accessToken">): string {
  const url = new URL(`/gift-card-checkout/${order.id}`, env().SITE_URL);
  url.searchParams.set("token", order.accessToken);
  return url.toString();
}

/** The order behind a valid link: one paid in full by a gift card, with its token. */
export async function openGiftCardCheckout(orderIdParam: string, token: string | null): Promise<Order | undefined> {
  if (!token) return undefined;
  const order = await findById(Number(orderIdParam));
  if (!order || order.paymentProvider !== GIFT_CARD_PROVIDER || amountDueCents(order) !== 0) return undefined;
  return tokensMatch(token, order.accessToken) ? order : undefined;
}

/** POST /gift-card-checkout/:orderId?token=…: the buyer's e-mail and address; the order is then paid. */
export async function confirmGiftCardCheckout(request: Request, orderIdParam: string) {
  const order = await openGiftCardCheckout(orderIdParam, new URL(request.url).searchParams.get("token"));
  if (!order) return checkoutNotFound();
  const body = await readCheckoutForm(request);
  if (!body.ok) return body.answer;
  if (body.form.intent === "cancel") {
    // Nobody else will end this order: it fails now, and the card's value (and a coupon's use) goes back.
    if (order.status === "pending") await setStatus(order.id, "failed");
    return redirect("/cart");
  }
  const parsed = !asksForAddress(order)
    ? emailForm.transform((v) => ({ email: v.email, address: null })).safeParse(body.form)
    : addressForm.safeParse(body.form);
  if (!parsed.success) return refusedForm(parsed.error.issues, body.form);
  const sessionId = order.paymentSessionId ?? `gc_order_${order.id}`;
  if (order.status === "pending") {
    await completeOrder({
      orderId: order.id,
      sessionId,
      amountCents: 0,
      currency: order.currency,
      customerEmail: parsed.data.email,
      shippingAddress: parsed.data.address,
    });
  }
  return redirect(`/payment-success?session_id=${encodeURIComponent(sessionId)}`);
}
