import type { PaymentView, PriceView } from "./booking-types";

// The chosen package's lines and totals, and when each payment is due: the server's figures.

export function PriceTable({ totals }: { totals: PriceView }) {
  return (
    <table className="w-full text-left">
      <caption className="sr-only">Price of your choice</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">Item</th>
          <th scope="col">Amount</th>
        </tr>
      </thead>
      <tbody>
        {totals.lines.map((line, i) => (
          <tr key={i} className="border-b border-ink/10 align-top">
            <th scope="row" className="py-2 pr-3 font-normal">
              {line.title}
              {line.detail && <span className="block text-sm text-ink-soft">{line.detail}</span>}
            </th>
            <td className="py-2 text-right whitespace-nowrap">{line.amount}</td>
          </tr>
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
      <thead className="sr-only">
        <tr>
          <th scope="col">Payment</th>
          <th scope="col">Amount</th>
        </tr>
      </thead>
      <tbody>
        {payments.map((payment, i) => (
          <tr key={i} className="border-b border-ink/10 align-top">
            <th scope="row" className="py-2 pr-3 font-normal">
              {payment.label}
              <span className="block text-sm text-ink-soft">
                {payment.due}
                {payment.status && ` · ${payment.status}`}
              </span>
            </th>
            <td className="py-2 text-right whitespace-nowrap">{payment.amount}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
