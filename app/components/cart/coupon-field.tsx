import type { CartItem } from "~/cart/cart-item";
import { postJson } from "~/components/forms/post-json";
import type { CouponTerms } from "~/shared/shop/coupon-rules";
import { CodeField } from "./code-field";

// The cart's "Coupon code" field (decision 045): Apply asks the server whether the code takes
// something off this cart, and shows its answer in words; the cart then shows the discount line.

export function CouponField({
  items,
  applied,
  error,
  onApply,
  onError,
}: {
  items: readonly CartItem[];
  applied: CouponTerms | null;
  error: string;
  onApply: (terms: CouponTerms | null) => void;
  onError: (error: string) => void;
}) {
  return (
    <CodeField
      id="coupon-code"
      label="Coupon code"
      emptyError="Enter a coupon code."
      appliedCode={applied?.code ?? null}
      error={error}
      onApply={onApply}
      onError={onError}
      check={async (code) => {
        const result = await postJson<{ coupon?: CouponTerms }>("/functions/v1/check-coupon", { items, coupon: code });
        if (result.ok && result.body.coupon) return { ok: true, value: result.body.coupon };
        return {
          ok: false,
          error: result.ok ? "No such code." : result.fields.coupon || result.error || "The code could not be checked.",
        };
      }}
    />
  );
}
