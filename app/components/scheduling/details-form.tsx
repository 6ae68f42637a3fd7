import { HoneypotField } from "~/components/forms/honeypot-field";
import type { BookingDetails, DetailsErrors, DetailsField } from "~/shared/scheduling/booking-details.schema";

// "Your details": a plain form (no script needed); after a refusal each wrong field says why
// under it, and every field keeps what she typed.

interface FieldProps {
  name: DetailsField;
  label: string;
  type?: string;
  autoComplete: string;
  values: Partial<BookingDetails>;
  errors: DetailsErrors;
  hint?: string;
}

function Field({ name, label, type = "text", autoComplete, values, errors, hint }: FieldProps) {
  const id = `details-${name}`;
  const error = errors[name];
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ");
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="mb-1 text-sm text-ink-soft">
          {hint}
        </p>
      )}
      <input
        id={id}
        name={name}
        type={type}
        required
        autoComplete={autoComplete}
        defaultValue={values[name] ?? ""}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        className="field-input"
      />
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}

export function DetailsForm({
  placeQuestion,
  values,
  errors,
}: {
  placeQuestion: string | null;
  values: Partial<BookingDetails>;
  errors: DetailsErrors;
}) {
  const count = Object.keys(errors).length;
  return (
    <form method="post" className="relative mt-6 grid gap-5" noValidate>
      {count > 0 && (
        <p role="alert" className="rounded-md bg-red-50 px-4 py-3 text-red-900">
          {count === 1 ? "One thing to fix below." : `${count} things to fix below.`}
        </p>
      )}
      <Field
        name="names"
        label="Your name (or your family’s names)"
        autoComplete="name"
        values={values}
        errors={errors}
      />
      <Field name="email" label="E-mail" type="email" autoComplete="email" values={values} errors={errors} />
      <Field name="phone" label="Phone" type="tel" autoComplete="tel" values={values} errors={errors} />
      {placeQuestion && <Field name="place" label={placeQuestion} autoComplete="off" values={values} errors={errors} />}
      <HoneypotField id="details-website" />
      <button type="submit" className="btn-primary">
        Continue to sign and pay
      </button>
    </form>
  );
}
