import type { Kysely } from "kysely";
import { formatPrice } from "~/shared/money";
import {
  orderShares,
  planRefund,
  unitsRefund,
  type RefundableOrder,
  type RefundPlan,
  type RefundRequest,
} from "~/shared/shop/refund-allocation";
import { maskedCode } from "~/shared/shop/gift-card-rules";
import { splitRefund, type RefundSources, type RefundSplit } from "~/shared/shop/refund-split";
import { catchRefusal, notFound, refuse, refused, saved, type EditResult } from "../admin/editor/edit-result.server";
import { database, type AppDatabase } from "../db/db.server";
import type { Database } from "../db/schema";
import { writeTransaction } from "../db/write-transaction.server";
import { env } from "../env.server";
import { enqueueMail } from "../mail/outbox.server";
import { wakeOutboxWorker } from "../mail/outbox-worker.server";
import type { PaymentProvider } from "../payments/payment-types";
import { paymentProvider } from "../payments/provider.server";
import { refundToGiftCard, type GiftCardRefund } from "../shop/gift-card-redemptions.server";
import { shopCatalogue } from "../shop/shop-catalogue.server";
import { orderSubject } from "./order-mails.server";
import type { Order } from "./order-types";
import { findById } from "./orders-repository.server";
import { categorised } from "./price-cart.server";

// Refunds of a shop order through the payment provider (issue 31 §7, decision 047): the whole rest
// of the order, or chosen lines and quantities. The server computes the amount
// (app/shared/shop/refund-allocation.ts); the browser only says what to refund. Two clicks cannot
// refund twice: the refund is reserved by a conditional UPDATE of orders.refunded_cents on the
// value read (the second click's UPDATE matches no row and is refused), before the provider is
// asked, with an idempotency key per refund row; a refund the provider refuses gives its
// reservation back. An order a gift card paid for gives back to the provider's charge first and
// the rest onto the card (app/shared/shop/refund-split.ts); the card's part is credited in the
// transaction that records the refund as given, after the provider said yes.

/** Orders that were paid and may give money back (one marked refunded by hand gives nothing more). */
const REFUNDABLE_STATUSES = new Set(["paid", "in_production", "shipped", "delivered"]);

export interface OrderRefundView {
  id: number;
  status: "pending" | "paid" | "failed";
  full: boolean;
  amountCents: number;
  /** The part put back on the gift card (the rest went to the provider's charge). */
  giftCardCents: number;
  createdAt: string;
  lines: { position: number; quantity: number; cents: number }[];
}

/** Her order's coupon scope per line: false for a line outside the category of the coupon it used. */
async function discountScope(db: Kysely<Database>, order: Order): Promise<boolean[]> {
  const all = order.lines.map(() => true);
  if (order.discountCents === 0) return all;
  const coupon = await db
    .selectFrom("coupon_uses as cu")
    .innerJoin("coupons as c", "c.id", "cu.coupon_id")
    .select("c.category")
    .where("cu.order_id", "=", order.id)
    .executeTakeFirst();
  if (!coupon?.category) return all;
  return categorised(await shopCatalogue(db), order.lines).map((line) => line.category === coupon.category);
}

async function refundableOrder(db: Kysely<Database>, order: Order): Promise<RefundableOrder> {
  const scope = await discountScope(db, order);
  return {
    totalCents: order.totalCents,
    shippingCents: order.shippingCents,
    taxCents: order.taxCents,
    taxRateMillis: order.taxRateMillis,
    discountCents: order.discountCents,
    lines: order.lines.map((line, i) => ({ unitCents: line.unitCents, quantity: line.quantity, discounted: scope[i] })),
  };
}

/** Units refunded (or being refunded) per line position. */
async function refundedUnits(db: Kysely<Database>, order: Order): Promise<number[]> {
  const rows = await db
    .selectFrom("order_refund_lines as rl")
    .innerJoin("order_refunds as r", "r.id", "rl.refund_id")
    .select(["rl.position", "rl.quantity"])
    .where("r.order_id", "=", order.id)
    .where("r.status", "in", ["pending", "paid"])
    .execute();
  const units = order.lines.map(() => 0);
  for (const row of rows) units[Number(row.position)] = (units[Number(row.position)] ?? 0) + Number(row.quantity);
  return units;
}

