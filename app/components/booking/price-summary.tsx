import type { PaymentView, PriceView } from "./booking-types";

// The chosen package's lines and totals, and when each payment is due: the server's figures.

export function PriceTable({ totals, caption = "Price of your choice" }: { totals: PriceView; caption?: string }) {
  return (
    <table className="w-full text-left">
      <caption className="sr-only">{caption}</caption>
      <ColumnHeads first="Item" />
      <tbody>
        {totals.lines.map((line, i) => (
          <AmountRow key={i} title={line.title} detail={line.detail} amount={line.amount} />
        ))}
      </tbody>
      <tfoot>
        <SumRow label="Subtotal" amount={totals.subtotal} />
        {totals.discount && <SumRow label={totals.discount.label} amount={totals.discount.amount} />}
        {totals.tax && <SumRow label={totals.tax.label} amount={totals.tax.amount} />}
        <tr className="text-lg font-semibold">
          <th scope="row" className="pt-3 pr-3 text-left">
            Total
          </th>
          <td className="pt-3 text-right whitespace-nowrap" data-testid="total">
            {totals.total}
          </td>
        </tr>
      </tfoot>
    </table>
  );
}

/** Column headings for screen readers; the rows say what they are. */
function ColumnHeads({ first }: { first: string }) {
  return (
    <thead className="sr-only">
      <tr>
        <th scope="col">{first}</th>
        <th scope="col">Amount</th>
      </tr>
    </thead>
  );
}

/** A line and its amount, with a smaller note under the line. */
function AmountRow({ title, detail, amount }: { title: string; detail?: string; amount: string }) {
  return (
    <tr className="border-b border-ink/10 align-top">
      <th scope="row" className="py-2 pr-3 font-normal">
        {title}
        {detail && <span className="block text-sm text-ink-soft">{detail}</span>}
      </th>
      <td className="py-2 text-right whitespace-nowrap">{amount}</td>
    </tr>
  );
}

function SumRow({ label, amount }: { label: string; amount: string }) {
  return (
    <tr className="text-ink-soft">
      <th scope="row" className="pt-2 pr-3 text-left font-normal">
        {label}
      </th>
      <td className="pt-2 text-right whitespace-nowrap">{amount}</td>
    </tr>
  );
}

/** Payments in due order; with `status`, as invoices. */
export function PaymentList({ payments, caption }: { payments: PaymentView[]; caption: string }) {
  return (
    <table className="w-full text-left">
      <caption className="mb-2 text-left font-serif text-xl tracking-wide">{caption}</caption>
      <ColumnHeads first="Payment" />
      <tbody>
        {payments.map((payment, i) => (
          <AmountRow
            key={i}
            title={payment.label}
            detail={payment.status ? `${payment.due} · ${payment.status}` : payment.due}
            amount={payment.amount}
          />
        ))}
      </tbody>
    </table>
  );
}
