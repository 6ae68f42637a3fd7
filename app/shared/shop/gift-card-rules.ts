import { formatPrice } from "~/shared/money";

// Gift-card rules (issue 31 §6, docs/decisions/046-gift-cards.md): pure, so the cart and the
// server's checkout apply a card the same way. A card is a means of payment, not a discount: it
// pays (part of) the order's total after the coupon, the shipping and the sales tax, and the
// server alone says what a card's balance is.

/** No 0/O, 1/I/L, U: a code read aloud or typed from a printed card is not misread. */
export const CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTVWXYZ";
/** Three groups of four: 30^12 ≈ 5 × 10^17 codes, about 59 bits. */
const GROUPS = 3;
const GROUP = 4;

export type GiftCardEntryKind = "issued" | "redeemed" | "released" | "refunded" | "cancelled";

export interface LedgerEntry {
  kind: GiftCardEntryKind;
  /** Signed: + issued, released and refunded, − redeemed and cancelled. */
  amountCents: number;
}

/** A card's code from random bytes: one letter per byte below 240 (= 8 × 30), so every letter is equally likely. */
export function giftCardCode(randomBytes: (n: number) => Uint8Array): string {
  const letters: string[] = [];
  while (letters.length < GROUPS * GROUP) {
    for (const byte of randomBytes(GROUPS * GROUP * 2)) {
      if (byte >= 240) continue; // 240 = 8 × 30: an unbiased draw
      letters.push(CODE_ALPHABET[byte % CODE_ALPHABET.length]!);
      if (letters.length === GROUPS * GROUP) break;
    }
  }
  return formatCode(letters.join(""));
}

function formatCode(compact: string): string {
  const groups: string[] = [];
  for (let i = 0; i < compact.length; i += GROUP) groups.push(compact.slice(i, i + GROUP));
  return groups.join("-");
}

/**
 * The code as stored, from what someone typed: upper case, spaces and dashes ignored. A letter not
 * in the alphabet (O, I, L, 0, 1) is refused rather than guessed. Null when it cannot be a code.
 */
export function normalizeGiftCardCode(typed: string): string | null {
  const compact = typed.toUpperCase().replace(/[\s-]/g, "");
  if (compact.length !== GROUPS * GROUP) return null;
  for (const letter of compact) if (!CODE_ALPHABET.includes(letter)) return null;
  return formatCode(compact);
}

/** "••••-••••-7KQ2": the list shows the last group only. */
export function maskedCode(code: string): string {
  const groups = code.split("-");
  return groups.map((group, i) => (i === groups.length - 1 ? group : "••••")).join("-");
}

/** The balance: the sum of the ledger. */
export function balanceOf(entries: readonly LedgerEntry[]): number {
  return entries.reduce((sum, entry) => sum + entry.amountCents, 0);
}

/**
 * What a card pays of an order's total: all of its balance, or the total when the balance is more.
 * Never negative, never more than either.
 */
export function giftCardApplies(balanceCents: number, totalCents: number): number {
  return Math.max(0, Math.min(balanceCents, totalCents));
}

/**
 * The entry a redemption would write, or the refusal: a card pays only from its balance (the
 * ledger never goes below zero) and only a positive amount.
 */
export function redemption(balanceCents: number, amountCents: number): LedgerEntry | null {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0 || amountCents > balanceCents) return null;
  return { kind: "redeemed", amountCents: -amountCents };
}

/** "Gift card (••••-••••-7KQ2)": the line's words in the cart, on the order, in the mails and the CSV. */
export function giftCardLabel(code: string): string {
  return `Gift card (${maskedCode(code)})`;
}

/** "Gift card balance $50.00; $38.20 applies to this order." */
export function giftCardNote(balanceCents: number, appliedCents: number): string {
  const left = balanceCents - appliedCents;
  return `Balance ${formatPrice(balanceCents)}: ${formatPrice(appliedCents)} applies to this order${left > 0 ? `, ${formatPrice(left)} stays on the card` : ""}.`;
}

/** Her amounts, from the stored "5000,10000,25000". */
export function parseAmounts(stored: string): number[] {
  return stored
    .split(",")
    .map((part) => Number(part.trim()))
    .filter((cents) => Number.isSafeInteger(cents) && cents > 0);
}

export const MIN_GIFT_CARD_CENTS = 500;
export const MAX_GIFT_CARD_CENTS = 500_000;

/**
 * The buyer's sentence for a refund's part put back on her gift card (decisions 047, 052): "$30.00 is
 * back on your gift card ••••-••••-7KQ2, its balance is now $30.00.", or, for a card cancelled since,
 * that it was cancelled and to reply.
 */
export function giftCardBackSentence(card: { code: string; cents: number; balanceCents: number; cancelled: boolean }) {
  const code = maskedCode(card.code);
  return card.cancelled
    ? `${formatPrice(card.cents)} went back on your gift card ${code}, which has been cancelled; reply to this e-mail and we will sort it out with you.`
    : `${formatPrice(card.cents)} is back on your gift card ${code}, its balance is now ${formatPrice(card.balanceCents)}.`;
}
