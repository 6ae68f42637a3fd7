import type { Kysely } from "kysely";
import { z } from "zod";
import { formatPrice } from "~/shared/money";
import type { Database } from "../db/schema";
import { env } from "../env.server";
import { PermanentJobError, registerCheckedJobKind } from "../jobs/jobs.server";
import { recordPdfOnce } from "../jobs/pdf-once.server";
import { enqueueMail, type OutgoingMail } from "../mail/outbox.server";
import { mediaStorage, type MediaStorage } from "../media/storage.server";
import { GIFT_CARD_MAIL_JOB } from "./gift-card-job-kind";
import { renderGiftCardPdf, type GiftCardFacts } from "./gift-card-pdf.server";

// The `gift-card-mail` job (decision 046), queued with { deliveryId } in the transaction that
// issued the card or asked for a resend: makes the card's PDF, stores it privately and queues the
// recipient's mail with it attached, as the receipt and contract jobs do. Run twice (a retry after
// a crash), it stores the same file (the key is fixed by the delivery) and the second run finds
// the delivery's pdf_key set and queues nothing: each mailing is sent once.

const payloadSchema = z.object({ deliveryId: z.number().int().positive() });

export function giftCardMail(
  facts: GiftCardFacts & { recipientEmail: string; deliveryId: number; cardId: number },
  key: string,
): OutgoingMail {
  return {
    kind: "gift-card",
    to: facts.recipientEmail,
    replyTo: facts.siteEmail,
    subject: facts.fromName
      ? `${facts.fromName} sent you a ${formatPrice(facts.amountCents)} gift card for ${facts.siteName}`
      : `A ${formatPrice(facts.amountCents)} gift card from ${facts.siteName}`,
    text: [
      `Dear ${facts.recipientName},`,
      "",
      facts.fromName
        ? `${facts.fromName} sent you a ${formatPrice(facts.amountCents)} gift card for ${facts.siteName}.`
        : `You have a ${formatPrice(facts.amountCents)} gift card from ${facts.siteName}.`,
      ...(facts.message ? ["", facts.message] : []),
      "",
      `Your code: ${facts.code}`,
      "",
      `Enter it in the cart at ${facts.siteUrl}/cart ("Gift card code", then Apply). It pays for prints and`,
      "albums after shipping and sales tax; whatever is left stays on the card for another order.",
      "",
      "The card itself is attached as a PDF, ready to print or to give.",
      "",
      `Questions? Simply reply to this e-mail.`,
      "",
      facts.siteName,
    ].join("\n"),
    related: { type: "gift_card", id: facts.cardId },
    attachments: [{ filename: "gift-card.pdf", contentType: "application/pdf", storageKey: key }],
  };
}

export async function mailGiftCard(
  db: Kysely<Database>,
  deliveryId: number,
  storage: MediaStorage = mediaStorage(),
): Promise<"stored" | "already-stored" | "cancelled"> {
  const row = await db
    .selectFrom("gift_card_deliveries")
    .innerJoin("gift_cards", "gift_cards.id", "gift_card_deliveries.gift_card_id")
    .select([
      "gift_card_deliveries.pdf_key",
      "gift_cards.id as cardId",
      "gift_cards.code",
      "gift_cards.amount_cents",
      "gift_cards.recipient_name",
      "gift_cards.recipient_email",
      "gift_cards.message",
      "gift_cards.from_name",
      "gift_cards.status",
    ])
    .where("gift_card_deliveries.id", "=", deliveryId)
    .executeTakeFirst();
  if (!row) throw new PermanentJobError(`Gift card delivery ${deliveryId} does not exist`);
  if (row.pdf_key) return "already-stored";
  // Cancelled before its mail went: nothing to send, and nothing gone wrong.
  if (row.status === "cancelled") return "cancelled";
  const config = env();
  const facts = {
    code: row.code,
    amountCents: Number(row.amount_cents),
    recipientName: row.recipient_name,
    recipientEmail: row.recipient_email,
    message: row.message,
    fromName: row.from_name,
    siteName: config.SITE_NAME,
    siteUrl: config.SITE_URL,
    siteEmail: config.SITE_EMAIL,
    deliveryId,
    cardId: Number(row.cardId),
  };
  const key = `private/gift-card-${facts.cardId}-${deliveryId}.pdf`;
  await storage.put(key, Buffer.from(await renderGiftCardPdf(facts)), "application/pdf");
  return recordPdfOnce(db, { table: "gift_card_deliveries", column: "pdf_key", id: deliveryId }, key, (trx) =>
    enqueueMail(giftCardMail(facts, key), trx),
  );
}

export function registerGiftCardMailJob() {
  registerCheckedJobKind(
    GIFT_CARD_MAIL_JOB,
    { maxAttempts: 8, baseDelayMs: 30_000 },
    payloadSchema,
    (payload, context) => mailGiftCard(context.app.db, payload.deliveryId),
  );
}
