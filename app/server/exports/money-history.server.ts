import type { Kysely } from "kysely";
import { taxParts } from "~/shared/booking/payment-tax";
import { periodBounds, type ExportPeriod } from "~/shared/exports/export-period";
import { formatPrice } from "~/shared/money";
import { discountLabel } from "~/shared/shop/coupon-rules";
import { giftCardLabel } from "~/shared/shop/gift-card-rules";
import { SHIPPING_CHOICE_LABELS } from "~/shared/shop/shop-charges";
import type { AppDatabase } from "../db/db.server";
import type { PaymentMethod } from "../db/booking-schema";
import type { Database } from "../db/schema";
import { studioMinuteOf } from "../db/studio-time-sql.server";

// Every payment and refund of a period, as her accountant reads them (issue 29 §6,
// docs/decisions/040): the booking ledger's settled rows (with the tax part of each, shared over
// the invoice's whole history) and the shop's paid orders, a refunded order also as a refund on
// the day it was marked refunded. Months are Arizona months, computed by the database.

export interface MoneyLine {
  /** Arizona wall clock, "YYYY-MM-DD HH:MM"; its first 7 characters are the month. */
  at: string;
  source: "booking" | "shop";
  kind: "payment" | "refund";
  client: string;
  what: string;
  method: PaymentMethod;
  providerRef: string;
  /** Positive, like the stored rows; a refund's sign is its kind. */
  amountCents: number;
  taxCents: number;
  note: string;
}

const TEST_NOTE = "Test checkout: no card was charged";
const PAID_ORDER = ["paid", "in_production", "shipped", "delivered", "refunded"] as const;

/** Rows by a key, in their order (Map.groupBy needs Node 21). */
function groupedBy<T>(rows: readonly T[], key: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
}

const inPeriod = (line: MoneyLine, { from, to }: ExportPeriod) => {
  const month = line.at.slice(0, 7);
  return month >= from && month <= to;
};

/** The period's lines, in Arizona time order (bookings before the shop within a minute). */
export async function moneyHistory(app: AppDatabase, period: ExportPeriod): Promise<MoneyLine[]> {
  const lines = [...(await bookingLines(app, period)), ...(await shopLines(app, period))];
  return lines.filter((line) => inPeriod(line, period)).sort((a, b) => a.at.localeCompare(b.at));
}

/**
 * The settled payments and refunds of every invoice that had one in the period, with their whole
 * history: an invoice's earlier payments decide how much tax a later one carries.
 */
async function bookingLines({ db, dialect }: AppDatabase, period: ExportPeriod): Promise<MoneyLine[]> {
  const { start, end } = periodBounds(period);
  const touched = db
    .selectFrom("payments")
    .select("invoice_id")
    .where("status", "=", "paid")
    .where("paid_at", ">=", start)
    .where("paid_at", "<", end);
  const rows = await db
    .selectFrom("payments as p")
    .innerJoin("invoices as i", "i.id", "p.invoice_id")
    .innerJoin("clients as c", "c.id", "p.client_id")
    .leftJoin("proposals as pr", "pr.id", "i.proposal_id")
    .select(["p.id", "p.kind", "p.method", "p.amount_cents", "p.provider", "p.provider_payment_ref"])
    .select(["p.provider_session_id", "p.note", "p.invoice_id", "i.amount_cents as invoice_cents", "i.tax_cents"])
    .select(["i.label", "pr.title", "c.names"])
    .select(["p.coupon_code", "p.discount_cents", "p.discount_tax_cents", "p.gift_card_code", "p.gift_card_cents"])
    .select(studioMinuteOf(dialect, "p.paid_at").as("at"))
    .where("p.status", "=", "paid")
    .where("p.paid_at", "is not", null)
    .where("p.invoice_id", "in", touched)
    .orderBy("p.paid_at")
    .orderBy("p.id")
    .execute();
  const taxes = new Map<number, number>();
  for (const history of groupedBy(rows, (row) => Number(row.invoice_id)).values()) {
    const invoice = { amountCents: Number(history[0]!.invoice_cents), taxCents: Number(history[0]!.tax_cents) };
    const movements = history.map((h) => ({
      id: Number(h.id),
      kind: h.kind,
      amountCents: Number(h.amount_cents),
      discountCents: Number(h.discount_cents),
      discountTaxCents: Number(h.discount_tax_cents),
    }));
    for (const [id, tax] of taxParts(invoice, movements)) taxes.set(id, tax);
  }
  return rows.map((row): MoneyLine => ({
    at: row.at,
    source: "booking",
    kind: row.kind,
    client: row.names,
    // The amount is what the invoice received (gift card included, as a shop order's, decision 046).
    what: `${row.title ? `${row.title}: ${row.label}` : row.label}${discountNote(row)}${giftCardNote({ ...row, total_cents: row.amount_cents })}`,
    method: row.method,
    providerRef: row.provider_payment_ref ?? row.provider_session_id ?? "",
    amountCents: Number(row.amount_cents),
    taxCents: taxes.get(Number(row.id))!,
    note: [row.provider === "test" ? TEST_NOTE : "", row.note].filter(Boolean).join("; "),
  }));
}

