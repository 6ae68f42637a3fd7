import { Form } from "react-router";
import { formatPrice } from "~/shared/money";
import { dangerButton, formatDateTime } from "../admin-ui";
import { CsrfField } from "../editor/csrf-field";

// Refunds on an order's page (decision 047): the refunds given so far, then refunding chosen lines
// (how many of each) or the whole rest of the order. The server computes every amount; the page
// shows what is left per line as the server's loader computed it.

interface Props {
  lines: readonly { title: string; size: string }[];
  refundable: {
    leftCents: number;
    throughProvider: boolean;
    /** What a gift card paid: such an order is not refunded from here yet. */
    paidByGiftCardCents: number;
    lines: readonly { position: number; unitsLeft: number; leftCents: number }[];
  };
  refunds: readonly {
    id: number;
    status: "pending" | "paid" | "failed";
    full: boolean;
    amountCents: number;
    createdAt: string;
    lines: readonly { position: number; quantity: number; cents: number }[];
  }[];
}

const STATUS_WORDS = { pending: "in progress", paid: "refunded", failed: "failed, nothing given back" } as const;

export function OrderRefundForms({ lines, refundable, refunds }: Props) {
  const open = refundable.lines.filter((l) => l.unitsLeft > 0);
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
            </li>
          ))}
        </ul>
      )}
      {refundable.leftCents <= 0 ? (
        <p className="text-ink-soft">Nothing left to refund on this order.</p>
      ) : refundable.paidByGiftCardCents > 0 ? (
        <p className="text-ink-soft">
          A gift card paid for this order, so it cannot be refunded from here yet: refund the card payment in your
          Stripe dashboard, and issue the buyer a new gift card for the gift card&apos;s part.
        </p>
      ) : !refundable.throughProvider ? (
        <p className="text-ink-soft">
          This payment cannot be refunded from here: refund it in your Stripe dashboard, then mark the order refunded.
        </p>
      ) : (
        <>
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
          <Form method="post" className="flex flex-wrap items-center gap-3 border-t border-ink/10 pt-4">
            <CsrfField />
            <input type="hidden" name="kind" value="full" />
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" name="confirm" value="yes" required />
              Refund everything left, shipping included
            </label>
            <button type="submit" name="intent" value="refund" className={dangerButton}>
              Refund {formatPrice(refundable.leftCents)}
            </button>
          </Form>
        </>
      )}
    </div>
  );
}
