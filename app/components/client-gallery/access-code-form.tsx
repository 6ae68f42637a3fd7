import { useId } from "react";
import { Form, useNavigation } from "react-router";
import { ContactLine } from "./gallery-message";
import type { PhotographerContact } from "./gallery-types";

/** The one field between a client and their photos. A plain form: it works before (and without) JavaScript. */
export function AccessCodeForm({ error, contact }: { error: string | undefined; contact: PhotographerContact }) {
  const inputId = useId();
  const errorId = useId();
  const hintId = useId();
  const navigation = useNavigation();
  const checking = navigation.state === "submitting";
  return (
    <div className="mx-auto flex min-h-[70vh] max-w-md flex-col justify-center px-4 pt-28 pb-16">
      <h1 className="text-center text-3xl sm:text-4xl">Your private gallery</h1>
      <p className="mt-3 text-center text-ink-soft">
        Enter the access code from the e-mail with your gallery link. You only need it once on this device.
      </p>
      <Form method="post" className="mt-8" noValidate>
        <label htmlFor={inputId} className="field-label">
          Access code
        </label>
        <input
          id={inputId}
          name="code"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9 ]*"
          maxLength={12}
          required
          // The one thing to do on this page.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${errorId} ${hintId}` : hintId}
          className="field-input text-center text-2xl tracking-[0.3em]"
        />
        <p id={hintId} className="mt-2 text-sm text-ink-soft">
          4 to 8 digits, for example 4821.
        </p>
        {error && (
          <p id={errorId} role="alert" className="mt-3 rounded-md bg-danger/10 px-3 py-2 text-sm text-danger">
            {error}
          </p>
        )}
        <button type="submit" name="intent" value="code" className="btn-primary mt-6 w-full" disabled={checking}>
          {checking ? "Checking…" : "Open my gallery"}
        </button>
      </Form>
      <div className="text-center">
        <ContactLine contact={contact} />
      </div>
    </div>
  );
}
