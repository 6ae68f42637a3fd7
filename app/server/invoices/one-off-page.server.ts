import { paymentParts } from "~/shared/booking/invoice-codes";
import { refundParts } from "~/shared/booking/invoice-refunds";
import type { PaymentView } from "~/components/booking/booking-types";
import type { OneOffPageData } from "~/components/invoice/one-off-types";
import { formatCalendarDate } from "~/shared/booking/merge-fields";
import { formatPrice } from "~/shared/money";
import { database, type AppDatabase } from "../db/db.server";
import { pendingPayment } from "../proposals/booking-instalments.server";
import { arizonaDateTime } from "../proposals/booking-views.server";
import { openClientLinkPage } from "../security/client-link-page.server";
import { findOneOffInvoice } from "./one-off-invoice.server";

// /invoice/<token> (issue 29 §1, decision 034): a one-off invoice's own page, for a client with or
// without a booking. The token is checked on every request (wrong ones counted as guesses); the
// state and what is owed come from the ledger, never stored.

export interface OneOffPage {
  status: 200 | 404 | 429;
  data: OneOffPageData;
  retryAfterSeconds?: number;
}

const STATE_WORDS = { paid: "Paid", due: "Due", overdue: "Overdue", void: "Void" } as const;

export async function loadOneOffPage(
  request: Request,
  token: string,
  app: AppDatabase = database(),
  now = new Date(),
): Promise<OneOffPage> {
  const opened = await openClientLinkPage(
    request,
    "invoice-link",
    token,
    (t) => findOneOffInvoice(app.db, t, now),
    app.db,
    now,
  );
  if ("refusal" in opened) return opened.refusal;
  const { found: invoice, contact } = opened;
  const [settled, pending] = await Promise.all([
    app.db
      .selectFrom("payments")
      .select([
        "kind",
        "amount_cents",
        "paid_at",
        "created_at",
        "coupon_code",
        "discount_cents",
        "gift_card_code",
        "gift_card_cents",
        "provider",
      ])
      .where("invoice_id", "=", invoice.id)
      .where("status", "=", "paid")
      .orderBy("id")
      .execute(),
    pendingPayment(app.db, invoice.id),
  ]);
  // A payment with a coupon or a gift card shows each part (decision 052); they add up to the cent.
  const paid: PaymentView[] = settled.flatMap((p) => {
    const due = arizonaDateTime(p.paid_at ?? p.created_at);
    if (p.kind === "refund") {
      // A refund a gift card took part in: what went back to the card paid with and on the gift card.
      const back = refundParts(p);
      if (back.length === 0) return [{ label: "Refund", due, amount: formatPrice(Number(p.amount_cents)) }];
      return back.map((part) => ({
        label: `Refund: ${part.label.charAt(0).toLowerCase()}${part.label.slice(1)}`,
        due,
        amount: formatPrice(part.cents),
      }));
    }
    const parts = paymentParts(p);
    if (parts.length === 1) return [{ label: "Payment", due, amount: formatPrice(Number(p.amount_cents)) }];
    return parts.map((part) => ({ label: part.label, due, amount: formatPrice(part.cents) }));
  });
  const { sums } = invoice;
  const subtotal = formatPrice(invoice.amountCents - invoice.taxCents);
  return {
    status: 200,
    data: {
      view: "invoice",
      contact,
      invoice: {
        label: invoice.label,
        price: {
          lines: [{ title: invoice.label, detail: "", amount: subtotal }],
          subtotal,
          discount: null,
          tax: invoice.taxCents ? { label: "Sales tax", amount: formatPrice(invoice.taxCents) } : null,
          total: formatPrice(invoice.amountCents),
        },
        due: invoice.dueOn ? formatCalendarDate(invoice.dueOn) : "now",
        state: sums.state,
        stateWord: STATE_WORDS[sums.state],
        paid,
        owed: sums.owedCents > 0 ? formatPrice(sums.owedCents) : null,
      },
      confirming: pending !== undefined && sums.owedCents > 0,
    },
  };
}
