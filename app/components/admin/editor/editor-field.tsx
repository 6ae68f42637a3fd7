import type { FieldErrors } from "~/shared/field-errors";

// One field of a content editor: a label, a plain-words hint under it, the control, and the
// server's message when it refused the value (aria-invalid, tied to the control like the public
// forms do with app/components/forms/field-error.tsx).

export function EditorField({
  name,
  id = name,
  label,
  help,
  value,
  errors,
  type = "text",
  rows,
  required,
  maxLength,
}: {
  name: string;
  /** The control's id when one form shows the field more than once (a photo's row); default `name`. */
  id?: string;
  label: string;
  help?: string;
  value: string;
  errors: FieldErrors;
  type?: "text" | "email" | "url";
  /** A textarea with this many rows. */
  rows?: number;
  /** The browser's own checks before posting (the server checks again, in its words). */
  required?: boolean;
  maxLength?: number;
}) {
  const error = errors[name];
  const describedBy = [help ? `${id}-help` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  const common = {
    id,
    name,
    defaultValue: value,
    "aria-describedby": describedBy || undefined,
    "aria-invalid": error ? (true as const) : undefined,
    className: "field-input",
    required,
    maxLength,
  };
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {rows ? <textarea rows={rows} {...common} /> : <input type={type} autoComplete="off" {...common} />}
      {help && (
        <p id={`${id}-help`} className="mt-1 text-sm text-ink-soft">
          {help}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