export async function orderRefunds(db: Kysely<Database>, orderId: number): Promise<OrderRefundView[]> {
  const refunds = await db
    .selectFrom("order_refunds")
    .selectAll()
    .where("order_id", "=", orderId)
    .orderBy("id")
    .execute();
  if (refunds.length === 0) return [];
  const lines = await db
    .selectFrom("order_refund_lines")
    .selectAll()
    .where(
      "refund_id",
      "in",
      refunds.map((r) => r.id),
    )
    .orderBy("position")
    .execute();
  return refunds.map((r) => ({
    id: Number(r.id),
    status: r.status,
    full: Number(r.full_refund) === 1,
    amountCents: Number(r.amount_cents),
    giftCardCents: Number(r.gift_card_cents),
    createdAt: new Date(r.created_at).toISOString(),
    lines: lines
      .filter((l) => Number(l.refund_id) === Number(r.id))
      .map((l) => ({ position: Number(l.position), quantity: Number(l.quantity), cents: Number(l.cents) })),
  }));
}

/** What the order page offers to refund: per line, the units left and what one more unit gives back. */
export interface RefundOptions {
  leftCents: number;
  /** Whether this order can be refunded from the desk (its charge through the site's provider, or a gift card). */
  throughProvider: boolean;
  /** What is left to give back to the provider's charge, and onto the gift card (first the charge). */
  providerLeftCents: number;
  giftCardLeftCents: number;
  /** The gift card that paid, masked ("••••-••••-7KQ2"); null when none did. */
  giftCard: string | null;
  lines: { position: number; unitsLeft: number; leftCents: number }[];
}

export async function refundOptions(order: Order, db: Kysely<Database> = database().db): Promise<RefundOptions> {
  const refundable = await refundableOrder(db, order);
  const units = await refundedUnits(db, order);
  const shares = orderShares(refundable);
  const sources = await refundSources(db, order);
  const providerLeftCents = Math.max(sources.providerPaidCents - sources.providerRefundedCents, 0);
  return {
    leftCents: REFUNDABLE_STATUSES.has(order.status) ? Math.max(order.totalCents - order.refundedCents, 0) : 0,
    // Nothing left on the provider's charge (an order paid wholly by a gift card): no provider needed.
    throughProvider: paymentRefOf(order) !== null || providerLeftCents === 0,
    providerLeftCents,
    giftCardLeftCents: Math.max(sources.giftCardPaidCents - sources.giftCardRefundedCents, 0),
    giftCard: order.giftCardCode && order.giftCardCents > 0 ? maskedCode(order.giftCardCode) : null,
    lines: shares.lines.map((share, position) => {
      const already = units[position] ?? 0;
      return {
        position,
        unitsLeft: share.quantity - already,
        leftCents: unitsRefund(share, already, share.quantity - already).cents,
      };
    }),
  };
}

/** What each means of payment took and was given back so far (refunds given or in progress). */
async function refundSources(db: Kysely<Database>, order: Order): Promise<RefundSources> {
  const given = await db
    .selectFrom("order_refunds")
    .select(["amount_cents", "gift_card_cents"])
    .where("order_id", "=", order.id)
    .where("status", "in", ["pending", "paid"])
    .execute();
  const giftCardRefundedCents = given.reduce((sum, r) => sum + Number(r.gift_card_cents), 0);
  const all = given.reduce((sum, r) => sum + Number(r.amount_cents), 0);
  return {
    providerPaidCents: order.totalCents - order.giftCardCents,
    giftCardPaidCents: order.giftCardCents,
    providerRefundedCents: all - giftCardRefundedCents,
    giftCardRefundedCents,
  };
}

/** The charge to refund: the stored one; a test order paid before it was stored still has nothing to give back. */
function paymentRefOf(order: Order): string | null {
  if (order.paymentRef) return order.paymentRef;
  return order.paymentProvider === "test" ? `pi_test_local_order_${order.id}` : null;
}

interface Reserved {
  refundId: number;
  plan: RefundPlan;
  split: RefundSplit;
  order: Order;
  /** Null when the provider gives nothing back (the gift card takes the whole refund). */
  paymentRef: string | null;
}

/** The provider recorded on a refund the gift card alone gives back. */
const GIFT_CARD_ONLY = "giftcard";

/**
 * Refunds (part of) a paid order through the provider that took it, for the amount the server
 * computes; the customer gets a mail, the order page and the accountant's CSV show it.
 */
