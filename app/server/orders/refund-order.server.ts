import { formatPrice } from "~/shared/money";
import { planRefund, type RefundPlan, type RefundRequest } from "~/shared/shop/refund-allocation";
import { maskedCode } from "~/shared/shop/gift-card-rules";
import { refundSplitWords, splitRefund, type RefundSplit } from "~/shared/shop/refund-split";
import { catchRefusal, notFound, refuse, refused, saved, type EditResult } from "../admin/editor/edit-result.server";
import { database, type AppDatabase } from "../db/db.server";
import { writeTransaction } from "../db/write-transaction.server";
import { enqueueMail } from "../mail/outbox.server";
import { wakeOutboxWorker } from "../mail/outbox-worker.server";
import type { PaymentProvider } from "../payments/payment-types";
import { paymentProvider } from "../payments/provider.server";
import { refundToGiftCard, type GiftCardRefund } from "../shop/gift-card-redemptions.server";
import type { Order } from "./order-types";
import { findById } from "./order-reads.server";
import { refundMail } from "./refund-mail.server";
import {
  paymentRefOf,
  REFUNDABLE_STATUSES,
  refundableOrder,
  refundedUnits,
  refundSources,
  refundsSoldGiftCard,
  SOLD_GIFT_CARD_REFUND,
} from "./refund-planning.server";

// Refunding a shop order through the payment provider (issue 31 §7, decision 047): the whole rest
// of the order, or chosen lines and quantities. Two clicks cannot
// refund twice: the refund is reserved by a conditional UPDATE of orders.refunded_cents on the
// value read (the second click's UPDATE matches no row and is refused), before the provider is
// asked, with an idempotency key per refund row; a refund the provider refuses gives its
// reservation back. A gift card's part of the refund is credited in the
// transaction that records the refund as given, after the provider said yes.

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

/** " ($X to the card payment, $Y back on gift card ••••-••••-7KQ2)" when a gift card took part. */
function whereItWent(split: RefundSplit, card: GiftCardRefund | null): string {
  const words = card ? refundSplitWords(split, maskedCode(card.code)) : "";
  return words ? ` (${words})` : "";
}
