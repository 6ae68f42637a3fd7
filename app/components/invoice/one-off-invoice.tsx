import { PayCodes, type PayFormTargets } from "./pay-codes";
import { ContactLine } from "~/components/client-gallery/gallery-message";
import { PaymentList, PriceTable } from "~/components/booking/price-summary";
import type { OneOffPageData } from "./one-off-types";

// A one-off invoice's page (/invoice/<token>): who it is from, what it is for, the amounts and due
// date (Arizona), its state, what was paid, and a plain form to pay what is still owed (the amount
// charged is the server's). A void invoice says so and offers no payment.

type InvoiceData = Extract<OneOffPageData, { view: "invoice" }>;

const STATE_STYLE = {
  paid: "bg-emerald-50 text-emerald-900",
  due: "bg-sand-100 text-ink",
  overdue: "bg-amber-50 text-amber-950",
  void: "bg-sand-100 text-ink",
} as const;

export function OneOffInvoice({
  data,
  payAction,
  applyAction,
  applied = null,
  payRefused = null,
}: PayFormTargets & { data: InvoiceData }) {
  const { invoice, contact } = data;
  return (
    <div className="mx-auto max-w-2xl px-4 pt-28 pb-16 sm:px-6">
      <header>
        <p className="text-sm font-medium tracking-[0.2em] text-clay uppercase">{`Invoice from ${contact.siteName}`}</p>
        <h1 className="mt-2 text-3xl leading-tight sm:text-4xl">{invoice.label}</h1>
        <p
          className={`mt-4 inline-block rounded-md px-3 py-1 font-medium ${STATE_STYLE[invoice.state]}`}
          data-testid="invoice-state"
        >
          {invoice.stateWord}
        </p>
        <p className="mt-3 text-ink-soft">
          {invoice.state === "void"
            ? "This invoice is void: nothing is owed on it, and it cannot be paid."
            : invoice.state === "paid"
              ? "Paid in full. Thank you! Your receipt was sent by e-mail."
              : invoice.state === "overdue"
                ? `It was due on ${invoice.due} (Arizona time) and is not paid yet.`
                : `Due ${invoice.due === "now" ? "now" : `on ${invoice.due}`} (Arizona time).`}
        </p>
      </header>

      <section aria-label="Amount" className="mt-10 rounded-lg border border-ink/15 bg-white p-4">
        <PriceTable totals={invoice.price} caption="Amount of this invoice" />
      </section>

      {invoice.paid.length > 0 && (
        <section aria-label="What you paid" className="mt-10">
          <PaymentList payments={invoice.paid} caption="What you paid" />
        </section>
      )}

      {data.confirming && (
        <p className="mt-6 rounded-md bg-amber-50 px-4 py-3 text-amber-950" role="status">
          If you have just paid, your payment is being confirmed: reload this page in a moment to see it.
        </p>
      )}
      {invoice.owed && (
        // A plain form: the payment route answers with a redirect to the card payment page.
        <form method="post" action={payAction} className="mt-8" id="pay">
          <PayCodes idPrefix="invoice" refused={payRefused} applyAction={applyAction} applied={applied} />
          <button type="submit" className="btn-primary w-full">
            {`Pay ${invoice.owed}`}
          </button>
          <p className="mt-2 text-sm text-ink-soft">You will pay by card on a secure payment page.</p>
        </form>
      )}
      <ContactLine contact={contact} />
    </div>
  );
}
