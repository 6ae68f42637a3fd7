import { randomBytes } from "node:crypto";
import { data } from "react-router";
import { sql, type Kysely, type Selectable, type Transaction } from "kysely";
import { balanceOf, giftCardCode, parseAmounts, type GiftCardEntryKind } from "~/shared/shop/gift-card-rules";
import {
  checkAmounts,
  checkGiftCardForm,
  type AmountsForm,
  type GiftCardForm,
  type GiftCardValues,
} from "~/shared/shop/gift-card.schema";
import { formatPrice } from "~/shared/money";
import { invalid, refused, saved, type EditResult, type Refusal } from "../admin/editor/edit-result.server";
import { idParam } from "../admin/editor/route-params.server";
import { recordActivity } from "../content/activity-log.server";
import { db as sharedDb, toIso } from "../db/db.server";
import type { Database, GiftCardsTable } from "../db/schema";
import { enqueueJob } from "../jobs/jobs.server";
import { wakeJobsWorker } from "../jobs/jobs-worker.server";
import type { OrderLine } from "../orders/order-types";
import { GIFT_CARD_MAIL_JOB } from "./gift-card-job-kind";

// Gift cards (issue 31 §6, docs/decisions/046-gift-cards.md): her issue screen and card pages, the
// cart's check of a code, and the checkout's redemption. A card's value is its ledger; the card's
// balance_cents is the ledger's sum, written in the same transaction as every entry, so that a
// redemption is one conditional UPDATE (balance_cents >= amount) in the order's transaction: two
// carts racing for the last dollar cannot both have it, on either database.

export type Executor = Kysely<Database> | Transaction<Database>;

const AREA = "Gift cards";
const NO_SUCH_CARD = "No such gift card.";
export const NO_SUCH_GIFT_CARD_CODE = "No gift card has this code: check the code on the card.";
export const GIFT_CARD_CANCELLED = "This gift card has been cancelled.";
export const GIFT_CARD_EMPTY = "This gift card has no balance left.";
export const GIFT_CARD_CHANGED = "This gift card's balance changed meanwhile; please apply it again.";

export interface GiftCardRecord {
  id: number;
  code: string;
  amountCents: number;
  balanceCents: number;
  recipientName: string;
  recipientEmail: string;
  message: string;
  issuedBy: string;
  status: "active" | "cancelled";
  createdAt: string;
  /** The shop order that bought it (decision 051); null when she issued it. */
  orderId: number | null;
  /** The buyer's name, "From" on the card; '' when she issued it. */
  fromName: string;
}

export interface GiftCardEntry {
  id: number;
  kind: GiftCardEntryKind;
  amountCents: number;
  orderId: number | null;
  note: string;
  actor: string;
  createdAt: string;
}

function toRecord(row: Selectable<GiftCardsTable>): GiftCardRecord {
  return {
    id: Number(row.id),
    code: row.code,
    amountCents: Number(row.amount_cents),
    balanceCents: Number(row.balance_cents),
    recipientName: row.recipient_name,
    recipientEmail: row.recipient_email,
    message: row.message,
    issuedBy: row.issued_by,
    status: row.status === "cancelled" ? "cancelled" : "active",
    createdAt: toIso(row.created_at),
    orderId: row.order_id === null ? null : Number(row.order_id),
    fromName: row.from_name,
  };
}

// ---- her amounts -------------------------------------------------------------------------------

export async function readGiftCardAmounts(db: Executor = sharedDb()): Promise<{ amounts: number[]; version: number }> {
  const row = await db
    .selectFrom("gift_card_settings")
    .select(["amounts", "version"])
    .where("id", "=", 1)
    .executeTakeFirst();
  return row ? { amounts: parseAmounts(row.amounts), version: Number(row.version) } : { amounts: [], version: 1 };
}

