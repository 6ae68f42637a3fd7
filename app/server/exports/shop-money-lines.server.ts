import type { Kysely } from "kysely";
import { periodBounds, type ExportPeriod } from "~/shared/exports/export-period";
import { groupedBy } from "~/shared/grouped-by";
import { formatPrice } from "~/shared/money";
import type { AppDatabase } from "../db/db.server";
import type { Database } from "../db/schema";
import { studioMinuteOf } from "../db/studio-time-sql.server";
import { deliveryNote, discountNote, giftCardNote, refundGiftCardNote, TEST_NOTE, type MoneyLine } from "./money-line";

const PAID_ORDER = ["paid", "in_production", "shipped", "delivered", "refunded"] as const;

/**
 * Paid orders, and each refunded order a second time as its refund: the amount is the order's
 * total, its sales tax in the tax column, and the delivery (shipping and its price, or a local
 * pick-up) named after its lines (decision 044).
 */
export async function shopLines({ db, dialect }: AppDatabase, period: ExportPeriod): Promise<MoneyLine[]> {
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