/**
 * Paid orders, and each refunded order a second time as its refund: the amount is the order's
 * total, its sales tax in the tax column, and the delivery (shipping and its price, or a local
 * pick-up) named after its lines (decision 044).
 */
async function shopLines({ db, dialect }: AppDatabase, period: ExportPeriod): Promise<MoneyLine[]> {
  const { start, end } = periodBounds(period);
  const orders = await db
    .selectFrom("orders")
    .select([
      "id",
      "status",
      "total_cents",
      "payment_provider",
      "payment_session_id",
      "customer_email",
      "shipping_name",
      "tax_cents",
      "shipping_cents",
      "shipping_choice",
      "coupon_code",
      "discount_cents",
      "gift_card_code",
      "gift_card_cents",
    ])
    .select(studioMinuteOf(dialect, "paid_at").as("paid_at_local"))
    .select(studioMinuteOf(dialect, "updated_at").as("refunded_at_local"))
    .where("status", "in", PAID_ORDER)
    .where("paid_at", "is not", null)
    .where((eb) =>
      eb.or([
        eb.and([eb("paid_at", ">=", start), eb("paid_at", "<", end)]),
        eb.and([eb("status", "=", "refunded"), eb("updated_at", ">=", start), eb("updated_at", "<", end)]),
      ]),
    )
    .orderBy("paid_at")
    .orderBy("id")
    .execute();
  const contents = await orderContents(
    db,
    orders.map((o) => Number(o.id)),
  );
  const refundedThroughSite = new Set(
    orders.length === 0
      ? []
      : (
          await db
            .selectFrom("order_refunds")
            .select("order_id")
            .where(
              "order_id",
              "in",
              orders.map((o) => o.id),
            )
            .where("status", "=", "paid")
            .execute()
        ).map((r) => Number(r.order_id)),
  );
  const paidLines = orders.flatMap((order) => {
    const line = (kind: MoneyLine["kind"], at: string): MoneyLine => ({
      at,
      source: "shop",
      kind,
      client: order.shipping_name || order.customer_email || "Shop customer",
      what: `Shop order #${order.id}: ${contents.get(Number(order.id)) ?? ""}${discountNote(order)}${deliveryNote(order)}${giftCardNote(order)}`,
      method: "card",
      providerRef: order.payment_session_id ?? "",
      amountCents: Number(order.total_cents),
      taxCents: Number(order.tax_cents),
      note: order.payment_provider === "test" ? TEST_NOTE : "",
    });
    const paid = line("payment", order.paid_at_local);
    // Refunded by hand (marked refunded, no refund through the site): the whole order, as before.
    const byHand = order.status === "refunded" && !refundedThroughSite.has(Number(order.id));
    return byHand ? [paid, line("refund", order.refunded_at_local)] : [paid];
  });
  return [...paidLines, ...(await shopRefundLines({ db, dialect }, period))];
}

/**
 * Each refund given through the site (decision 047) in the period: its amount, the sales tax inside
 * it, and what it gave back ("1 × Print … (8x10)", or the whole order with its shipping).
 */
