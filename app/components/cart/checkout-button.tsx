import { useState } from "react";
import type { CartItem } from "~/cart/cart-item";
import { unavailableLines } from "~/cart/cart-pricing";
import { toast } from "~/components/ui/toast-store";
import { postJson } from "~/components/forms/post-json";

/**
 * Asks the server for a hosted checkout and opens it (SPEC §4.4, §8). Lines the server says are no
 * longer available (a gallery print this browser may not order) go to `onUnavailable` instead of
 * a failure toast, so the page can take them out and say so.
 */
export function CheckoutButton({
  items,
  total,
  shipping = null,
  coupon = null,
  onCouponRefused,
  giftCard = null,
  onGiftCardRefused,
  onUnavailable,
}: {
  items: readonly CartItem[];
  total: string;
  /** The delivery chosen in the cart (decision 044): the server prices it; null on the seeded shop. */
  shipping?: "ship" | "pickup" | null;
  /** The coupon code applied in the cart (decision 045): the server checks it again and prices it. */
  coupon?: string | null;
  /** The checkout refused the coupon (used up meanwhile, expired): its words, for the coupon field. */
  onCouponRefused?: (error: string) => void;
  /** The gift card code applied in the cart (decision 046): the server reads its balance again. */
  giftCard?: string | null;
  /** The checkout refused the card (its balance went meanwhile): its words, for the gift card field. */
  onGiftCardRefused?: (error: string) => void;
  onUnavailable: (lines: CartItem[]) => void;
}) {
  const [busy, setBusy] = useState(false);

  const checkout = async () => {
    if (items.length === 0 || busy) return;
    setBusy(true);
    const result = await postJson<{ url?: unknown; error?: unknown } | undefined>("/functions/v1/create-payment", {
      items,
      customerEmail: null,
      ...(shipping ? { shipping } : {}),
      ...(coupon ? { coupon } : {}),
      ...(giftCard ? { giftCard } : {}),
    });
    setBusy(false);
    if (!result.ok && result.fields.coupon && onCouponRefused) {
      onCouponRefused(result.fields.coupon);
      return;
    }
    if (!result.ok && result.fields.giftCard && onGiftCardRefused) {
      onGiftCardRefused(result.fields.giftCard);
      return;
    }
    const unavailable = result.ok ? [] : unavailableLines(items, result.fields);
    if (unavailable.length > 0) {
      onUnavailable(unavailable);
      return;
    }
    if (!result.ok || result.body?.error) {
      toast({ title: "Error", description: "Checkout failed", variant: "destructive" });
      return;
    }
    const url = result.body?.url;
    if (typeof url !== "string" || !url) {
      toast({ title: "Error", description: "No checkout URL received" });
      return;
    }
    // Not "noopener" in the features: then window.open always returns null and we could
    // not tell a blocked tab from an opened one. The opener is cut right after instead.
    const tab = window.open(url, "_blank");
    if (!tab) {
      window.location.assign(url);
      return;
    }
    tab.opener = null;
    toast({ title: "Checkout Opened", description: "Complete your purchase in the new tab" });
  };

  return (
    <button
      type="button"
      className="btn-primary w-full sm:w-auto"
      disabled={busy}
      onClick={checkout}
      aria-live="polite"
    >
      {busy ? "Processing..." : `Proceed to Checkout - ${total}`}
    </button>
  );
}
