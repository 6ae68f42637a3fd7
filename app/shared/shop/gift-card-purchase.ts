import type { FieldErrors } from "~/shared/field-errors";
import { checkGiftCardForm } from "./gift-card.schema";
import { GIFT_CARD_AMOUNT_NOT_SOLD, type GiftCardPurchase } from "./gift-card-sale";

// A gift card bought in the shop, checked field by field (decision 051): by the /gift-cards page's
// form and by the server's pricing. Apart from gift-card-sale.ts because it needs zod, which the
// cart (in every page's JavaScript) does not.

/**
 * What a visitor typed (or a stored cart holds) checked against her amounts: the purchase, or a
 * message in words per field. Her amounts only: the shop sells no custom amount.
 */
export function checkGiftCardPurchase(
  raw: Partial<Record<keyof GiftCardPurchase, unknown>>,
  amounts: readonly number[],
): { ok: true; purchase: GiftCardPurchase } | { ok: false; fields: FieldErrors } {
  const str = (value: unknown) => (typeof value === "string" ? value : "");
  const amount = typeof raw.amountCents === "number" && Number.isSafeInteger(raw.amountCents) ? raw.amountCents : -1;
  const checked = checkGiftCardForm(
    {
      amount: String(amount),
      customAmount: "",
      recipientName: str(raw.recipientName),
      recipientEmail: str(raw.recipientEmail),
      message: str(raw.message),
    },
    amounts,
  );
  const fields: FieldErrors = checked.ok ? {} : { ...checked.fields };
  if (fields.amount) fields.amount = GIFT_CARD_AMOUNT_NOT_SOLD;
  const fromName = str(raw.fromName).trim();
  if (fromName === "") fields.fromName = "Enter your name: the card says who it is from.";
  else if (fromName.length > 100) fields.fromName = "Keep your name to 100 characters.";
  if (!checked.ok || Object.keys(fields).length > 0) return { ok: false, fields };
  return { ok: true, purchase: { ...checked.values, fromName } };
}