async function shopRefundLines({ db, dialect }: AppDatabase, period: ExportPeriod): Promise<MoneyLine[]> {
  const { start, end } = periodBounds(period);
  const refunds = await db
    .selectFrom("order_refunds as r")
    .innerJoin("orders as o", "o.id", "r.order_id")
    .select([
      "r.id",
      "r.order_id",
      "r.full_refund",
      "r.amount_cents",
      "r.tax_cents",
      "r.shipping_cents",
      "r.provider_ref",
      "r.gift_card_cents",
      "o.gift_card_code",
      "o.payment_provider",
      "o.customer_email",
      "o.shipping_name",
    ])
    .select(studioMinuteOf(dialect, "r.refunded_at").as("at"))
    .where("r.status", "=", "paid")
    .where("r.refunded_at", ">=", start)
    .where("r.refunded_at", "<", end)
    .orderBy("r.refunded_at")
    .orderBy("r.id")
    .execute();
  if (refunds.length === 0) return [];
  const refundLines = await db
    .selectFrom("order_refund_lines as rl")
    .innerJoin("order_refunds as r", "r.id", "rl.refund_id")
    .innerJoin("order_lines as ol", (join) =>
      join.onRef("ol.order_id", "=", "r.order_id").onRef("ol.position", "=", "rl.position"),
    )
    .select(["rl.refund_id", "rl.quantity", "ol.title", "ol.size"])
    .where(
      "rl.refund_id",
      "in",
      refunds.map((r) => r.id),
    )
    .orderBy("rl.refund_id")
    .orderBy("rl.position")
    .execute();
  const grouped = groupedBy(refundLines, (l) => Number(l.refund_id));
  return refunds.map((r) => {
    const items = (grouped.get(Number(r.id)) ?? []).map((l) => `${l.quantity} × ${l.title} (${l.size})`).join("; ");
    const shipping = Number(r.shipping_cents) > 0 ? `; shipping ${formatPrice(Number(r.shipping_cents))}` : "";
    return {
      at: r.at,
      source: "shop" as const,
      kind: "refund" as const,
      client: r.shipping_name || r.customer_email || "Shop customer",
      what: `Shop order #${r.order_id} refund${Number(r.full_refund) === 1 ? " (the rest of the order)" : ""}: ${items}${shipping}${refundGiftCardNote(r)}`,
      method: "card" as const,
      providerRef: r.provider_ref ?? "",
      amountCents: Number(r.amount_cents),
      taxCents: Number(r.tax_cents),
      note: r.payment_provider === "test" ? TEST_NOTE : "",
    };
  });
}

/**
 * "; Gift card (••••-••••-7KQ2) $20.00 back, card $5.00" for a refund that put part (or all) back on
 * the order's gift card (decision 047, amendment 2): the amount stays the whole refund (the sale and
 * its tax reversed), the note says where it went.
 */
function refundGiftCardNote(refund: { gift_card_code: string | null; gift_card_cents: number; amount_cents: number }) {
  const cents = Number(refund.gift_card_cents);
  if (!refund.gift_card_code || cents === 0) return "";
  const rest = Number(refund.amount_cents) - cents;
  return `; ${giftCardLabel(refund.gift_card_code)} ${formatPrice(cents)} back${rest > 0 ? `, card ${formatPrice(rest)}` : ""}`;
}

/** "; Discount (SPRING10) -$5.00" for an order with a coupon (decision 045); nothing otherwise. */
function discountNote(order: { coupon_code: string | null; discount_cents: number }): string {
  if (!order.coupon_code || Number(order.discount_cents) === 0) return "";
  return `; ${discountLabel(order.coupon_code)} ${formatPrice(-Number(order.discount_cents))}`;
}

/**
 * "; Gift card (••••-••••-7KQ2) paid $20.00, card $38.24" for an order a gift card paid part or
 * all of (decision 046): the amount stays the order's total (the sale and its tax), the note says
 * how it was paid.
 */
function giftCardNote(order: { gift_card_code: string | null; gift_card_cents: number; total_cents: number }): string {
  const cents = Number(order.gift_card_cents);
  if (!order.gift_card_code || cents === 0) return "";
  const rest = Number(order.total_cents) - cents;
  return `; ${giftCardLabel(order.gift_card_code)} paid ${formatPrice(cents)}${rest > 0 ? `, card ${formatPrice(rest)}` : ""}`;
}

/** "; Shipping $8.00" or "; Local pick-up (Phoenix area)"; nothing for an order without a choice. */
function deliveryNote(order: { shipping_choice: "ship" | "pickup" | null; shipping_cents: number }): string {
  if (order.shipping_choice === "pickup") return `; ${SHIPPING_CHOICE_LABELS.pickup}`;
  if (order.shipping_choice === "ship")
    return `; ${SHIPPING_CHOICE_LABELS.ship} ${formatPrice(Number(order.shipping_cents))}`;
  return "";
}

/** "2 × Garden Roses Print (8x10); 1 × Signature Photo Album (10x10)" per order id. */
async function orderContents(db: Kysely<Database>, orderIds: number[]): Promise<Map<number, string>> {
  if (orderIds.length === 0) return new Map();
  const lines = await db
    .selectFrom("order_lines")
    .select(["order_id", "title", "size", "quantity", "unit_cents", "gift_card"])
    .where("order_id", "in", orderIds)
    .orderBy("order_id")
    .orderBy("position")
    .execute();
  const grouped = groupedBy(lines, (l) => Number(l.order_id));
  return new Map(
    [...grouped].map(([id, ls]) => [
      id,
      ls
        .map((l) =>
          // A gift card sold (decision 051) is a sale of stored value, not of goods: named so, untaxed.
          l.gift_card
            ? `Gift card sale ${formatPrice(Number(l.unit_cents))} (not taxed): ${l.title}`
            : `${l.quantity} × ${l.title} (${l.size})`,
        )
        .join("; "),
    ]),
  );
}
