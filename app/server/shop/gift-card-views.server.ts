import { formatPrice } from "~/shared/money";
import { giftCardLabel } from "~/shared/shop/gift-card-rules";
import { amountDueCents, type Order } from "../orders/order-types";

/** A checkout page's gift-card rows (decision 046): the card's part and what is left to pay; nothing without a card. */
export function giftCardPart(order: Order): { giftCard?: { label: string; amount: string; due: string } } {
  if (!order.giftCardCode || order.giftCardCents === 0) return {};
  return {
    giftCard: {
      label: giftCardLabel(order.giftCardCode),
      amount: formatPrice(-order.giftCardCents),
      due: formatPrice(amountDueCents(order)),
    },
  };
}
