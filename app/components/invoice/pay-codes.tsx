import { useState } from "react";
import { useFetcher } from "react-router";
import type { ApplyCodesView } from "~/shared/booking/codes-breakdown";
import { CodesAnswer } from "./codes-answer";

// The optional codes of an invoice's pay form (decision 052): a coupon and a gift card, typed as
// on the cart but sent with the plain form (no script needed). "Apply" posts them to the page's own
// action (intent=apply-codes), which answers with what they take off, in words, taking nothing;
// with script it does so in place (the answer in a live region), without, the page comes back
// with the codes kept. Pay sends them with the payment; the server checks them again then.

const FIELDS = [
  { name: "coupon", label: "Coupon code", hint: "" },
  {
    name: "giftCard",
    label: "Gift card code",
    hint: "Like ABCD-EFGH-JKMN. It pays what it can; the card pays the rest.",
  },
] as const;

/** What a private page's pay form needs: where Pay and Apply post, and their last answers. */
export interface PayFormTargets {
  payAction: string;
  /** The page's own path, where the codes' Apply button posts, and its answer (without script). */
  applyAction: string;
  applied?: ApplyCodesView | null;
  /** Why the last try with codes was not taken (the pay route's signed refusal), or null. */
  payRefused?: string | null;
}

/**
 * `refused`: why the last try with codes was not taken (the pay route's signed refusal), or null.
 * `applyAction`: the page's own path; `applied`: its answer to Apply without script, or null.
 */
export function PayCodes({
  idPrefix,
  refused = null,
  applyAction,
  applied = null,
}: {
  idPrefix: string;
  refused?: string | null;
  applyAction: string;
  applied?: ApplyCodesView | null;
}) {
  const fetcher = useFetcher<{ apply?: ApplyCodesView }>();
  // A code changed since the last answer: the answer no longer says what Pay would do.
  const [stale, setStale] = useState(false);
  const answer = stale ? null : (fetcher.data?.apply ?? applied);
  const busy = fetcher.state !== "idle";
  return (
    <fieldset className="mb-4 grid gap-3 sm:grid-cols-2" onInput={() => setStale(true)}>
      <legend className="mb-2 text-sm text-ink-soft">Have a coupon or a gift card? (optional)</legend>
      {refused && (
        <p role="alert" className="rounded-md bg-amber-50 px-4 py-3 text-amber-950 sm:col-span-2">
          {`Nothing was charged: ${refused}`}
        </p>
      )}
      {FIELDS.map((field) => {
        const id = `${idPrefix}-${field.name}`;
        return (
          <div key={field.name} className="flex min-w-0 flex-col gap-1">
            <label htmlFor={id} className="font-serif text-lg">
              {field.label}
            </label>
            <input
              id={id}
              name={field.name}
              maxLength={64}
              autoComplete="off"
              autoCapitalize="characters"
              className="field-input"
              defaultValue={applied?.typed[field.name] ?? ""}
              aria-describedby={field.hint ? `${id}-hint` : undefined}
            />
            {field.hint && (
              <p id={`${id}-hint`} className="text-sm text-ink-soft">
                {field.hint}
              </p>
            )}
          </div>
        );
      })}
      <div className="sm:col-span-2">
        {/* The form's first button, so Enter in a code field applies it rather than paying. */}
        <button
          type="submit"
          name="intent"
          value="apply-codes"
          formAction={`${applyAction}#pay`}
          className="btn-outline"
          onClick={(event) => {
            event.preventDefault();
            if (busy) return;
            setStale(false);
            void fetcher.submit(event.currentTarget, { method: "post", action: applyAction });
          }}
        >
          Apply codes
        </button>
      </div>
      <CodesAnswer id={`${idPrefix}-codes-answer`} answer={answer} busy={busy} />
    </fieldset>
  );
}
