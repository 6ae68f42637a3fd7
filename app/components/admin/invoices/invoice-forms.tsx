import type { ReactNode } from "react";
import {
  INVOICE_INTENTS as I,
  ONE_OFF_INTENTS,
  OUTSIDE_METHOD_WORDS,
  OUTSIDE_METHODS,
} from "~/shared/invoices/invoice.schema";
import { formatPrice } from "~/shared/money";
import type { FieldErrors } from "~/shared/field-errors";
import { dangerButton } from "../admin-ui";
import { EditorForm } from "../editor/editor-form";
import { EditorCheckbox, EditorField, FieldHints, fieldsFrom, selectsFrom } from "../editor/editor-field";

// The invoice page's forms (/admin/invoices/:id), and the client page's "Send an invoice": each a
// small plain form posted to the page's action with its intent; refused, it shows the messages
// under its fields and keeps what was typed.

interface Refused {
  errors: FieldErrors;
  typed: Record<string, string>;
}

/** A form's fields and selects showing what was typed, else the value it opens with (`first`), else nothing. */
function controls({ errors, typed }: Refused, first: Record<string, string> = {}) {
  const value = (name: string) => typed[name] ?? first[name] ?? "";
  return { field: fieldsFrom(value, errors), select: selectsFrom(value, errors) };
}

const OUTSIDE_CHOICES = OUTSIDE_METHODS.map((m) => ({ value: m, label: OUTSIDE_METHOD_WORDS[m] }));

function Box({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <EditorForm className="max-w-md">
      <fieldset className="space-y-4 rounded-lg border border-ink/15 p-4">
        <legend className="px-1 font-medium">{legend}</legend>
        {children}
      </fieldset>
    </EditorForm>
  );
}

export function RecordPaymentForm({ owedCents, today, ...refused }: { owedCents: number; today: string } & Refused) {
  const { field, select } = controls(refused, { method: "transfer", paidOn: today });
  return (
    <Box legend="Record a payment made outside the site">
      {field("amount", "Amount received ($)", `Up to ${formatPrice(owedCents)}, what is still owed.`, {
        inputProps: { inputMode: "decimal", placeholder: (owedCents / 100).toFixed(2) },
      })}
      {select("method", "Paid by", undefined, OUTSIDE_CHOICES)}
      {field("paidOn", "Paid on", undefined, { type: "date" })}
      {field(
        "note",
        "Note (optional)",
        "A check number or a bank reference: it is on the timeline and the receipt's record.",
      )}
      <button type="submit" name="intent" value={I["record-payment"]} className="btn-primary w-full sm:w-auto">
        Record payment and send a receipt
      </button>
    </Box>
  );
}

export function RefundForm({
  paymentId,
  refundableCents,
  moneyLeftCents,
  refundHelp,
  byCard,
  providerName,
  errors,
  typed,
}: {
  paymentId: number;
  refundableCents: number;
  /** Left on the money side: when 0, all that is left goes back on the gift card and there is no "how". */
  moneyLeftCents: number;
  /** How much, and where it goes back (the server's words: the card payment first, then the gift card). */
  refundHelp: string;
  byCard: boolean;
  providerName: string;
} & Refused) {
  const id = (name: string) => `${name}-${paymentId}`;
  const through = providerName === "test" ? "through the test checkout (no card is charged)" : "to the card, by Stripe";
  return (
    <Box legend={`Refund payment ${paymentId}`}>
      <input type="hidden" name="paymentId" value={paymentId} />
      <EditorField
        name="amount"
        id={id("amount")}
        label="Amount to give back ($)"
        help={refundHelp}
        value={typed.amount ?? ""}
        errors={errors}
        inputProps={{ inputMode: "decimal", placeholder: (refundableCents / 100).toFixed(2) }}
      />
      {moneyLeftCents > 0 ? (
        <fieldset>
          <legend className="field-label">How the money goes back</legend>
          {byCard && (
            <label className="flex items-center gap-2">
              <input
                type="radio"
                name="how"
                value="provider"
                defaultChecked={(typed.how ?? "provider") === "provider"}
              />
              {`Refund ${through}`}
            </label>
          )}
          <label className="flex items-center gap-2">
            <input type="radio" name="how" value="outside" defaultChecked={!byCard || typed.how === "outside"} />I gave
            it back myself (cash, check, transfer)
          </label>
          <FieldHints id={id("how")} error={errors.how ?? errors.paymentId} />
        </fieldset>
      ) : (
        <>
          {/* Nothing goes to the provider or through her hands: the gift card takes it all. */}
          <input type="hidden" name="how" value="outside" />
          <FieldHints id={id("how")} error={errors.how ?? errors.paymentId} />
        </>
      )}
      <EditorField name="note" id={id("note")} label="Note (optional)" value={typed.note ?? ""} errors={errors} />
      <button type="submit" name="intent" value={I.refund} className="btn-outline w-full sm:w-auto">
        Refund and send a receipt
      </button>
    </Box>
  );
}

export function MoveDueForm({ dueOn, hasLater, ...refused }: { dueOn: string | null; hasLater: boolean } & Refused) {
  const { field } = controls(refused, { dueOn: dueOn ?? "" });
  return (
    <Box legend="Move the due date">
      {field("dueOn", "New due date", undefined, { type: "date" })}
      {hasLater && (
        <EditorCheckbox
          name="shiftLater"
          checked={refused.typed.shiftLater === "on"}
          label="Move the later unpaid instalments by the same number of days"
        />
      )}
      <button type="submit" name="intent" value={I["move-due"]} className="btn-outline w-full sm:w-auto">
        Move due date
      </button>
    </Box>
  );
}

export function VoidForm() {
  return (
    <Box legend="Void this invoice">
      <p className="text-sm">
        Nothing will be owed on it any more and it leaves the balance. Only an invoice with nothing received (or all of
        it refunded) can be voided.
      </p>
      <button type="submit" name="intent" value={I.void} className={dangerButton}>
        Void invoice
      </button>
    </Box>
  );
}

/** The client's page: a one-off invoice, e-mailed with its own link; the amounts are the server's. */
export function SendInvoiceForm({ dueOn, taxPercent, ...refused }: { dueOn: string; taxPercent: number } & Refused) {
  const { field } = controls(refused, { dueOn });
  return (
    <Box legend="Send an invoice">
      {field(
        "label",
        "What it is for",
        "The client reads this on the invoice, for example “Extra hour of coverage” or “Album upgrade”.",
        { maxLength: 120 },
      )}
      {field("amount", "Amount before tax ($)", "For example 350 or 350.00.", {
        inputProps: { inputMode: "decimal", placeholder: "350.00" },
      })}
      <EditorCheckbox
        name="taxed"
        checked={refused.typed.taxed === "on"}
        label={`Add sales tax (${taxPercent}%, the rate in Site settings)`}
      />
      <FieldHints id="taxed" error={refused.errors.taxed} />
      {field("dueOn", "Due date", "An Arizona date: today or later.", { type: "date" })}
      <button
        type="submit"
        name="intent"
        value={ONE_OFF_INTENTS["send-invoice"]}
        className="btn-primary w-full sm:w-auto"
      >
        Send the invoice
      </button>
      <p className="text-sm text-ink-soft">
        The client gets an e-mail with a link to see the invoice and pay it by card.
      </p>
    </Box>
  );
}
