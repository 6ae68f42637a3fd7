import { Link } from "react-router";
import type { ClientLedgerView, ClientProposalView } from "~/shared/clients/client-ledger";
import { formatPrice } from "~/shared/money";
import { PROPOSAL_STATUS_LABELS } from "~/shared/proposals/proposal-messages";
import { Badge, Cell, formatDateTime, ResponsiveTable, Row } from "../admin-ui";
import { formatDay } from "../galleries/gallery-format";
import { InvoiceStateBadge } from "../invoices/invoice-state-badge";
import { PAYMENT_METHOD_WORDS as METHOD_WORDS } from "~/shared/invoices/invoice-view";

// The client's proposals and money, as the proposal and payment flows recorded them. The balance
// comes from the server, summed from the ledger each time the page is read.

const when = (iso: string | null) => (iso ? formatDateTime(iso) : "—");

export function ClientProposals({ proposals }: { proposals: readonly ClientProposalView[] }) {
  if (proposals.length === 0) return <p className="text-ink-soft">No proposals yet.</p>;
  return (
    <ResponsiveTable caption="Proposals" columns={["Proposal", "Status", "Version", "Sent", "Signed"]}>
      {proposals.map((p) => (
        <Row key={p.id}>
          <Cell label="Proposal">
            <Link to={`/admin/proposals/${p.id}`} className="text-clay underline underline-offset-4">
              {p.title}
            </Link>
          </Cell>
          <Cell label="Status">
            <Badge tone={p.status === "booked" || p.status === "signed" ? "good" : "neutral"}>
              {PROPOSAL_STATUS_LABELS[p.status]}
            </Badge>
          </Cell>
          <Cell label="Version">{p.revision}</Cell>
          <Cell label="Sent">{when(p.sentAt)}</Cell>
          <Cell label="Signed">{when(p.signedAt)}</Cell>
        </Row>
      ))}
    </ResponsiveTable>
  );
}

export function ClientMoney({ ledger }: { ledger: ClientLedgerView }) {
  if (ledger.invoices.length === 0)
    return <p className="text-ink-soft">No invoices yet: they are made when a proposal is signed.</p>;
  return (
    <>
      <dl className="mb-6 grid grid-cols-2 gap-3 text-center sm:grid-cols-4" data-testid="client-balance">
        {(
          [
            ["Invoiced", ledger.invoicedCents],
            ["Paid", ledger.paidCents],
            ["Refunded", ledger.refundedCents],
            ["Balance due", ledger.balanceCents],
          ] as const
        ).map(([label, cents]) => (
          <div key={label} className="rounded-lg bg-sand-100 p-3">
            <dt className="text-sm text-ink-soft">{label}</dt>
            <dd className="text-lg font-medium">{formatPrice(cents)}</dd>
          </div>
        ))}
      </dl>
      <p className="mb-2 text-sm text-ink-soft">
        Open an invoice to record a payment made outside the site, refund, move its due date or void it.
      </p>
      <ResponsiveTable caption="Invoices" columns={["Invoice", "Amount", "Due (Arizona)", "Received", "Status"]}>
        {ledger.invoices.map((i) => (
          <Row key={i.id}>
            <Cell label="Invoice">
              <Link to={`/admin/invoices/${i.id}`} className="text-clay underline underline-offset-4">
                {i.label}
              </Link>
            </Cell>
            <Cell label="Amount">{formatPrice(i.amountCents)}</Cell>
            <Cell label="Due (Arizona)">{i.dueOn ? formatDay(i.dueOn) : "At signing"}</Cell>
            <Cell label="Received">
              {formatPrice(i.paidCents)}
              {i.refundedCents > 0 && ` (${formatPrice(i.refundedCents)} refunded)`}
            </Cell>
            <Cell label="Status">
              <InvoiceStateBadge state={i.state} />
            </Cell>
          </Row>
        ))}
      </ResponsiveTable>
      <Payments payments={ledger.payments} />
    </>
  );
}

const PAYMENT_WORDS = { pending: "Started, not paid", paid: "Received", failed: "Failed" } as const;
const REFUND_WORDS = { pending: "Refund started", paid: "Refunded", failed: "Refund failed" } as const;

function Payments({ payments }: { payments: ClientLedgerView["payments"] }) {
  if (payments.length === 0) return <p className="mt-4 text-ink-soft">No payments yet.</p>;
  return (
    <>
      <h3 className="mt-6 mb-2 text-xl">Payments and refunds</h3>
      <ul className="space-y-1">
        {payments.map((p) => (
          <li key={p.id}>
            {formatPrice(p.kind === "refund" ? -p.amountCents : p.amountCents)} · {METHOD_WORDS[p.method]} ·{" "}
            {(p.kind === "refund" ? REFUND_WORDS : PAYMENT_WORDS)[p.status]} ·{" "}
            <time dateTime={p.paidAt ?? p.createdAt}>{formatDateTime(p.paidAt ?? p.createdAt)}</time>
            {p.codes && <span className="block text-sm text-ink-soft">{p.codes}</span>}
          </li>
        ))}
      </ul>
    </>
  );
}
