import type { OptionView, PaymentView, PriceView, ProposalHeader } from "~/components/booking/booking-types";
import { formatCalendarDate, formatSessionWhen } from "~/shared/booking/merge-fields";
import type { InvoiceSums } from "~/shared/booking/ledger";
import type { PricedProposal, ScheduledPayment } from "~/shared/booking/pricing";
import type { ProposalPackage } from "~/shared/booking/proposal-content";
import { formatPrice } from "~/shared/money";
import type { Selectable } from "kysely";
import type { InvoicesTable } from "../db/booking-schema";
import type { PricedChoice } from "./booking-choice.server";
import type { ProposalRow } from "./booking-link.server";

// The booking page's words and amounts, made on the server (types: components/booking/booking-types.ts).

const ARIZONA = new Intl.DateTimeFormat("en-US", {
  dateStyle: "long",
  timeStyle: "short",
  timeZone: "America/Phoenix",
});

/** "November 27, 2026 at 5:56 AM (Arizona time)". */
export function arizonaDateTime(at: string | Date): string {
  return `${ARIZONA.format(new Date(at))} (Arizona time)`;
}

export function proposalHeader(row: ProposalRow): ProposalHeader {
  return {
    title: row.title,
    when: formatSessionWhen(row.session_date, row.session_time),
    place: row.session_place || "To be agreed",
    message: row.message
      .split(/\n\s*\n/)
      .map((p) => p.trim())
      .filter(Boolean),
    expiresOn: formatCalendarDate(row.expires_on),
    revision: Number(row.revision),
  };
}

const dueWords = (dueOn: string | null) => (dueOn ? `Due ${formatCalendarDate(dueOn)}` : "Due at signing");

function priceView(priced: PricedProposal): PriceView {
  const percent = priced.taxRateMillis / 1000;
  return {
    lines: priced.lines.map((line) => ({
      title: line.title,
      detail: line.quantity > 1 ? `${line.quantity} × ${formatPrice(line.unitCents)}` : "",
      amount: formatPrice(line.amountCents),
    })),
    subtotal: formatPrice(priced.subtotalCents),
    discount: priced.discountCents ? { label: priced.discountLabel, amount: formatPrice(-priced.discountCents) } : null,
    tax: priced.taxCents ? { label: `Sales tax (${percent}%)`, amount: formatPrice(priced.taxCents) } : null,
    total: formatPrice(priced.totalCents),
  };
}

const paymentView = (payment: ScheduledPayment): PaymentView => ({
  label: payment.label,
  amount: formatPrice(payment.amountCents),
  due: dueWords(payment.dueOn),
});

export function optionView(pkg: ProposalPackage, choice: PricedChoice): OptionView {
  return {
    key: pkg.key,
    title: pkg.title,
    description: pkg.description,
    features: pkg.features,
    price: formatPrice(pkg.priceCents),
    totals: priceView(choice.priced),
    payments: choice.payments?.map(paymentView) ?? null,
  };
}

const INVOICE_STATE = { paid: "Paid", due: "Due", overdue: "Overdue", void: "Cancelled" } as const;

/** An instalment as the booking page lists it: its state from the ledger, tax and refunds shown. */
export function invoiceView(
  invoice: Pick<Selectable<InvoicesTable>, "label" | "amount_cents" | "tax_cents" | "due_on">,
  sums: Pick<InvoiceSums, "state" | "refundedCents">,
): PaymentView {
  const tax = Number(invoice.tax_cents);
  return {
    label: invoice.label,
    amount: formatPrice(Number(invoice.amount_cents)),
    due: `${dueWords(invoice.due_on)}${tax ? ` (includes ${formatPrice(tax)} sales tax)` : ""}`,
    status: [
      INVOICE_STATE[sums.state],
      ...(sums.refundedCents ? [`${formatPrice(sums.refundedCents)} refunded`] : []),
    ].join(" · "),
  };
}
