import { useState } from "react";
import type { CartItem } from "~/cart/cart-item";
import { postJson } from "~/components/forms/post-json";
import type { CouponTerms } from "~/shared/shop/coupon-rules";

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
  const [code, setCode] = useState(applied?.code ?? "");
  const [busy, setBusy] = useState(false);

  const apply = async (event: React.FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!code.trim()) {
      onApply(null);
      onError("Enter a coupon code.");
      return;
    }
    setBusy(true);
    const result = await postJson<{ coupon?: CouponTerms }>("/functions/v1/check-coupon", { items, coupon: code });
    setBusy(false);
    if (result.ok && result.body.coupon) {
      onApply(result.body.coupon);
      onError("");
    } else {
      onApply(null);
      onError(result.ok ? "No such code." : result.fields.coupon || result.error || "The code could not be checked.");
    }
  };

  return (
    <form className="mt-6 flex max-w-sm flex-col gap-2" onSubmit={apply} noValidate>
      <label htmlFor="coupon-code" className="font-serif text-lg">
        Coupon code
      </label>
      <div className="flex gap-2">
        <input
          id="coupon-code"
          name="coupon"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          className="field-input min-w-0 flex-1"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "coupon-error" : undefined}
        />
        <button type="submit" className="btn-outline" disabled={busy}>
          Apply
        </button>
      </div>
      <p id="coupon-error" role="status" className="text-sm text-danger empty:hidden">
        {error}
      </p>
    </form>
  );
}
