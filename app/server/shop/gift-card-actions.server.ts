import {
  AMOUNTS_FIELDS,
  GIFT_CARD_FIELDS,
  GIFT_CARD_INTENTS,
  NEW_GIFT_CARD_INTENTS,
} from "~/shared/shop/gift-card.schema";
import { maskedCode } from "~/shared/shop/gift-card-rules";
import { answer, refused } from "../admin/editor/edit-result.server";
import { editorAction } from "../admin/editor/editor-action.server";
import { createValues } from "../admin/editor/editor-handlers.server";
import { textValues } from "../admin/editor/form-values.server";
import { cancelGiftCard, giftCardEntries, giftCardFromUrl, listGiftCards } from "./gift-cards.server";
import { issueGiftCard, resendGiftCard } from "./gift-card-issue.server";
import { readGiftCardAmounts, saveGiftCardAmounts } from "./gift-card-amounts.server";
import { db as sharedDb } from "../db/db.server";

// The gift-card screens' data and form posts (decision 046; the kit's editorAction checks the
// session and the CSRF token first): issue a card, set her amounts, resend and cancel a card.

/** The list shows each code masked; only the card's own page holds it whole. */
export const giftCardsPage = async () => ({
  cards: (await listGiftCards()).map((card) => ({ ...card, code: maskedCode(card.code) })),
});

export const newGiftCardPage = async () => ({ amounts: (await readGiftCardAmounts()).amounts });

export async function giftCardPage(idParam: string | undefined) {
  const card = await giftCardFromUrl(idParam);
  const deliveries = await sharedDb()
    .selectFrom("gift_card_deliveries")
    .select(["id", "pdf_key"])
    .where("gift_card_id", "=", card.id)
    .execute();
  return {
    card,
    entries: await giftCardEntries(card.id),
    sent: deliveries.filter((d) => d.pdf_key !== null).length,
    waiting: deliveries.filter((d) => d.pdf_key === null).length,
  };
}

export function newGiftCardAction(request: Request) {
  return editorAction(
    request,
    NEW_GIFT_CARD_INTENTS,
    {
      issue: createValues(GIFT_CARD_FIELDS, (values, actor) => issueGiftCard(values, actor), {
        open: (id) => `/admin/gift-cards/${id}`,
      }),
      amounts: async ({ form, actor }) => {
        const values = textValues(form, AMOUNTS_FIELDS);
        return answer(await saveGiftCardAmounts(values, actor), { echo: { values } });
      },
    },
    { fallback: NEW_GIFT_CARD_INTENTS.issue },
  );
}

export function giftCardAction(request: Request, idParam: string | undefined) {
  return editorAction(request, GIFT_CARD_INTENTS, {
    // Read after the session and CSRF checks: a stranger learns nothing, not even a 404.
    resend: async ({ actor }) => answer(await resendGiftCard(await giftCardFromUrl(idParam), actor)),
    cancel: async ({ form, actor }) => {
      const card = await giftCardFromUrl(idParam);
      if (form.get("confirm") !== "yes")
        return answer(
          refused("Tick “Yes, cancel this card” first: cancelling cannot be undone.", 400, {
            confirm: "Tick this box to confirm.",
          }),
        );
      return answer(await cancelGiftCard(card, actor));
    },
  });
}
