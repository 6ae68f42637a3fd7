// What her order page receives about refunds (app/server/orders/order-refund-page.server.ts builds
// it, app/components/admin/shop/order-refund-forms.tsx shows it). Browser-safe: types only.

export interface OrderRefundView {
  id: number;
  status: "pending" | "paid" | "failed";
  full: boolean;
  amountCents: number;
  /** The part put back on the gift card (the rest went to the provider's charge). */
  giftCardCents: number;
  createdAt: string;
  lines: { position: number; quantity: number; cents: number }[];
}

/** What the order page offers to refund: per line, the units left and what one more unit gives back. */
export interface RefundOptions {
  leftCents: number;
  /** Whether this order can be refunded from the desk (its charge through the site's provider, or a gift card). */
  throughProvider: boolean;
  /** What is left to give back to the provider's charge, and onto the gift card (first the charge). */
  providerLeftCents: number;
  giftCardLeftCents: number;
  /** The gift card that paid, masked ("••••-••••-7KQ2"); null when none did. */
  giftCard: string | null;
  /** soldGiftCard: a gift card this order sold, which the desk does not refund (decision 051). */
  lines: { position: number; unitsLeft: number; leftCents: number; soldGiftCard: boolean }[];
}
