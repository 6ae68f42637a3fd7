import { formatPrice } from "~/shared/money";
import {
  chargeLines,
  shippingChoices,
  type OrderFigures,
  type ShippingChoice,
  type ShopCharges,
} from "~/shared/shop/shop-charges";

// The cart's figures when she charges shipping or sales tax (decision 044): Subtotal, the delivery
// (a choice between shipping and local pick-up when she offers both), Sales tax as its own line.
// "Total" and the checkout button follow under it, as on the seeded shop. The same pure rules as
// the server's checkout, from the settings the page's loader read; the server prices it again.

export function CartSummary({
  charges,
  figures,
  choice,
  onChoose,
}: {
  charges: ShopCharges;
  figures: OrderFigures;
  choice: ShippingChoice | null;
  onChoose: (choice: ShippingChoice) => void;
}) {
  const choices = shippingChoices(charges);
  return (
    <div className="mt-6 space-y-3 border-t border-ink/20 pt-6">
      {/* A cart of only gift cards has nothing to deliver (decision 051): no choice to make. */}
      {choices.length > 1 && figures.shippingChoice !== null && (
        <fieldset className="space-y-2">
          <legend className="font-serif text-lg">Delivery</legend>
          {choices.map((c) => (
            <div key={c} className="flex items-start gap-2">
              <input
                type="radio"
                id={`delivery-${c}`}
                name="delivery"
                value={c}
                checked={(choice ?? choices[0]) === c}
                onChange={() => onChoose(c)}
                className="mt-1 h-5 w-5"
              />
              <label htmlFor={`delivery-${c}`}>
                {c === "ship" ? "Ship to me" : "Local pick-up in the Phoenix area"}
                {c === "pickup" && charges.pickup?.note && (
                  <span className="block text-sm text-ink-soft">{charges.pickup.note}</span>
                )}
              </label>
            </div>
          ))}
        </fieldset>
      )}
      <dl className="grid max-w-sm grid-cols-[1fr_auto] gap-x-6 gap-y-1" data-testid="cart-figures">
        <dt>Subtotal</dt>
        <dd className="text-right" data-testid="cart-subtotal">
          {formatPrice(figures.subtotalCents)}
        </dd>
        {chargeLines(figures).map((line) => (
          <FigureRow key={line.kind} label={line.label} cents={line.cents} testId={`cart-${line.kind}`} />
        ))}
      </dl>
      {figures.shippingChoice === "ship" && figures.shippingCents === 0 && charges.shipping !== null && (
        <p className="text-sm text-ink-soft">Your order ships free.</p>
      )}
    </div>
  );
}

function FigureRow({ label, cents, testId }: { label: string; cents: number; testId: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd className="text-right" data-testid={testId}>
        {formatPrice(cents)}
      </dd>
    </>
  );
}
