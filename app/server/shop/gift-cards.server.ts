import { data } from "react-router";
import type { Kysely, Selectable, Transaction } from "kysely";
import { balanceOf, type GiftCardEntryKind } from "~/shared/shop/gift-card-rules";
import { formatPrice } from "~/shared/money";
import { refused, saved, type EditResult } from "../admin/editor/edit-result.server";
import { idParam } from "../admin/editor/route-params.server";
import { recordActivity } from "../content/activity-log.server";
import { db as sharedDb, toIso } from "../db/db.server";
import type { Database, GiftCardsTable } from "../db/schema";

// Gift cards (issue 31 §6, docs/decisions/046-gift-cards.md): a card, its ledger, her card pages and
// Cancel. Issuing and mailing are gift-card-issue.server.ts's, her amounts gift-card-amounts', the
// cart's and checkout's redemption gift-card-redemptions'. A card's value is its ledger; the card's
// balance_cents is the ledger's sum, written in the same transaction as every entry, so that a
// redemption is one conditional UPDATE (balance_cents >= amount) in the order's transaction: two
// carts racing for the last dollar cannot both have it, on either database.

export type Executor = Kysely<Database> | Transaction<Database>;

export const GIFT_CARDS_AREA = "Gift cards";
const AREA = GIFT_CARDS_AREA;
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
  /** The invoice an invoice payment's redemption, release or refund belongs to (decision 052). */
  invoiceId: number | null;
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

export async function addEntry(
  trx: Executor,
  entry: {
    cardId: number;
    kind: GiftCardEntryKind;
    amountCents: number;
    orderId?: number | null;
    paymentId?: number;
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
      payment_id: entry.paymentId ?? null,
      note: entry.note ?? "",
      actor: entry.actor ?? "",
    })
    .execute();
}

export async function listGiftCards(db: Executor = sharedDb()): Promise<GiftCardRecord[]> {
  const rows = await db.selectFrom("gift_cards").selectAll().orderBy("id", "desc").limit(500).execute();
  return rows.map(toRecord);
}

export async function giftCardEntries(cardId: number, db: Executor = sharedDb()): Promise<GiftCardEntry[]> {
  const rows = await db
    .selectFrom("gift_card_entries as e")
    .leftJoin("order_refunds as r", "r.id", "e.order_refund_id")
    .leftJoin("payments as p", "p.id", "e.payment_id")
    .leftJoin("payments as ir", "ir.id", "e.invoice_refund_id")
    .selectAll("e")
    .select([
      "r.order_id as refund_order_id",
      "p.invoice_id as payment_invoice_id",
      "ir.invoice_id as refund_invoice_id",
    ])
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
    // An invoice payment's entries name the invoice through the payment or the refund (0038, 0042).
    invoiceId: numberOrNull(row.payment_invoice_id ?? row.refund_invoice_id),
    note: row.note,
    actor: row.actor,
    createdAt: toIso(row.created_at),
  }));
}

const numberOrNull = (value: number | string | null) => (value === null ? null : Number(value));

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
