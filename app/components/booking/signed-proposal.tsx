import { PayCodes, type PayFormTargets } from "~/components/invoice/pay-codes";
import { MarkdownHtml } from "~/components/blog/markdown-html";
import { ContactLine } from "~/components/client-gallery/gallery-message";
import type { BookingPageData } from "./booking-types";
import { NextPayment } from "./next-payment";
import { PaymentList } from "./price-summary";
import { ProposalIntro, SessionFacts } from "./proposal-intro";
import { QuestionnaireSection } from "./questionnaire-section";
import { SessionHoldNote } from "./session-hold-note";

type SignedData = Extract<BookingPageData, { view: "signed" }>;

/** After signing: what she signed and when, her invoices, the retainer to pay, then "You're booked". */
export function SignedProposal({
  data,
  payAction,
  applyAction,
  applied = null,
  payRefused = null,
}: PayFormTargets & { data: SignedData }) {
  const { signed, proposal } = data;
  return (
    <div className="mx-auto max-w-2xl px-4 pt-28 pb-16 sm:px-6">
      {data.sessionHold && !data.booked && <SessionHoldNote hold={data.sessionHold} />}
      {data.booked ? (
        <header>
          <p className="text-sm font-medium tracking-[0.2em] text-clay uppercase">{proposal.title}</p>
          <h1 className="mt-2 text-4xl">You’re booked!</h1>
          <p className="mt-3 text-lg">
            Your retainer is paid and your date is reserved. Here are your session’s details:
          </p>
          <SessionFacts proposal={proposal} extra={[["Package", signed.packageTitle]]} />
        </header>
      ) : (
        <ProposalIntro proposal={{ ...proposal, message: [] }} kicker="Signed — thank you" />
      )}

      <section aria-labelledby="signature-heading" className="mt-10 rounded-lg border border-ink/15 bg-white p-4">
        <h2 id="signature-heading" className="text-2xl">
          Your signature
        </h2>
        <p className="mt-2" data-testid="signed-by">
          {`Signed by ${signed.signerName} on ${signed.signedAt}.`}
        </p>
        <p className="mt-1 text-ink-soft">
          {`You signed version ${signed.revision} of this proposal, with your typed name${signed.drawn ? " and your drawn signature" : ""}: ${signed.packageTitle}, ${signed.total} in all.`}{" "}
          A PDF copy of the signed contract will be e-mailed to you.
        </p>
      </section>

      <section aria-label="Your payments" className="mt-10">
        <PaymentList payments={data.invoices} caption="Your payments" />
        {data.confirming && (
          <p className="mt-6 rounded-md bg-amber-50 px-4 py-3 text-amber-950" role="status">
            If you have just paid, your payment is being confirmed: reload this page in a moment to see it.
          </p>
        )}
        {data.retainerExpiredOn && (
          <p className="mt-6 rounded-md bg-amber-50 px-4 py-3 text-amber-950">
            {`This proposal expired on ${data.retainerExpiredOn} before the retainer was paid, so it can no longer be paid here. Please write to ${data.contact.email} and you will get a new link.`}
          </p>
        )}
        {data.retainerDue && (
          // A plain form: the payment route answers with a redirect to the card payment page.
          <form method="post" action={payAction} className="mt-6" id="pay">
            <PayCodes idPrefix="retainer" refused={payRefused} applyAction={applyAction} applied={applied} />
            <button type="submit" className="btn-primary w-full">
              {`Pay the retainer (${data.retainerDue})`}
            </button>
            <p className="mt-2 text-sm text-ink-soft">You will pay by card on a secure payment page.</p>
          </form>
        )}
        {data.nextDue && (
          // The retainer's form shows a refusal when there is one; otherwise the next payment's does.
          <NextPayment
            next={data.nextDue}
            payAction={payAction}
            applyAction={applyAction}
            applied={applied}
            payRefused={data.retainerDue ? null : payRefused}
          />
        )}
      </section>

      {data.questionnaire && <QuestionnaireSection view={data.questionnaire} email={data.contact.email} />}

      <details className="mt-10">
        <summary className="cursor-pointer font-medium text-clay">Read the contract you signed</summary>
        <MarkdownHtml
          html={signed.contractHtml}
          className="mt-4 rounded-lg border border-ink/15 bg-white p-4 text-base"
        />
      </details>
      <ContactLine contact={data.contact} />
    </div>
  );
}
