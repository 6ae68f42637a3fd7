import type { RefundRequest, PaymentProvider } from "~/server/payments/payment-types";
import { startInvoiceCheckout } from "~/server/payments/invoice-checkout.server";
import { paymentProvider } from "~/server/payments/provider.server";
import { settleInvoicePayment } from "~/server/proposals/settle-invoice.server";
import { issueGiftCard } from "~/server/shop/gift-card-issue.server";
import { giftCardFromUrl } from "~/server/shop/gift-cards.server";
import { BLANK_GIFT_CARD, CUSTOM_AMOUNT } from "~/shared/shop/gift-card.schema";
import type { TestDatabase } from "../helpers/databases";
import { insertSignedProposal } from "./signed-proposal-fixtures";

// A booking's retainer paid partly (or wholly) with a gift card, through the real pay path (the
// code checked, the card's value taken in the payment's transaction, the test provider's
// confirmation of exactly the rest), for the tests of her refunds of such payments (decision 052).

/** The test provider, recording every refund it is asked for; it answers after a moment, or refuses. */
export function recordingRefunds() {
  const asked: RefundRequest[] = [];
  const state = { failing: false };
  const inner = paymentProvider();
  const provider: PaymentProvider = {
    ...inner,
    name: inner.name,
    async refund(request) {
      asked.push(request);
      // A moment, so that a second click overlaps the first.
      await new Promise((resolve) => setTimeout(resolve, 30));
      if (state.failing) throw new Error("card_declined");
      return inner.refund(request);
    },
  };
  return { provider, asked, state };
}

/**
 * A retainer paid with a new gift card of `cardCents` (it pays all of its balance, or all that is
 * due) and the rest by card; `retainerCents` makes the retainer that amount (no tax) first.
 */
export async function retainerPaidWithGiftCard(
  database: TestDatabase,
  provider: PaymentProvider,
  cardCents: number,
  retainerCents?: number,
) {
  const signed = await insertSignedProposal(database.db);
  let retainer = signed.invoices[0]!;
  if (retainerCents !== undefined) {
    await database.db
      .updateTable("invoices")
      .set({ amount_cents: retainerCents, tax_cents: 0 })
      .where("id", "=", retainer.id)
      .execute();
    retainer = { ...retainer, amountCents: retainerCents, taxCents: 0 };
  }
  const made = await issueGiftCard(
    {
      ...BLANK_GIFT_CARD,
      amount: CUSTOM_AMOUNT,
      customAmount: (cardCents / 100).toFixed(2),
      recipientName: "Anna Ruiz",
      recipientEmail: "anna@example.com",
    },
    "studio@example.com",
    database.db,
  );
  if (!("id" in made)) throw new Error(JSON.stringify(made));
  const card = await giftCardFromUrl(String(made.id), database.db);
  const started = await startInvoiceCheckout(signed.token, provider, database.db, new Date(), {
    coupon: "",
    giftCard: card.code,
  });
  if (started.kind !== "checkout") throw new Error(JSON.stringify(started));
  const payment = await database.db
    .selectFrom("payments")
    .selectAll()
    .where("invoice_id", "=", retainer.id)
    .where("kind", "=", "payment")
    .executeTakeFirstOrThrow();
  if (payment.status === "pending") {
    const settled = await settleInvoicePayment(
      {
        paymentId: Number(payment.id),
        sessionId: payment.provider_session_id!,
        amountCents: retainer.amountCents - Number(payment.gift_card_cents),
        currency: "usd",
        paymentRef: "pi_test_local_gc",
      },
      database.db,
    );
    if (!settled.completed) throw new Error(JSON.stringify(settled));
  }
  return { signed, retainer, paymentId: Number(payment.id), card };
}

/** "••••-••••-7KQ2" of a card. */
export const masked = (card: { code: string }) => `••••-••••-${card.code.slice(-4)}`;
