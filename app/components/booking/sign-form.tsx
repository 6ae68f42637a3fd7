import { useId } from "react";
import { Form, useNavigation } from "react-router";
import type { PhotographerContact } from "~/components/client-gallery/gallery-types";
import { FieldError } from "~/components/forms/field-error";
import type { FieldErrors } from "~/shared/field-errors";
import type { OptionView } from "./booking-types";
import { EsignDisclosure } from "./esign-consent";
import { SignatureDrawing } from "./signature-drawing";

export interface SignError {
  error: string;
  fields?: FieldErrors;
}

/**
 * Consent, typed name, optional drawing: a plain POST form that works without JavaScript. It names
 * only her choice and the revision she read; the server prices and writes the contract itself.
 * `ready` is false while the contract of a newly picked package is on its way.
 */
export function SignForm({
  option,
  revision,
  contact,
  failed,
  ready,
}: {
  option: OptionView;
  revision: number;
  contact: PhotographerContact;
  failed: SignError | undefined;
  ready: boolean;
}) {
  const id = useId();
  const navigation = useNavigation();
  const signing = navigation.state === "submitting" && navigation.formMethod?.toUpperCase() === "POST";
  const fields = failed?.fields ?? {};
  const retainer = option.payments?.[0];
  const described = (field: string, extra: string) => (fields[field] ? `${id}-${field}-error ${extra}` : extra);
  return (
    <section aria-labelledby={`${id}-heading`} className="mt-12">
      <h2 id={`${id}-heading`} className="text-2xl">
        Sign the contract
      </h2>
      <p className="mt-2" data-testid="signing-for">
        You are signing for <strong>{option.title}</strong>: {option.totals.total} in all
        {retainer ? `, with a retainer of ${retainer.amount} due at signing` : ""}.
      </p>
      <Form method="post" noValidate className="mt-6">
        <input type="hidden" name="option" value={option.key} />
        <input type="hidden" name="revision" value={revision} />
        <h3 className="text-xl">Consent to sign electronically</h3>
        <EsignDisclosure id={`${id}-disclosure`} contact={contact} />
        <div className="mt-4 flex items-start gap-3">
          <input
            id={`${id}-consent`}
            type="checkbox"
            name="consent"
            value="yes"
            required
            aria-invalid={fields.consent ? true : undefined}
            aria-describedby={described("consent", `${id}-disclosure`)}
            className="mt-0.5 size-6 shrink-0 accent-clay"
          />
          <label htmlFor={`${id}-consent`} className="font-medium">
            I agree to sign electronically
          </label>
        </div>
        <FieldError errors={fields} name="consent" id={`${id}-consent`} />

        <label htmlFor={`${id}-name`} className="field-label mt-6">
          Your full name
        </label>
        <input
          id={`${id}-name`}
          name="name"
          type="text"
          autoComplete="name"
          required
          maxLength={120}
          aria-invalid={fields.name ? true : undefined}
          aria-describedby={described("name", `${id}-name-hint`)}
          className="field-input"
        />
        <p id={`${id}-name-hint`} className="mt-1 text-sm text-ink-soft">
          Typing your name is your signature.
        </p>
        <FieldError errors={fields} name="name" id={`${id}-name`} />

        <SignatureDrawing error={fields.signature} />

        {failed && (
          <p role="alert" className="mt-6 rounded-md bg-danger/10 px-3 py-2 text-danger">
            {failed.error}
          </p>
        )}
        <button type="submit" className="btn-primary mt-6 w-full" disabled={signing || !ready}>
          {signing ? "Signing…" : "Sign the contract"}
        </button>
        <p className="mt-3 text-sm text-ink-soft">
          Signing records the time, your internet address and your browser with the signed contract, as proof of who
          signed and when.
        </p>
      </Form>
    </section>
  );
}
