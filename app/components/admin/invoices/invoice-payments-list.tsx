import { PAYMENT_METHOD_WORDS as METHOD_WORDS, type InvoicePaymentRow } from "~/shared/invoices/invoice-view";
import { formatPrice } from "~/shared/money";
import { Badge, Cell, formatDateTime, ResponsiveTable, Row } from "../admin-ui";

// What an invoice received and gave back, one row per payment or refund (times in Arizona time).

const STATUS_WORDS = { pending: "Started, not paid", paid: "Done", failed: "Failed" } as const;

export function InvoicePaymentsList({ payments }: { payments: readonly InvoicePaymentRow[] }) {
  if (payments.length === 0) return <p className="text-ink-soft">Nothing received yet.</p>;
  return (
    <ResponsiveTable caption="Payments and refunds" columns={["What", "Amount", "How", "When", "State"]}>
      {payments.map((p) => (
        <Row key={p.id}>
          <Cell label="What">
            {p.kind === "refund" ? `Refund of payment ${p.refundOf}` : `Payment ${p.id}`}
            {p.note && <span className="block text-sm text-ink-soft">{p.note}</span>}
            {p.codes && <span className="block text-sm text-ink-soft">{p.codes}</span>}
          </Cell>
          <Cell label="Amount">{formatPrice(p.kind === "refund" ? -p.amountCents : p.amountCents)}</Cell>
          <Cell label="How">
            {p.provider === "giftcard" ? "Gift card" : METHOD_WORDS[p.method]}
            {p.provider === "test" ? " (TEST)" : p.provider === null ? " (outside the site)" : ""}
          </Cell>
          <Cell label="When">
            <time dateTime={p.at}>{formatDateTime(p.at)}</time>
          </Cell>
          <Cell label="State">
            <Badge tone={p.status === "paid" ? "good" : p.status === "failed" ? "bad" : "warn"}>
              {STATUS_WORDS[p.status]}
            </Badge>
          </Cell>
        </Row>
      ))}
    </ResponsiveTable>
  );
}
