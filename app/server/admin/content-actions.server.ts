import { data } from "react-router";
import type { FieldErrors } from "~/shared/field-errors";
import { field } from "./guard.server";

// The answers every content editor gives, so they all behave alike: 400 with field messages,
// 409 when another tab saved first, and the typed values echoed back so nothing is lost.

/** The record version the form was loaded at (a hidden field). */
export function formVersion(form: FormData): number | undefined {
  const version = Number(field(form, "version"));
  return Number.isSafeInteger(version) && version >= 1 ? version : undefined;
}

export const missingVersion = () =>
  data({ error: "This form is missing its version. Reload the page and try again." }, { status: 400 });

export const invalidInput = (fields: FieldErrors, values: Record<string, string>) =>
  data({ error: "Not saved: some fields need a look (see the messages under them).", fields, values }, { status: 400 });

export const staleVersion = (values: Record<string, string>) =>
  data(
    { error: "Not saved: this was changed in another tab or window after you opened it.", stale: true, values },
    { status: 409 },
  );

/**
 * The named text fields of a form, as typed (the schemas trim). NUL characters are dropped:
 * PostgreSQL refuses them in text, which would turn a stray one into a 500.
 */
export function formValues(form: FormData, names: readonly string[]): Record<string, string> {
  return Object.fromEntries(
    names.map((name) => {
      const value = form.get(name);
      return [name, typeof value === "string" ? value.replaceAll("\0", "") : ""];
    }),
  );
}
