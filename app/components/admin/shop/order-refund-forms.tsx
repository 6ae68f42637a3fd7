import { Form } from "react-router";
import { formatPrice } from "~/shared/money";
import { dangerButton, formatDateTime } from "../admin-ui";
import { CsrfField } from "../editor/csrf-field";
import type { OrderRefundView, RefundOptions } from "~/shared/orders/refund-view";
import { splitRefund } from "~/shared/shop/refund-split";

// Refunds on an order's page (decision 047): the refunds given so far, then refunding chosen lines
// (how many of each) or the whole rest of the order. The server computes every amount; the page
// shows what is left per line as the server's loader computed it. An order a gift card paid for
// gives back to the card payment first, then onto the gift card (app/shared/shop/refund-split.ts):
// the page says how much goes where before she confirms.

interface Props {
  lines: readonly { title: string; size: string }[];
  refundable: RefundOptions;
  refunds: readonly OrderRefundView[];
}

const STATUS_WORDS = { pending: "in progress", paid: "refunded", failed: "failed, nothing given back" } as const;

export function OrderRefundForms({ lines, refundable, refunds }: Props) {
  // A gift card the order sold is refused by the server (decision 051): never offered, explained instead.
  const open = refundable.lines.filter((l) => l.unitsLeft > 0 && !l.soldGiftCard);
  const soldCards = refundable.lines.filter((l) => l.soldGiftCard);
  return (
    <div className="space-y-6">
      {refunds.length > 0 && (
        <ul className="space-y-1 text-sm" data-testid="refund-history">
          {refunds.map((r) => (
            <li key={r.id}>
              {formatDateTime(r.createdAt)}: {formatPrice(r.amountCents)} {STATUS_WORDS[r.status]} —{" "}
              {r.full
                ? "the whole order"
                : r.lines
                    .map((l) => `${l.quantity} × item ${l.position + 1} (${lines[l.position]?.size ?? ""})`)
                    .join(", ")}
              {r.giftCardCents > 0 &&
                ` (${formatPrice(r.amountCents - r.giftCardCents)} to the card payment, ${formatPrice(r.giftCardCents)} back on the gift card)`}
            </li>
          ))}
        </ul>
      )}
      {refundable.leftCents <= 0 ? (
        <p className="text-ink-soft">Nothing left to refund on this order.</p>
      ) : !refundable.throughProvider ? (
        <p className="text-ink-soft">
          This payment cannot be refunded from here: refund it in your Stripe dashboard, then mark the order refunded.
        </p>
      ) : (
        <>
          {refundable.giftCard && <GiftCardRule refundable={refundable} giftCard={refundable.giftCard} />}
          {soldCards.length > 0 && (
            <p className="text-sm" data-testid="refund-sold-gift-cards">
              {`${soldCards.map((l) => `Item ${l.position + 1}`).join(", ")}: a gift card this order sold is not refunded here: cancel the card on its page under Gift cards (if it is unused), then refund its amount in your Stripe dashboard.`}
            </p>
          )}
          {open.length > 0 && (
            <Form method="post" className="space-y-3">
              <CsrfField />
              <input type="hidden" name="kind" value="lines" />
              <fieldset className="space-y-2">
                <legend className="mb-2 font-medium">Refund some items</legend>
                {open.map((l) => (
                  <div key={l.position} className="flex flex-wrap items-center gap-3">
                    <label htmlFor={`refund-${l.position}`} className="min-w-0 flex-1 text-sm">
                      Item {l.position + 1}: {lines[l.position]?.title} ({lines[l.position]?.size}) — up to{" "}
                      {l.unitsLeft}, {formatPrice(l.leftCents)} with its tax and discount
                    </label>
                    <input
                      id={`refund-${l.position}`}
                      name={`qty-${l.position}`}
                      type="number"
                      inputMode="numeric"
                      min={0}
                      max={l.unitsLeft}
                      defaultValue={0}
                      className="field-input w-20"
                    />
                  </div>
                ))}
              </fieldset>
              <button type="submit" name="intent" value="refund" className={dangerButton}>
                Refund the chosen items
              </button>
            </Form>
          )}
          {soldCards.length === 0 && (
            <Form method="post" className="flex flex-wrap items-center gap-3 border-t border-ink/10 pt-4">
              <CsrfField />
              <input type="hidden" name="kind" value="full" />
              <label className="flex items-center gap-2 text-sm">
                <input type="checkbox" name="confirm" value="yes" required />
                Refund everything left, shipping included
                {refundable.giftCard && ` (${fullSplitWords(refundable)})`}
              </label>
              <button type="submit" name="intent" value="refund" className={dangerButton}>
                Refund {formatPrice(refundable.leftCents)}
              </button>
            </Form>
          )}
        </>
      )}
    </div>
  );
}

type Refundable = Props["refundable"];

/** The rule, with what is left on each side: her refund fills the card payment first. */
function GiftCardRule({ refundable, giftCard }: { refundable: Refundable; giftCard: string }) {
  return (
    <p className="text-sm" data-testid="refund-split">
      {`A gift card (${giftCard}) paid part of this order. A refund goes back to the card payment first (${formatPrice(refundable.providerLeftCents)} left to give back there), then onto the gift card (${formatPrice(refundable.giftCardLeftCents)} left).`}
    </p>
  );
}

/** "$X to the card payment, $Y back on the gift card" for refunding everything left. */
function fullSplitWords(refundable: Refundable): string {
  const split = splitRefund(
    {
      providerPaidCents: refundable.providerLeftCents,
      giftCardPaidCents: refundable.giftCardLeftCents,
      providerRefundedCents: 0,
      giftCardRefundedCents: 0,
    },
    refundable.leftCents,
  );
  if (!split.ok) return "";
  const parts = [
    ...(split.providerCents > 0 ? [`${formatPrice(split.providerCents)} to the card payment`] : []),
    ...(split.giftCardCents > 0 ? [`${formatPrice(split.giftCardCents)} back on the gift card`] : []),
  ];
  return parts.join(", ");
}