export async function refundOrder(
  orderId: number,
  request: RefundRequest,
  provider: PaymentProvider = paymentProvider(),
  app: AppDatabase = database(),
  now = new Date(),
): Promise<EditResult> {
  return catchRefusal(async () => {
    const reserved = await writeTransaction(app, async (trx): Promise<Reserved> => {
      const order = await findById(orderId, trx);
      if (!order) return refuse(notFound("No such order."));
      if (!REFUNDABLE_STATUSES.has(order.status)) {
        return refuse(refused("Only a paid order can be refunded."));
      }
      // A gift card this order sold (decision 051) is not refunded from the desk: its value lives on the card.
      if (refundsSoldGiftCard(order, request)) return refuse(refused(SOLD_GIFT_CARD_REFUND, 409));
      const result = planRefund(
        await refundableOrder(trx, order),
        await refundedUnits(trx, order),
        order.refundedCents,
        request,
      );
      if (!result.ok) return refuse(refused(result.error));
      const { plan } = result;
      const split = splitRefund(await refundSources(trx, order), plan.amountCents);
      if (!split.ok) return refuse(refused(split.error));
      // Only the provider's part needs the provider: a refund the gift card takes whole never asks it.
      const paymentRef = split.providerCents > 0 ? paymentRefOf(order) : null;
      if (split.providerCents > 0 && (paymentRef === null || order.paymentProvider !== provider.name)) {
        return refuse(
          refused(
            "This order's card payment cannot be refunded from here: refund it in your Stripe dashboard, then mark the order refunded.",
            409,
          ),
        );
      }
      // The double-refund guard: only from the amount read. A second click (or tab) waits for this
      // transaction and then matches no row.
      const reservedRow = await trx
        .updateTable("orders")
        .set({ refunded_cents: order.refundedCents + plan.amountCents, updated_at: now })
        .where("id", "=", order.id)
        .where("refunded_cents", "=", order.refundedCents)
        .executeTakeFirst();
      if (Number(reservedRow.numUpdatedRows) !== 1) {
        return refuse(refused("This order was refunded meanwhile; reload the page to see what is left.", 409));
      }
      const row = await trx
        .insertInto("order_refunds")
        .values({
          order_id: order.id,
          status: "pending",
          full_refund: plan.full ? 1 : 0,
          amount_cents: plan.amountCents,
          gift_card_cents: split.giftCardCents,
          tax_cents: plan.taxCents,
          shipping_cents: plan.shippingCents,
          provider: split.providerCents > 0 ? provider.name : GIFT_CARD_ONLY,
          provider_ref: null,
          refunded_at: null,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      const refundId = Number(row.id);
      if (plan.lines.length > 0) {
        await trx
          .insertInto("order_refund_lines")
          .values(plan.lines.map((l) => ({ refund_id: refundId, ...l })))
          .execute();
      }
      return {
        refundId,
        plan,
        split: { providerCents: split.providerCents, giftCardCents: split.giftCardCents },
        order,
        paymentRef,
      };
    });
    return giveBack(reserved, provider, app, now);
  });
}

async function giveBack(reserved: Reserved, provider: PaymentProvider, app: AppDatabase, now: Date) {
  const { refundId, plan, split, order } = reserved;
  let refundRef: string | null = null;
  try {
    if (reserved.paymentRef !== null) {
      ({ refundRef } = await provider.refund({
        paymentRef: reserved.paymentRef,
        amountCents: split.providerCents,
        idempotencyKey: `order-refund-${order.id}-${refundId}`,
      }));
    }
  } catch (error) {
    console.error(`refund ${refundId} of order ${order.id}: ${(error as Error).message}`);
    await writeTransaction(app, async (trx) => {
      await trx
        .updateTable("order_refunds")
        .set({ status: "failed", updated_at: now })
        .where("id", "=", refundId)
        .execute();
      const current = await trx
        .selectFrom("orders")
        .select("refunded_cents")
        .where("id", "=", order.id)
        .executeTakeFirstOrThrow();
      await trx
        .updateTable("orders")
        .set({ refunded_cents: Number(current.refunded_cents) - plan.amountCents })
        .where("id", "=", order.id)
        .execute();
    });
    return refused(
      "The card payment could not be refunded just now: nothing was given back. Try again in a few minutes, or refund it in your Stripe dashboard.",
      409,
    );
  }
  const after = await writeTransaction(app, async (trx) => {
    // Only from pending: a retried step finds the refund given and gives nothing a second time.
    const given = await trx
      .updateTable("order_refunds")
      .set({ status: "paid", provider_ref: refundRef, refunded_at: now, updated_at: now })
      .where("id", "=", refundId)
      .where("status", "=", "pending")
      .executeTakeFirst();
    const current = await findById(order.id, trx);
    if (!current) throw new Error(`Order ${order.id} vanished while being refunded`);
    if (current.refundedCents >= current.totalCents && current.status !== "refunded") {
      await trx
        .updateTable("orders")
        .set({ status: "refunded", updated_at: now })
        .where("id", "=", order.id)
        .where("status", "=", current.status)
        .execute();
    }
    if (Number(given.numUpdatedRows) !== 1) return { order: current, card: null, first: false };
    const card =
      split.giftCardCents > 0
        ? await refundToGiftCard(trx, { orderId: order.id, refundId, cents: split.giftCardCents })
        : null;
    if (current.customerEmail) await enqueueMail(refundMail(current, plan, split, card, order.paymentProvider), trx);
    return { order: current, card, first: true };
  });
  wakeOutboxWorker();
  const to = after.first && after.order.customerEmail ? ` ${after.order.customerEmail} will get an e-mail.` : "";
  return saved(`Refunded ${formatPrice(plan.amountCents)}${whereItWent(split, after.card)}.${to}`);
}

export const SOLD_GIFT_CARD_REFUND =
  "A gift card this order sold cannot be refunded from here: cancel the card on its page under Gift cards (if it is unused), then refund its amount in your Stripe dashboard. The prints of the order can be refunded line by line.";

/** Whether a refund would give back a gift card the order sold (the whole order, or one of its lines). */
function refundsSoldGiftCard(order: Order, request: RefundRequest): boolean {
  const sold = (position: number) => Boolean(order.lines[position]?.giftCard);
  if (request.kind === "full") return order.lines.some((_, position) => sold(position));
  return request.lines.some((line) => line.quantity > 0 && sold(line.position));
}

/** " ($X to the card payment, $Y back on gift card ••••-••••-7KQ2)" when a gift card took part. */
function whereItWent(split: RefundSplit, card: GiftCardRefund | null): string {
  if (split.giftCardCents === 0 || !card) return "";
  const onCard = `${formatPrice(split.giftCardCents)} back on gift card ${maskedCode(card.code)}`;
  return split.providerCents > 0
    ? ` (${formatPrice(split.providerCents)} to the card payment, ${onCard})`
    : ` (${onCard})`;
}

function refundMail(
  order: Order,
  plan: RefundPlan,
  split: RefundSplit,
  card: GiftCardRefund | null,
  providerName: string,
) {
  const { SITE_NAME, SITE_EMAIL } = env();
  const lines = plan.full
    ? ["Your whole order has been refunded."]
    : [
        "Refunded:",
        ...plan.lines.map((l) => {
          const line = order.lines[l.position]!;
          return `- ${l.quantity} × ${line.title} (${line.size}): ${formatPrice(l.cents)}`;
        }),
      ];
  return {
    kind: "order-refund",
    to: order.customerEmail!,
    replyTo: SITE_EMAIL,
    subject: orderSubject(order, `Your refund from ${SITE_NAME} (order #${order.id})`),
    text: [
      ...(providerName === "test" ? ["TEST ORDER: placed through the test checkout; no card was charged.", ""] : []),
      `We have refunded ${formatPrice(plan.amountCents)} of your order #${order.id}.`,
      "",
      ...lines,
      ...(plan.taxCents > 0 ? [`Sales tax included in the refund: ${formatPrice(plan.taxCents)}`] : []),
      ...(plan.shippingCents > 0 ? [`Shipping refunded: ${formatPrice(plan.shippingCents)}`] : []),
      "",
      ...whereMailSays(split, card),
      `Questions? Just reply to this e-mail or write to ${SITE_EMAIL}.`,
      "",
      SITE_NAME,
    ].join("\n"),
    related: { type: "order", id: order.id },
  };
}

/** Where the money went, in the buyer's words: the card paid with, the gift card, or both. */
function whereMailSays(split: RefundSplit, card: GiftCardRefund | null): string[] {
  const toCard =
    split.providerCents > 0
      ? [
          card
            ? `${formatPrice(split.providerCents)} goes back to the card you paid with; banks usually show it within 5-10 business days.`
            : "It goes back to the card you paid with; banks usually show it within 5-10 business days.",
        ]
      : [];
  if (!card || split.giftCardCents === 0) return toCard;
  const code = maskedCode(card.code);
  const onGiftCard = card.cancelled
    ? `${formatPrice(split.giftCardCents)} went back on your gift card ${code}, which has been cancelled; reply to this e-mail and we will sort it out with you.`
    : `${formatPrice(split.giftCardCents)} is back on your gift card ${code}, its balance is now ${formatPrice(card.balanceCents)}.`;
  return [...toCard, onGiftCard];
}
