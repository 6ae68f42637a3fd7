import type { HTMLAttributes } from "react";

// One field of the gallery forms: a label, a plain-words hint, the control and the server's
// message when it refused the value (aria-invalid and aria-describedby, like the content editors).

export function GalleryField({
  name,
  label,
  help,
  value,
  error,
  type = "text",
  inputMode,
  idPrefix = "",
}: {
  name: string;
  label: string;
  help: string;
  value: string;
  error: string | undefined;
  type?: "text" | "email" | "date";
  inputMode?: HTMLAttributes<HTMLInputElement>["inputMode"];
  /** When one page has the same field twice. */
  idPrefix?: string;
}) {
  const id = `${idPrefix}${name}`;
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={type}
        inputMode={inputMode}
        defaultValue={value}
        autoComplete="off"
        aria-describedby={[`${id}-help`, error ? `${id}-error` : ""].filter(Boolean).join(" ")}
        aria-invalid={error ? true : undefined}
        className="field-input"
      />
      <p id={`${id}-help`} className="mt-1 text-sm text-ink-soft">
        {help}
      </p>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
