import { z } from "zod";
import { defineIntents } from "~/shared/admin/intents";
import { priceField } from "~/shared/content/investment.schema";
import type { FieldErrors } from "~/shared/field-errors";
import { formatPrice } from "~/shared/money";
import { MAX_GIFT_CARD_CENTS, MIN_GIFT_CARD_CENTS } from "./gift-card-rules";

// Her gift-card forms (decision 046): issuing a card (an amount from her list or a custom one, the
// recipient, a message) and her list of amounts. Money is typed in dollars and kept in cents.

export const GIFT_CARD_FIELDS = ["amount", "customAmount", "recipientName", "recipientEmail", "message"] as const;
export type GiftCardForm = Record<(typeof GIFT_CARD_FIELDS)[number], string>;

export const AMOUNTS_FIELDS = ["amounts"] as const;
export type AmountsForm = Record<(typeof AMOUNTS_FIELDS)[number], string>;

export const NEW_GIFT_CARD_INTENTS = defineIntents(["issue", "amounts"]);
export const GIFT_CARD_INTENTS = defineIntents(["resend", "cancel"]);

/** The amount choice that means "the custom amount below". */
export const CUSTOM_AMOUNT = "custom";

export const BLANK_GIFT_CARD: GiftCardForm = {
  amount: "",
  customAmount: "",
  recipientName: "",
  recipientEmail: "",
  message: "",
};

export interface GiftCardValues {
  amountCents: number;
  recipientName: string;
  recipientEmail: string;
  message: string;
}

const email = z.email().max(254);
const range = `from ${formatPrice(MIN_GIFT_CARD_CENTS)} to ${formatPrice(MAX_GIFT_CARD_CENTS)}`;

function dollars(typed: string): number | null {
  const cents = priceField.safeParse(typed);
  return cents.success ? cents.data : null;
}

/** The issue form checked against her amounts: its values, or a message in words under each field. */
export function checkGiftCardForm(
  form: GiftCardForm,
  amounts: readonly number[],
): { ok: true; values: GiftCardValues } | { ok: false; fields: FieldErrors } {
  const fields: FieldErrors = {};
  let amountCents: number | null = null;
  if (form.amount === CUSTOM_AMOUNT) {
    const cents = form.customAmount.trim() === "" ? null : dollars(form.customAmount);
    if (cents === null) fields.customAmount = "Enter the card's amount in dollars, e.g. 75.00.";
    else if (cents < MIN_GIFT_CARD_CENTS || cents > MAX_GIFT_CARD_CENTS)
      fields.customAmount = `Enter an amount ${range}.`;
    else amountCents = cents;
  } else if (/^\d{1,9}$/.test(form.amount) && amounts.includes(Number(form.amount))) {
    amountCents = Number(form.amount);
  } else {
    fields.amount = "Choose one of your amounts, or a custom amount.";
  }
  const recipientName = form.recipientName.trim();
  if (recipientName === "") fields.recipientName = "Enter the recipient's name, as the card will greet them.";
  else if (recipientName.length > 100) fields.recipientName = "Keep the name to 100 characters.";
  const recipientEmail = form.recipientEmail.trim();
  if (!email.safeParse(recipientEmail).success)
    fields.recipientEmail = "Enter the recipient's e-mail address, e.g. name@example.com: the card is sent there.";
  const message = form.message.trim();
  if (message.length > 500) fields.message = "Keep the message to 500 characters: it is printed on the card.";
  if (Object.keys(fields).length > 0 || amountCents === null) return { ok: false, fields };
  return { ok: true, values: { amountCents, recipientName, recipientEmail, message } };
}

/** Her amounts as typed ("50, 100, 250") checked: cents in order, or the field's message. */
export function checkAmounts(typed: string): { ok: true; amounts: number[] } | { ok: false; fields: FieldErrors } {
  const parts = typed
    .split(/[,;\n]/)
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length === 0) return { ok: false, fields: { amounts: "Enter at least one amount, e.g. 50, 100, 250." } };
  if (parts.length > 12) return { ok: false, fields: { amounts: "Keep the list to 12 amounts." } };
  const amounts: number[] = [];
  for (const part of parts) {
    const cents = dollars(part);
    if (cents === null)
      return {
        ok: false,
        fields: { amounts: `"${part.slice(0, 20)}" is not an amount in dollars: e.g. 50, 100, 250.` },
      };
    if (cents < MIN_GIFT_CARD_CENTS || cents > MAX_GIFT_CARD_CENTS)
      return { ok: false, fields: { amounts: `Each amount must be ${range}; ${formatPrice(cents)} is not.` } };
    if (!amounts.includes(cents)) amounts.push(cents);
  }
  return { ok: true, amounts: amounts.sort((a, b) => a - b) };
}

/** Her amounts as the form shows them: "50.00, 100.00, 250.00". */
export function amountsText(amounts: readonly number[]): string {
  return amounts.map((cents) => formatPrice(cents).slice(1)).join(", ");
}
