import { useEffect, useMemo, useState } from "react";
import { Link } from "react-router";
import { formatPrice } from "~/shared/money";
import { cartTotalCents, removedNotice, repairChanged, repairWithCatalogue } from "~/cart/cart-pricing";
import type { CartItem } from "~/cart/cart-item";
import { updateCart, writeCart } from "~/cart/cart-updates";
import { useCart } from "~/cart/use-cart";
import type { CartOffers } from "~/shared/shop/shop-views";
import type { SizeOption } from "~/catalogue/sizes";
import { chargesAnything, orderFigures, type ShippingChoice, type ShopCharges } from "~/shared/shop/shop-charges";
import type { CouponTerms } from "~/shared/shop/coupon-rules";
import { CartSummary } from "./cart-summary";
import { CouponField } from "./coupon-field";
import { GiftCardField, type AppliedGiftCard } from "./gift-card-field";
import { giftCardLabel } from "~/shared/shop/gift-card-rules";
import { GIFT_CARD_PAYS_NO_GIFT_CARD, giftCardPaysCents, isGiftCardSale } from "~/shared/shop/gift-card-sale";
import { CartLine } from "./cart-line";
import { CheckoutButton } from "./checkout-button";
import { useHydrated } from "./use-hydrated";

/** /cart: the items, their quantities and notes, the total from the catalogue, checkout. */
export function CartView({
  offers,
  galleryPrintSizes,
  giftCardAmounts,
  charges,
}: {
  offers: CartOffers;
  galleryPrintSizes: readonly SizeOption[];
  /** Her gift-card amounts: a gift card line is priced at its amount while she sells it (decision 051). */
  giftCardAmounts: readonly number[];
  charges: ShopCharges;
}) {
  const hydrated = useHydrated();
  const stored = useCart();
  const { priced, removed } = useMemo(
    () => repairWithCatalogue(stored, offers, galleryPrintSizes, giftCardAmounts),
    [stored, offers, galleryPrintSizes, giftCardAmounts],
  );
  const items = useMemo(() => priced.map((p) => p.item), [priced]);
  // A line the catalogue no longer sells is not dropped without a word (issue 14): each removed
  // line is named once, for as long as the page stays open (the repaired cart no longer holds it).
  const [notices, setNotices] = useState<ReadonlyMap<string, string>>(new Map());
  const unannounced = removed.filter((item) => !notices.has(item.id));
  if (unannounced.length > 0) {
    setNotices(new Map([...notices, ...unannounced.map((item) => [item.id, removedNotice(item)] as const)]));
  }

  // Checkout refused a line as no longer available (a gallery print without the gallery's access):
  // taken out and named, the way a retired product is.
  const takeOut = (lines: CartItem[]) => {
    setNotices((shown) => new Map([...shown, ...lines.map((item) => [item.id, removedNotice(item)] as const)]));
    for (const item of lines) updateCart({ type: "remove", id: item.id });
  };

  // Shipping and sales tax when she charges them (decision 044); the seeded shop shows "Total" alone.
  // A coupon the server accepted (decision 045): its discount by the same rules as the checkout's.
  const [choice, setChoice] = useState<ShippingChoice | null>(null);
  const [coupon, setCoupon] = useState<CouponTerms | null>(null);
  const [couponError, setCouponError] = useState("");
  const lines = useMemo(
    () =>
      priced.map(({ item, offer }) => ({
        unitCents: offer.cents,
        quantity: item.quantity,
        category: offer.category ?? null,
        giftCard: offer.giftCard ?? false,
      })),
    [priced],
  );
  const figured = useMemo(() => {
    if (!chargesAnything(charges) && coupon === null) return null;
    const result = orderFigures(lines, charges, choice, coupon);
    return result.ok ? result.figures : null;
  }, [lines, charges, choice, coupon]);
  const totalCents = figured ? figured.totalCents : cartTotalCents(priced);
  // A gift card the server read (decision 046): it pays from its balance after everything above.
  const [giftCard, setGiftCard] = useState<AppliedGiftCard | null>(null);
  const [giftCardError, setGiftCardError] = useState("");
  // It never pays for the gift cards this cart buys (decision 051); the note below says so.
  const giftCardCents = giftCard ? giftCardPaysCents(giftCard.balanceCents, totalCents, lines) : 0;
  const buysGiftCards = lines.some(isGiftCardSale);
  const dueCents = totalCents - giftCardCents;

  // A hand-edited or outdated cart is written back repaired, so the badge agrees with the page.
  useEffect(() => {
    if (repairChanged(stored, priced)) writeCart(items);
  }, [stored, priced, items]);

  return (
    <div className="page-shell max-w-4xl">
      <h1 className="text-4xl sm:text-5xl">Your Cart</h1>
      <div role="status" className="empty:hidden mt-6 rounded-md border border-clay/40 bg-sand-100 px-4 py-3">
        {[...notices].map(([id, text]) => (
          <p key={id}>{text}</p>
        ))}
      </div>
      {!hydrated ? (
        <p className="mt-8 text-ink-soft">Loading your cart…</p>
      ) : items.length === 0 ? (
        <div className="mt-10 flex flex-col items-start gap-6">
          <p className="text-lg text-ink-soft">Your cart is empty</p>
          <Link to="/floral-gallery" className="btn-primary">
            Continue Shopping
          </Link>
          <Link to="/gift-cards" className="underline underline-offset-4">
            Or give a gift card
          </Link>
        </div>
      ) : (
        <>
          <ul className="mt-6 divide-y divide-ink/10">
            {items.map((item) => (
              <CartLine key={item.id} item={item} />
            ))}
          </ul>
          <CouponField
            items={items}
            applied={coupon}
            error={couponError}
            onApply={setCoupon}
            onError={setCouponError}
          />
          <GiftCardField
            items={items}
            shipping={figured?.shippingChoice ?? null}
            coupon={coupon?.code ?? null}
            applied={giftCard}
            appliesCents={giftCardCents}
            error={giftCardError}
            onApply={setGiftCard}
            onError={setGiftCardError}
          />
          {giftCard && buysGiftCards && (
            <p className="mt-2 text-sm text-ink-soft" data-testid="gift-card-not-for-gift-cards">
              {GIFT_CARD_PAYS_NO_GIFT_CARD}
            </p>
          )}
          {figured && <CartSummary charges={charges} figures={figured} choice={choice} onChoose={setChoice} />}
          <div className="mt-6 flex flex-col gap-4 border-t border-ink/20 pt-6 sm:flex-row sm:items-center sm:justify-between">
            <div>
              <p className="text-2xl">
                <span className="font-serif">Total</span>{" "}
                <span className="font-semibold" data-testid="cart-total">
                  {formatPrice(totalCents)}
                </span>
              </p>
              {giftCard && giftCardCents > 0 && (
                <dl className="mt-2 grid grid-cols-[auto_auto] justify-start gap-x-4 gap-y-1">
                  <dt>{giftCardLabel(giftCard.code)}</dt>
                  <dd data-testid="cart-gift-card">{formatPrice(-giftCardCents)}</dd>
                  <dt className="font-serif text-xl">To pay</dt>
                  <dd className="text-xl font-semibold" data-testid="cart-due">
                    {formatPrice(dueCents)}
                  </dd>
                </dl>
              )}
            </div>
            <CheckoutButton
              items={items}
              total={formatPrice(dueCents)}
              shipping={figured?.shippingChoice ?? null}
              coupon={coupon?.code ?? null}
              giftCard={giftCard && giftCardCents > 0 ? giftCard.code : null}
              onGiftCardRefused={(error) => {
                setGiftCard(null);
                setGiftCardError(error);
              }}
              onCouponRefused={(error) => {
                setCoupon(null);
                setCouponError(error);
              }}
              onUnavailable={takeOut}
            />
          </div>
        </>
      )}
    </div>
  );
}
