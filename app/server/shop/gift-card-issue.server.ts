import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import { giftCardCode } from "~/shared/shop/gift-card-rules";
import { checkGiftCardForm, type GiftCardForm, type GiftCardValues } from "~/shared/shop/gift-card.schema";
import { formatPrice } from "~/shared/money";
import { invalid, refused, saved, type EditResult, type Refusal } from "../admin/editor/edit-result.server";
import { recordActivity } from "../content/activity-log.server";
import { db as sharedDb } from "../db/db.server";
import type { Database } from "../db/schema";
import { enqueueJob } from "../jobs/jobs.server";
import { wakeJobsWorker } from "../jobs/jobs-worker.server";
import type { OrderLine } from "../orders/order-types";
import { readGiftCardAmounts } from "./gift-card-amounts.server";
import { GIFT_CARD_MAIL_JOB } from "./gift-card-job-kind";
import { addEntry, GIFT_CARDS_AREA as AREA, type Executor, type GiftCardRecord } from "./gift-cards.server";

// How a gift card comes into being and reaches its recipient: from her issue screen or from a paid
// shop order's line (decision 051), each with its "issued" entry and a mailing queued as a durable
// job in the same transaction; and her "Resend".

/** Queues a mailing of the card (its PDF and the mail, by the gift-card-mail job) in `trx`. */
async function queueDelivery(trx: Executor, cardId: number, requestedBy: string) {
  const row = await trx
    .insertInto("gift_card_deliveries")
    .values({ gift_card_id: cardId, requested_by: requestedBy, pdf_key: null })
    .returning("id")
    .executeTakeFirstOrThrow();
  await enqueueJob(GIFT_CARD_MAIL_JOB, { deliveryId: Number(row.id) }, trx);
}

function isUniqueViolation(error: unknown): boolean {
  const text =
    String((error as { code?: string; message?: string })?.code ?? "") + String((error as Error)?.message ?? "");
  return /23505|SQLITE_CONSTRAINT|UNIQUE/i.test(text);
}

/** Where a card comes from: her issue screen, or a line of a paid shop order (decision 051). */
type CardOrigin = { orderId: number; position: number; fromName: string } | null;

/**
 * The one way a card comes into being, inside the caller's transaction: the card with `code`, the
 * "issued" entry of its amount, its first mailing (a durable job, never sent on the side) and the
 * activity log's line. Her issue screen and the payment of a shop order both call it.
 */
async function insertGiftCard(
  trx: Executor,
  card: GiftCardValues,
  code: string,
  actor: string,
  origin: CardOrigin,
): Promise<number> {
  const row = await trx
    .insertInto("gift_cards")
    .values({
      code,
      amount_cents: card.amountCents,
      balance_cents: card.amountCents,
      recipient_name: card.recipientName,
      recipient_email: card.recipientEmail,
      message: card.message,
      issued_by: actor,
      ...(origin ? { order_id: origin.orderId, order_line_position: origin.position, from_name: origin.fromName } : {}),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const cardId = Number(row.id);
  await addEntry(trx, { cardId, kind: "issued", amountCents: card.amountCents, orderId: null, actor });
  await queueDelivery(trx, cardId, actor);
  await recordActivity(trx, {
    actorEmail: actor,
    area: AREA,
    summary: origin
      ? `Sold a ${formatPrice(card.amountCents)} gift card to ${card.recipientName} (order #${origin.orderId})`
      : `Issued a ${formatPrice(card.amountCents)} gift card to ${card.recipientName}`,
  });
  return cardId;
}

/**
 * Issues a card from her screen: in one transaction (see insertGiftCard); a drawn code already
 * taken makes the transaction fail and another code is drawn.
 */
export async function issueGiftCard(
  input: GiftCardForm,
  actorEmail: string,
  db: Kysely<Database> = sharedDb(),
  random: (n: number) => Uint8Array = randomBytes,
): Promise<{ id: number } | Refusal> {
  const { amounts } = await readGiftCardAmounts(db);
  const checked = checkGiftCardForm(input, amounts);
  if (!checked.ok) return invalid(checked.fields);
  for (let attempt = 0; attempt < 5; attempt++) {
    const code = giftCardCode(random);
    try {
      const id = await db.transaction().execute((trx) => insertGiftCard(trx, checked.values, code, actorEmail, null));
      wakeJobsWorker();
      return { id };
    } catch (error) {
      // A code already taken (about one chance in 10^17): draw another.
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new Error("Could not draw an unused gift-card code");
}

/** A code no card has yet, looked up first: inside the order's transaction a failed insert would abort it. */
async function unusedCode(trx: Executor, random: (n: number) => Uint8Array): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const code = giftCardCode(random);
    const taken = await trx.selectFrom("gift_cards").select("id").where("code", "=", code).executeTakeFirst();
    if (!taken) return code;
  }
  throw new Error("Could not draw an unused gift-card code");
}

/**
 * Issues the cards an order's gift-card lines sold, in the transaction that marks it paid (the
 * caller wakes the jobs worker after the commit). Each line once: a card already issued for a
 * line is skipped, and the unique (order_id, order_line_position) refuses a second one anyway.
 * Returns how many cards were issued.
 */
export async function issueOrderGiftCards(
  trx: Executor,
  order: { id: number; customerEmail: string | null; lines: readonly OrderLine[] },
  random: (n: number) => Uint8Array = randomBytes,
): Promise<number> {
  let issued = 0;
  for (const [position, line] of order.lines.entries()) {
    if (!line.giftCard || line.issuedCard) continue;
    const card = { ...line.giftCard, amountCents: line.unitCents };
    const origin = { orderId: order.id, position, fromName: line.giftCard.fromName };
    await insertGiftCard(trx, card, await unusedCode(trx, random), order.customerEmail ?? "shop", origin);
    issued++;
  }
  return issued;
}

export async function resendGiftCard(
  card: GiftCardRecord,
  actorEmail: string,
  db: Kysely<Database> = sharedDb(),
): Promise<EditResult> {
  if (card.status === "cancelled") return refused("This card is cancelled: there is nothing to send.");
  await db.transaction().execute(async (trx) => {
    await queueDelivery(trx, card.id, actorEmail);
    await recordActivity(trx, { actorEmail, area: AREA, summary: `Resent the gift card to ${card.recipientEmail}` });
  });
  wakeJobsWorker();
  return saved(`Sending the card to ${card.recipientEmail} again.`);
}
