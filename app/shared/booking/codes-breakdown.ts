import { maskedCode } from "~/shared/shop/gift-card-rules";
import { formatPrice } from "~/shared/money";
import type { InvoicePaymentFigures } from "./invoice-codes";

// The Apply button of an invoice's pay form (decision 052): what her typed codes would do to what
// is owed, in plain words with the server's exact cents, before anything is taken. Pure, so the
// words are tested once; the page only shows them.

/** The codes as she typed them, kept in the fields after Apply. */
export interface TypedCodeFields {
  coupon: string;
  giftCard: string;
}

export type ApplyCodesView =
  | {
      ok: true;
      typed: TypedCodeFields;
      /** "Family session: $108.60", "Coupon FAMILY10: −$10.86", "Gift card ••••-••••-7KQ2 pays $30.00 (…)". */
      lines: string[];
      /** "Left to pay by card: $67.74", or why nothing is. */
      rest: string;
      /** What pressing Pay then does. */
      note: string;
    }
  | { ok: false; typed: TypedCodeFields; error: string };

export interface BreakdownInput {
  /** The invoice being paid ("Retainer", "Family session"). */
  label: string;
  figures: InvoicePaymentFigures;
  /** The coupon's stored code, when one applies. */
  couponCode: string | null;
  /** The card she typed and its balance before this payment. */
  card: { code: string; balanceCents: number } | null;
}

const minus = (cents: number) => `−${formatPrice(cents)}`;

export function codesBreakdown({
  label,
  figures,
  couponCode,
  card,
}: BreakdownInput): Omit<Extract<ApplyCodesView, { ok: true }>, "ok" | "typed"> {
  const lines = [`${label}: ${formatPrice(figures.owedCents)}`];
  if (couponCode && figures.discountCents > 0) lines.push(`Coupon ${couponCode}: ${minus(figures.discountCents)}`);
  if (card && figures.giftCardCents > 0) {
    const left = card.balanceCents - figures.giftCardCents;
    lines.push(
      `Gift card ${maskedCode(card.code)} pays ${formatPrice(figures.giftCardCents)} (balance left after paying: ${formatPrice(left)})`,
    );
  } else if (card) {
    lines.push(`Gift card ${maskedCode(card.code)}: not needed, the coupon leaves nothing to pay`);
  }
  if (figures.chargeCents > 0) {
    return {
      lines,
      rest: `Left to pay by card: ${formatPrice(figures.chargeCents)}`,
      note: "Nothing is used until you press Pay; the card payment page then asks for this amount.",
    };
  }
  const covers =
    figures.giftCardCents === 0
      ? "the coupon takes it all off"
      : figures.discountCents > 0
        ? "the coupon and the gift card cover it all"
        : "the gift card pays it all";
  return {
    lines,
    rest: `Nothing left to pay by card: ${covers}.`,
    note: "Nothing is used until you press Pay; it is then paid at once, with no card payment page.",
  };
}