export async function saveGiftCardAmounts(
  input: AmountsForm,
  actorEmail: string,
  db: Kysely<Database> = sharedDb(),
): Promise<EditResult> {
  const checked = checkAmounts(input.amounts);
  if (!checked.ok) return invalid(checked.fields);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("gift_card_settings")
      .set({ amounts: checked.amounts.join(","), version: sql<number>`version + 1`, updated_at: new Date() })
      .where("id", "=", 1)
      .execute();
    await recordActivity(trx, {
      actorEmail,
      area: AREA,
      summary: `Set the gift-card amounts to ${checked.amounts.map(formatPrice).join(", ")}`,
    });
  });
  return saved("Saved: the amounts you offer when issuing a card.");
}

// ---- the ledger ---------------------------------------------------------------------------------

export async function addEntry(
  trx: Executor,
  entry: {
    cardId: number;
    kind: GiftCardEntryKind;
    amountCents: number;
    orderId?: number | null;
    note?: string;
    actor?: string;
  },
) {
  await trx
    .insertInto("gift_card_entries")
    .values({
      gift_card_id: entry.cardId,
      kind: entry.kind,
      amount_cents: entry.amountCents,
      order_id: entry.orderId ?? null,
      note: entry.note ?? "",
      actor: entry.actor ?? "",
    })
    .execute();
}

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

export async function listGiftCards(db: Executor = sharedDb()): Promise<GiftCardRecord[]> {
  const rows = await db.selectFrom("gift_cards").selectAll().orderBy("id", "desc").limit(500).execute();
  return rows.map(toRecord);
}

export async function giftCardEntries(cardId: number, db: Executor = sharedDb()): Promise<GiftCardEntry[]> {
  const rows = await db
    .selectFrom("gift_card_entries as e")
    .leftJoin("order_refunds as r", "r.id", "e.order_refund_id")
    .selectAll("e")
    .select("r.order_id as refund_order_id")
    .where("e.gift_card_id", "=", cardId)
    .orderBy("e.id")
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    kind: row.kind,
    amountCents: Number(row.amount_cents),
    // A refund's entry names its order through the refund (migration 0039).
    orderId:
      row.order_id !== null ? Number(row.order_id) : row.refund_order_id === null ? null : Number(row.refund_order_id),
    note: row.note,
    actor: row.actor,
    createdAt: toIso(row.created_at),
  }));
}

/** The card an admin page is about (/admin/gift-cards/:id), or that page's 404. */
export async function giftCardFromUrl(param: string | undefined, db: Executor = sharedDb()) {
  const id = idParam(param, NO_SUCH_CARD);
  const row = await db.selectFrom("gift_cards").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) throw data({ error: NO_SUCH_CARD }, { status: 404 });
  return toRecord(row);
}

/** The ledger's sum, read from the entries themselves (tests compare it with balance_cents). */
export async function ledgerBalance(cardId: number, db: Executor = sharedDb()): Promise<number> {
  return balanceOf(await giftCardEntries(cardId, db));
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

/** Cancels a card: a "cancelled" entry takes its whole balance, and the cart refuses it from then on. */
export async function cancelGiftCard(
  card: GiftCardRecord,
  actorEmail: string,
  db: Kysely<Database> = sharedDb(),
): Promise<EditResult> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("gift_cards")
      .select(["balance_cents", "status"])
      .where("id", "=", card.id)
      .executeTakeFirst();
    if (!row || row.status === "cancelled") return refused("This card is already cancelled.");
    const balance = Number(row.balance_cents);
    // Conditional on the balance read: a redemption in between makes this refuse, not go negative.
    const result = await trx
      .updateTable("gift_cards")
      .set({ status: "cancelled", balance_cents: 0, updated_at: new Date() })
      .where("id", "=", card.id)
      .where("status", "=", "active")
      .where("balance_cents", "=", balance)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return refused("The card was just used; reload it and try again.", 409);
    if (balance > 0)
      await addEntry(trx, { cardId: card.id, kind: "cancelled", amountCents: -balance, actor: actorEmail });
    await recordActivity(trx, {
      actorEmail,
      area: AREA,
      summary: `Cancelled the gift card of ${card.recipientName} (${formatPrice(balance)} left on it)`,
    });
    return saved(`Cancelled: ${formatPrice(balance)} taken off; the cart refuses the code from now on.`);
  });
}
