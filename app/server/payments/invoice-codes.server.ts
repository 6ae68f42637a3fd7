import { sql, type Kysely, type Transaction } from "kysely";
import { invoicePaymentFigures, type InvoicePaymentFigures } from "~/shared/booking/invoice-codes";
import { shareOf } from "~/shared/booking/money-rounding";
import type { CouponTerms } from "~/shared/shop/coupon-rules";
import type { Database } from "../db/schema";
import { arizonaToday, checkCoupon, giveCouponUseBack, takeCouponUse, USED_UP } from "../shop/coupons.server";
import { checkGiftCard, releaseInvoiceGiftCard } from "../shop/gift-card-redemptions.server";
import { GIFT_CARD_CHANGED } from "../shop/gift-cards.server";

// A coupon and a gift card on one invoice payment (issue 31 §5–6, docs/decisions/052): the codes
// the client typed are checked by the server against what the ledger says is owed; the coupon's
// use and the card's value are taken in the transaction that writes the payment row, by the same
// conditional writes as the shop's (a coupon's `uses < max_uses`, a card's `balance >= x`), so two
// payers racing for the last use or the last dollar get one each at most; an unpaid payment gives
// both back.

type Executor = Kysely<Database> | Transaction<Database>;

/** The codes a client typed on her invoice's pay form (empty: none). */
export interface TypedCodes {
  coupon: string;
  giftCard: string;
}

export const NO_CODES: TypedCodes = { coupon: "", giftCard: "" };

/** What the payment takes, once both codes are checked. */
export interface PaymentCodes {
  figures: InvoicePaymentFigures;
  coupon: { id: number; terms: CouponTerms } | null;
  giftCard: { id: number; code: string } | null;
  /** The card she typed, used or not (nothing left to pay), and its balance before this payment. */
  typedCard: { code: string; balanceCents: number } | null;
}

/** The owed amount's tax: the invoice's tax in proportion to what is still owed (decision 040). */
export function owedTax(invoice: { amountCents: number; taxCents: number }, owedCents: number): number {
  return shareOf(invoice.taxCents, Math.min(owedCents, invoice.amountCents), invoice.amountCents);
}

/** Checks the typed codes against what is owed: the figures, or the first refusal in words. */
export async function checkInvoiceCodes(
  db: Executor,
  typed: TypedCodes,
  owed: { owedCents: number; owedTaxCents: number },
  today: string = arizonaToday(),
): Promise<{ ok: true; codes: PaymentCodes } | { ok: false; error: string }> {
  let coupon: PaymentCodes["coupon"] = null;
  if (typed.coupon.trim() !== "") {
    // The minimum reads the invoice's amount before tax, as the shop's reads the lines.
    const net = owed.owedCents - owed.owedTaxCents;
    const checked = await checkCoupon(typed.coupon, [{ unitCents: net, quantity: 1 }], today, db, "invoices");
    if (!checked.ok) return checked;
    coupon = { id: checked.id, terms: checked.terms };
  }
  let giftCard: PaymentCodes["giftCard"] = null;
  let balance = 0;
  if (typed.giftCard.trim() !== "") {
    const checked = await checkGiftCard(typed.giftCard, db);
    if (!checked.ok) return checked;
    giftCard = { id: checked.id, code: checked.code };
    balance = checked.balanceCents;
  }
  const figures = invoicePaymentFigures(owed, coupon?.terms ?? null, balance);
  if (coupon && figures.discountCents === 0) return { ok: false, error: "This code takes nothing off this invoice." };
  return {
    ok: true,
    codes: {
      figures,
      coupon,
      giftCard: figures.giftCardCents > 0 ? giftCard : null,
      typedCard: giftCard && { code: giftCard.code, balanceCents: balance },
    },
  };
}

/** Raised inside the payment's transaction to roll it back; its message is the client's. */
export class CodeTaken extends Error {}

/**
 * Takes the coupon's use and the card's part for this payment, in its transaction; throws CodeTaken
 * (rolling the payment back) when another payer took the last use or the last dollar meanwhile.
 */
export async function claimInvoiceCodes(trx: Executor, paymentId: number, codes: PaymentCodes): Promise<void> {
  if (codes.coupon) {
    if (!(await takeCouponUse(trx, codes.coupon.id))) throw new CodeTaken(USED_UP);
    await trx.insertInto("coupon_invoice_uses").values({ coupon_id: codes.coupon.id, payment_id: paymentId }).execute();
  }
  const cents = codes.figures.giftCardCents;
  if (codes.giftCard && cents > 0) {
    const result = await trx
      .updateTable("gift_cards")
      .set({ balance_cents: sql<number>`balance_cents - ${cents}`, updated_at: new Date() })
      .where("id", "=", codes.giftCard.id)
      .where("status", "=", "active")
      .where("balance_cents", ">=", cents)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw new CodeTaken(GIFT_CARD_CHANGED);
    await trx
      .insertInto("gift_card_entries")
      .values({ gift_card_id: codes.giftCard.id, kind: "redeemed", amount_cents: -cents, payment_id: paymentId })
      .execute();
  }
}

/**
 * Gives back what an unpaid payment held: the coupon's use and the card's value (a `released`
 * entry, once: the unique (payment_id, kind) refuses a second). Runs in the transaction that marks
 * the payment failed. A value released onto a card cancelled since is cancelled again.
 */
export async function releaseInvoiceCodes(trx: Executor, paymentId: number): Promise<void> {
  const use = await trx
    .deleteFrom("coupon_invoice_uses")
    .where("payment_id", "=", paymentId)
    .returning("coupon_id")
    .executeTakeFirst();
  if (use) await giveCouponUseBack(trx, Number(use.coupon_id));

  await releaseInvoiceGiftCard(trx, paymentId);
}
