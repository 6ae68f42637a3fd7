import type { FieldErrors } from "~/shared/field-errors";

// How a public form marks a field the server refused: aria-invalid on the control, the server's
// message right under it, tied together with aria-describedby.

/** Props for the control of `name`, whose element id is `id`. */
export function invalidProps(errors: FieldErrors, name: string, id: string) {
  return errors[name] ? { "aria-invalid": true as const, "aria-describedby": `${id}-error` } : {};
}

export function FieldError({ errors, name, id }: { errors: FieldErrors; name: string; id: string }) {
  const message = errors[name];
  if (!message) return null;
  return (
    <p id={`${id}-error`} className="mt-1 text-sm text-danger">
      {message}
    </p>
  );
}
