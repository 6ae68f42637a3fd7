import { PayCodes, type PayFormTargets } from "~/components/invoice/pay-codes";
import type { NextDueView } from "./booking-types";

// After the retainer (issue 29 §1): the next instalment and its pay button. A plain form, as the
// retainer's: the payment route answers with a redirect to the card payment page, and the amount
// charged is the server's (what is still owed on that instalment), never the page's.

export function NextPayment({
  next,
  payAction,
  applyAction,
  applied = null,
  payRefused = null,
}: PayFormTargets & { next: NextDueView }) {
  return (
    <form method="post" action={payAction} className="mt-6" data-testid="next-payment" id="pay">
      <p className={next.overdue ? "mb-3 rounded-md bg-amber-50 px-4 py-3 text-amber-950" : "mb-3"}>
        {next.overdue
          ? `${next.label} (${next.amount}) was due on ${next.due} and is not paid yet.`
          : `Next: ${next.label}, ${next.amount}, due ${next.due === "now" ? "now" : `on ${next.due}`}.`}
      </p>
      <PayCodes idPrefix="next" refused={payRefused} applyAction={applyAction} applied={applied} />
      <button type="submit" className="btn-primary w-full">
        {`Pay ${next.label} (${next.amount})`}
      </button>
      <p className="mt-2 text-sm text-ink-soft">You will pay by card on a secure payment page.</p>
    </form>
  );
}
