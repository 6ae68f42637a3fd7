import { data } from "react-router";
import { paymentPartsNote } from "~/shared/booking/invoice-codes";
import { invoiceRefundSources, refundHelp, refundPartsNote } from "~/shared/booking/invoice-refunds";
import { invoiceSums, type InvoiceState } from "~/shared/booking/ledger";
import { studioDate } from "~/shared/galleries/gallery-rules";
import type { InvoicePaymentRow } from "~/shared/invoices/invoice-view";
import { INVOICE_INTENTS as I } from "~/shared/invoices/invoice.schema";
import { leftToRefund } from "~/shared/shop/refund-split";
import { answer } from "../admin/editor/edit-result.server";
import { editorAction } from "../admin/editor/editor-action.server";
import { textValues } from "../admin/editor/form-values.server";
import { idParam } from "../admin/editor/route-params.server";
import { db as sharedDb, toIso } from "../db/db.server";
import { env } from "../env.server";
import { INVOICE_PAGE_COLUMNS, ledgerInvoice, ledgerPayments } from "../payments/invoice-ledger.server";
import { paymentProvider } from "../payments/provider.server";
import { NO_SUCH_INVOICE } from "./invoice-lock.server";
import { oneOffInvoicePath } from "./invoice-mails.server";
import { recordOutsidePayment } from "./invoice-payments-admin.server";
import { recordRefund } from "./invoice-refunds.server";
import { moveDueDate, voidInvoice } from "./invoice-schedule.server";

// /admin/invoices/:id (issue 29 §1): one invoice, what it received and gave back, and the changes
// she can make (record a payment, refund, move the due date, void).

export async function invoicePage(idText: string | undefined, now = new Date()) {
  const id = idParam(idText, NO_SUCH_INVOICE);
  const db = sharedDb();
  const row = await db
    .selectFrom("invoices")
    .innerJoin("clients", "clients.id", "invoices.client_id")
    .leftJoin("proposals", "proposals.id", "invoices.proposal_id")
    .select([
      ...INVOICE_PAGE_COLUMNS,
      "invoices.token",
      "clients.id as clientId",
      "clients.names",
      "proposals.id as proposalId",
      "proposals.title",
      "proposals.token as proposalToken",
    ])
    .where("invoices.id", "=", id)
    .executeTakeFirst();
  if (!row) throw data({ error: NO_SUCH_INVOICE }, { status: 404 });
  const [ledger, rows] = await Promise.all([
    ledgerPayments(db, { invoiceId: id }),
    db
      .selectFrom("payments")
      .select(["id", "kind", "amount_cents", "method", "provider", "status", "note", "refund_of", "paid_at"])
      .select(["created_at", "provider_payment_ref"])
      .select(["discount_cents", "coupon_code", "gift_card_code", "gift_card_cents"])
      .where("invoice_id", "=", id)
      .orderBy("created_at")
      .orderBy("id")
      .execute(),
  ]);
  const sums = invoiceSums(ledgerInvoice(row), ledger, studioDate(now));
  // What is left of a received payment on each side, by the refund desk's own rule (decision 052).
  const leftOf = (r: (typeof rows)[number]) => {
    if (r.kind !== "payment" || r.status !== "paid") return { providerCents: 0, giftCardCents: 0 };
    const refunds = rows.filter((g) => Number(g.refund_of) === Number(r.id) && g.status !== "failed");
    return leftToRefund(invoiceRefundSources(r, refunds));
  };
  const payments: InvoicePaymentRow[] = rows.map((r) => {
    const left = leftOf(r);
    return {
      id: Number(r.id),
      kind: r.kind,
      amountCents: Number(r.amount_cents),
      method: r.method,
      provider: r.provider,
      status: r.status,
      note: r.note,
      codes: r.kind === "payment" ? paymentPartsNote(r) : refundPartsNote(r),
      refundOf: r.refund_of === null ? null : Number(r.refund_of),
      at: toIso(r.paid_at ?? r.created_at),
      refundableCents: left.providerCents + left.giftCardCents,
      moneyLeftCents: left.providerCents,
      refundHelp: refundHelp(left, Number(r.gift_card_cents) > 0 ? r.gift_card_code : null),
    };
  });
  const link = row.token
    ? oneOffInvoicePath(row.token)
    : row.proposalToken
      ? `/book/${encodeURIComponent(row.proposalToken)}`
      : null;
  return {
    invoice: {
      id,
      label: row.label,
      amountCents: Number(row.amount_cents),
      taxCents: Number(row.tax_cents),
      dueOn: row.due_on,
      state: sums.state as InvoiceState,
      sums,
      clientPageUrl: link ? `${env().SITE_URL}${link}` : null,
    },
    client: { id: Number(row.clientId), names: row.names },
    proposal: row.proposalId === null ? null : { id: Number(row.proposalId), title: row.title ?? "" },
    payments,
    providerName: paymentProvider().name,
    today: studioDate(now),
  };
}

export function invoicePageAction(request: Request, idText: string | undefined) {
  const invoiceId = () => idParam(idText, NO_SUCH_INVOICE);
  return editorAction(request, I, {
    async "record-payment"({ form }) {
      const values = textValues(form, ["amount", "method", "paidOn", "note"]);
      return answer(await recordOutsidePayment(invoiceId(), values), {
        echo: { values },
        context: { form: "payment" },
      });
    },
    async refund({ form }) {
      const values = textValues(form, ["paymentId", "amount", "how", "note"]);
      const result = await recordRefund(invoiceId(), values, paymentProvider());
      return answer(result, { echo: { values }, context: { form: `refund-${values.paymentId}` } });
    },
    async "move-due"({ form }) {
      const values = textValues(form, ["dueOn", "shiftLater"]);
      return answer(await moveDueDate(invoiceId(), values), { echo: { values }, context: { form: "move" } });
    },
    async void() {
      return answer(await voidInvoice(invoiceId()), { context: { form: "void" } });
    },
  });
}
