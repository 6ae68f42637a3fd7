import { Link, useSearchParams } from "react-router";
import { adminMeta, Notice, PageTitle, Section } from "~/components/admin/admin-ui";
import { MoveDueForm, RecordPaymentForm, RefundForm, VoidForm } from "~/components/admin/invoices/invoice-forms";
import { InvoicePaymentsList } from "~/components/admin/invoices/invoice-payments-list";
import { InvoiceStateBadge } from "~/components/admin/invoices/invoice-state-badge";
import { refusedInput, SaveOutcome } from "~/components/admin/editor/save-outcome";
import { formatDay } from "~/components/admin/galleries/gallery-format";
import { editorLoader } from "~/server/admin/editor/editor-handlers.server";
import { invoicePage, invoicePageAction } from "~/server/invoices/invoice-page.server";
import { formatPrice } from "~/shared/money";
import type { Route } from "./+types/invoice";

// One invoice (issue 29 §1): what it asks, what it received and gave back, and what she can do:
// record a payment made outside the site, refund, move the due date, void.

export const meta: Route.MetaFunction = ({ data: loaded }) => adminMeta(loaded ? loaded.invoice.label : "Invoice");

export function loader({ request, params }: Route.LoaderArgs) {
  return editorLoader(request, () => invoicePage(params.id));
}

export function action({ request, params }: Route.ActionArgs) {
  return invoicePageAction(request, params.id);
}

export default function InvoicePage({ loaderData, actionData }: Route.ComponentProps) {
  const { invoice, client, proposal, payments, providerName, today } = loaderData;
  const [search] = useSearchParams();
  const formName = (actionData as { form?: string } | undefined)?.form;
  const refusedFor = (name: string) => (formName === name ? refusedInput(actionData) : { errors: {}, values: {} });
  const { sums } = invoice;
  const open = invoice.state === "due" || invoice.state === "overdue";
  return (
    <>
      <Link to={`/admin/clients/${client.id}`} className="back-link mb-4">
        {`← ${client.names}`}
      </Link>
      <PageTitle lead={proposal ? `An instalment of “${proposal.title}”.` : "A one-off invoice."}>
        {invoice.label} <InvoiceStateBadge state={invoice.state} />
      </PageTitle>
      {search.has("created") && !actionData && (
        <Notice>The invoice is made and e-mailed to the client with a link to pay it.</Notice>
      )}
      <SaveOutcome result={actionData} />

      <Section title="What it asks">
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="invoice-sums">
          {(
            [
              ["Amount", formatPrice(invoice.amountCents)],
              ["Received", formatPrice(sums.paidCents)],
              ["Refunded", formatPrice(sums.refundedCents)],
              ["Still owed", formatPrice(sums.owedCents)],
            ] as const
          ).map(([label, value]) => (
            <div key={label} className="rounded-lg bg-sand-100 p-3 text-center">
              <dt className="text-sm text-ink-soft">{label}</dt>
              <dd className="text-lg font-medium">{value}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-4">
          {invoice.taxCents > 0 && `Includes ${formatPrice(invoice.taxCents)} sales tax. `}
          {invoice.dueOn ? `Due ${formatDay(invoice.dueOn)} (Arizona time).` : "Due at signing."}
        </p>
        {invoice.clientPageUrl && (
          <p className="mt-2 text-sm break-all text-ink-soft">{`The client sees and pays it at ${invoice.clientPageUrl}`}</p>
        )}
      </Section>

      <Section title="Payments and refunds">
        <InvoicePaymentsList payments={payments} />
        <div className="mt-6 space-y-6">
          {payments
            .filter((p) => p.refundableCents > 0)
            .map((p) => {
              const { errors, values } = refusedFor(`refund-${p.id}`);
              return (
                <RefundForm
                  key={p.id}
                  paymentId={p.id}
                  refundableCents={p.refundableCents}
                  moneyLeftCents={p.moneyLeftCents}
                  refundHelp={p.refundHelp}
                  byCard={p.method === "card" && p.provider === providerName}
                  providerName={providerName}
                  errors={errors}
                  typed={values}
                />
              );
            })}
        </div>
      </Section>

      {open && (
        <Section title="Change it">
          <div className="space-y-6">
            <RecordPaymentForm owedCents={sums.owedCents} today={today} {...typedOf(refusedFor("payment"))} />
            <MoveDueForm dueOn={invoice.dueOn} hasLater={proposal !== null} {...typedOf(refusedFor("move"))} />
            {sums.netCents === 0 && <VoidForm />}
          </div>
        </Section>
      )}
    </>
  );
}

const typedOf = ({ errors, values }: ReturnType<typeof refusedInput>) => ({ errors, typed: values });
