import { useState } from "react";
import { useSubmit } from "react-router";
import { MarkdownHtml } from "~/components/blog/markdown-html";
import { ContactLine } from "~/components/client-gallery/gallery-message";
import type { BookingPageData } from "./booking-types";
import { PackageChoice } from "./package-choice";
import { PaymentList, PriceTable } from "./price-summary";
import { ProposalIntro } from "./proposal-intro";
import { SessionHoldNote } from "./session-hold-note";
import { SignForm, type SignError } from "./sign-form";

type OpenData = Extract<BookingPageData, { view: "open" }>;

/**
 * A sent proposal to review and sign. Totals follow her pick at once (every package's figures come
 * with the page); the contract, which names the package and its amounts, follows a moment later
 * from the server (?option=), and signing waits for it so she signs what she has read.
 */
export function OpenProposal({ data, failed }: { data: OpenData; failed: SignError | undefined }) {
  const [picked, setPicked] = useState(data.selected);
  // When the server's page for a pick arrives (or she goes back), the page's choice wins.
  const [shown, setShown] = useState(data.selected);
  if (shown !== data.selected) {
    setShown(data.selected);
    setPicked(data.selected);
  }
  const submit = useSubmit();
  const option = data.options.find((o) => o.key === picked) ?? data.options[0]!;
  const pick = (key: string) => {
    setPicked(key);
    void submit({ option: key }, { method: "get", replace: true, preventScrollReset: true });
  };
  const taken = data.sessionHold?.state === "taken";
  return (
    <div className="mx-auto max-w-2xl px-4 pt-28 pb-16 sm:px-6">
      {data.sessionHold && <SessionHoldNote hold={data.sessionHold} />}
      {data.earlier && (
        <p role="note" className="mb-6 rounded-md bg-amber-50 px-4 py-3 text-amber-950">
          {`You signed version ${data.earlier.revision} on ${data.earlier.signedAt}. The proposal has been revised since: please read this version ${data.proposal.revision} and sign it again.`}
        </p>
      )}
      <ProposalIntro proposal={data.proposal} kicker="Your proposal" />
      <PackageChoice options={data.options} picked={option.key} onPick={pick} />

      <section aria-labelledby="price-heading" className="mt-10" aria-live="polite">
        <h2 id="price-heading" className="text-2xl">
          Your price
        </h2>
        <div className="mt-4">
          <PriceTable totals={option.totals} />
        </div>
        <div className="mt-8">
          {option.payments ? (
            <PaymentList payments={option.payments} caption="When you pay" />
          ) : (
            <p>The payment dates will be set once the session’s date is agreed.</p>
          )}
        </div>
      </section>

      <section aria-labelledby="contract-heading" className="mt-12">
        <h2 id="contract-heading" className="text-2xl">
          Your contract
        </h2>
        <MarkdownHtml
          html={data.contractHtml}
          className={`mt-4 rounded-lg border border-ink/15 bg-white p-4 text-base ${picked === data.selected ? "" : "opacity-50"}`}
        />
      </section>

      <p className="mt-8 text-ink-soft">
        This proposal can be signed until the end of {data.proposal.expiresOn} (Arizona time).
      </p>
      {taken ? null : option.payments ? (
        <SignForm
          option={option}
          revision={data.proposal.revision}
          contact={data.contact}
          failed={failed}
          ready={picked === data.selected}
        />
      ) : (
        <p className="mt-8">Once the session’s date is set, you will be able to sign here.</p>
      )}
      <ContactLine contact={data.contact} />
    </div>
  );
}
