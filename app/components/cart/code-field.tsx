import { useState, type ReactNode } from "react";

// A code the cart asks the server about (a coupon, decision 045; a gift card, decision 046): the
// field and its Apply button; the server's answer in words under it, or the code's note.

export type CodeCheck<T> = { ok: true; value: T } | { ok: false; error: string };

export function CodeField<T>({
  id,
  label,
  emptyError,
  appliedCode,
  error,
  note,
  check,
  onApply,
  onError,
}: {
  id: string;
  label: string;
  /** "Enter a coupon code." */
  emptyError: string;
  appliedCode: string | null;
  error: string;
  /** What the applied code does (a gift card's balance), shown when there is no error. */
  note?: ReactNode;
  check: (code: string) => Promise<CodeCheck<T>>;
  onApply: (value: T | null) => void;
  onError: (error: string) => void;
}) {
  const [code, setCode] = useState(appliedCode ?? "");
  const [busy, setBusy] = useState(false);

  const apply = async (event: React.FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!code.trim()) {
      onApply(null);
      onError(emptyError);
      return;
    }
    setBusy(true);
    const result = await check(code);
    setBusy(false);
    if (result.ok) {
      onApply(result.value);
      onError("");
    } else {
      onApply(null);
      onError(result.error);
    }
  };

  return (
    <form className="mt-6 flex max-w-sm flex-col gap-2" onSubmit={apply} noValidate>
      <label htmlFor={id} className="font-serif text-lg">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          name={id}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          className="field-input min-w-0 flex-1"
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-status`}
        />
        <button type="submit" className="btn-outline" disabled={busy}>
          Apply<span className="sr-only"> {label.toLowerCase()}</span>
        </button>
      </div>
      <p
        id={`${id}-status`}
        role="status"
        className={`text-sm empty:hidden ${error ? "text-danger" : "text-ink-soft"}`}
      >
        {error || note}
      </p>
    </form>
  );
}
