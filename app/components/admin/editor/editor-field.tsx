import type { FieldErrors } from "~/shared/field-errors";

// One field of a content editor: a label, a plain-words hint under it, the control, and the
// server's message when it refused the value (aria-invalid, tied to the control like the public
// forms do with app/components/forms/field-error.tsx).

export function EditorField({
  name,
  label,
  help,
  value,
  errors,
  type = "text",
  rows,
}: {
  name: string;
  label: string;
  help: string;
  value: string;
  errors: FieldErrors;
  type?: "text" | "email" | "url";
  /** A textarea with this many rows. */
  rows?: number;
}) {
  const error = errors[name];
  const describedBy = [`${name}-help`, error ? `${name}-error` : ""].filter(Boolean).join(" ");
  const common = {
    id: name,
    name,
    defaultValue: value,
    "aria-describedby": describedBy,
    "aria-invalid": error ? (true as const) : undefined,
    className: "field-input",
  };
  return (
    <div>
      <label htmlFor={name} className="field-label">
        {label}
      </label>
      {rows ? <textarea rows={rows} {...common} /> : <input type={type} autoComplete="off" {...common} />}
      <p id={`${name}-help`} className="mt-1 text-sm text-ink-soft">
        {help}
      </p>
      {error && (
        <p id={`${name}-error`} className="mt-1 text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
