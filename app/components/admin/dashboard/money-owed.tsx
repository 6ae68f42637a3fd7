import { Link } from "react-router";
import { formatPrice } from "~/shared/money";
import type { MoneyDue, OwedGroup } from "~/shared/dashboard/dashboard-view";
import { formatDay } from "../galleries/gallery-format";

// What clients owe: overdue first (oldest first), then what falls due in the next 30 days, each
// invoice linked to its client's page where she records a payment or sends a reminder.

function OwedList({ title, group, empty, tone }: { title: string; group: OwedGroup; empty: string; tone: string }) {
  const more = group.count - group.invoices.length;
  return (
    <div className="min-w-0">
      <h3 className="flex flex-wrap items-baseline justify-between gap-x-3 text-lg">
        {title}
        <span className={`font-serif text-xl ${tone}`}>{formatPrice(group.totalCents)}</span>
      </h3>
      {group.invoices.length === 0 ? (
        <p className="mt-2 text-sm text-ink-soft">{empty}</p>
      ) : (
        <ul className="mt-2 divide-y divide-ink/10 text-sm">
          {group.invoices.map((invoice) => (
            <li key={invoice.invoiceId} className="flex flex-wrap items-baseline justify-between gap-x-3 py-2">
              <span className="min-w-0">
                <Link to={`/admin/clients/${invoice.clientId}`} className="font-medium text-clay-dark underline">
                  {invoice.clientNames}
                </Link>
                <span className="block text-ink-soft">
                  {invoice.label}, {invoice.dueOn ? `due ${formatDay(invoice.dueOn)}` : "due at signing"}
                </span>
              </span>
              <span className="tabular-nums">{formatPrice(invoice.owedCents)}</span>
            </li>
          ))}
        </ul>
      )}
      {more > 0 && (
        <p className="mt-1 text-sm text-ink-soft">
          And {more} more {more === 1 ? "invoice" : "invoices"}.
        </p>
      )}
    </div>
  );
}

export function MoneyOwed({ due }: { due: MoneyDue }) {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <OwedList title="Overdue" group={due.overdue} empty="Nothing is overdue." tone="text-danger" />
      <OwedList
        title="Due in the next 30 days"
        group={due.dueSoon}
        empty="Nothing falls due in the next 30 days."
        tone="text-ink"
      />
    </div>
  );
}
