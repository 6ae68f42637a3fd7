import { formatPrice } from "~/shared/money";
import type { RefundPlan } from "~/shared/shop/refund-allocation";
import { giftCardBackSentence } from "~/shared/shop/gift-card-rules";
import type { RefundSplit } from "~/shared/shop/refund-split";
import { env } from "../env.server";
import type { GiftCardRefund } from "../shop/gift-card-redemptions.server";
import { orderSubject } from "./order-mails.server";
import type { Order } from "./order-types";

// The buyer's mail for a refund given: what came back and where it went.

export function refundMail(
  order: Order,
  plan: RefundPlan,
  split: RefundSplit,
  card: GiftCardRefund | null,
  providerName: string,
) {
  const { SITE_NAME, SITE_EMAIL } = env();
  const lines = plan.full
    ? ["Your whole order has been refunded."]
    : [
        "Refunded:",
        ...plan.lines.map((l) => {
          const line = order.lines[l.position]!;
          return `- ${l.quantity} × ${line.title} (${line.size}): ${formatPrice(l.cents)}`;
        }),
      ];
  return {
    kind: "order-refund",
    to: order.customerEmail!,
    replyTo: SITE_EMAIL,
    subject: orderSubject(order, `Your refund from ${SITE_NAME} (order #${order.id})`),
    text: [
      ...(providerName === "test" ? ["TEST ORDER: placed through the test checkout; no card was charged.", ""] : []),
      `We have refunded ${formatPrice(plan.amountCents)} of your order #${order.id}.`,
      "",
      ...lines,
      ...(plan.taxCents > 0 ? [`Sales tax included in the refund: ${formatPrice(plan.taxCents)}`] : []),
      ...(plan.shippingCents > 0 ? [`Shipping refunded: ${formatPrice(plan.shippingCents)}`] : []),
      "",
      ...whereMailSays(split, card),
      `Questions? Just reply to this e-mail or write to ${SITE_EMAIL}.`,
      "",
      SITE_NAME,
    ].join("\n"),
    related: { type: "order", id: order.id },
  };
}

/** Where the money went, in the buyer's words: the card paid with, the gift card, or both. */
function whereMailSays(split: RefundSplit, card: GiftCardRefund | null): string[] {
  const toCard =
    split.providerCents > 0
      ? [
          card
            ? `${formatPrice(split.providerCents)} goes back to the card you paid with; banks usually show it within 5-10 business days.`
            : "It goes back to the card you paid with; banks usually show it within 5-10 business days.",
        ]
      : [];
  if (!card || split.giftCardCents === 0) return toCard;
  return [...toCard, giftCardBackSentence({ ...card, cents: split.giftCardCents })];
}
