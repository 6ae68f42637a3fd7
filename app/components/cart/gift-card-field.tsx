import type { CartItem } from "~/cart/cart-item";
import { postJson } from "~/components/forms/post-json";
import { giftCardNote } from "~/shared/shop/gift-card-rules";
import { CodeField } from "./code-field";

// The cart's "Gift card code" field (decision 046), beside the coupon's: Apply asks the server for
// the card's balance; the cart then shows what the card pays of the total (after the coupon, the
// shipping and the tax) and what is left to pay. The checkout reads the balance again.

export interface AppliedGiftCard {
  code: string;
  balanceCents: number;
}

export function GiftCardField({
  items,
  shipping,
  coupon,
  applied,
  appliesCents,
  error,
  onApply,
  onError,
}: {
  items: readonly CartItem[];
  shipping: "ship" | "pickup" | null;
  coupon: string | null;
  applied: AppliedGiftCard | null;
  appliesCents: number;
  error: string;
  onApply: (card: AppliedGiftCard | null) => void;
  onError: (error: string) => void;
}) {
  return (
    <CodeField
      id="gift-card-code"
      label="Gift card code"
      emptyError="Enter a gift card code."
      appliedCode={applied?.code ?? null}
      error={error}
      note={applied ? giftCardNote(applied.balanceCents, appliesCents) : null}
      onApply={onApply}
      onError={onError}
      check={async (code) => {
        const result = await postJson<{ giftCard?: AppliedGiftCard }>("/functions/v1/check-gift-card", {
          items,
          giftCard: code,
          ...(shipping ? { shipping } : {}),
          ...(coupon ? { coupon } : {}),
        });
        if (result.ok && result.body.giftCard) {
          const { code: stored, balanceCents } = result.body.giftCard;
          return { ok: true, value: { code: stored, balanceCents } };
        }
        return {
          ok: false,
          error: result.ok
            ? "No gift card has this code."
            : result.fields.giftCard || result.error || "The code could not be checked.",
        };
      }}
    />
  );
}
