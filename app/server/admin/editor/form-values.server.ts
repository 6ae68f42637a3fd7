import type { z } from "zod";
import { fieldErrors, type FieldErrors } from "~/shared/field-errors";
import { positiveInt } from "~/shared/admin/form-fields";
import { invalid, refused, type Refusal } from "./edit-result.server";

// Reading an admin form: the typed text of named fields (NUL dropped: PostgreSQL refuses it in
// text, which would turn a stray one into a 500), the version it was loaded at, ids, and a zod
// schema's verdict as an EditResult-ready refusal with a message per field.

/** A string field, trimmed; "" when absent or a file. */
export function field(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value.replaceAll("\0", "").trim() : "";
}

/** The named text fields of a form, as typed (the schemas trim). */
export function textValues<const N extends string>(form: FormData, names: readonly N[]): Record<N, string> {
  return Object.fromEntries(
    names.map((name) => {
      const value = form.get(name);
      return [name, typeof value === "string" ? value.replaceAll("\0", "") : ""];
    }),
  ) as Record<N, string>;
}

/** The record version the form was loaded at (a hidden field), or undefined. */
export function formVersion(form: FormData): number | undefined {
  const version = Number(field(form, "version"));
  return Number.isSafeInteger(version) && version >= 1 ? version : undefined;
}

/** Every value of a repeated id field (ticked boxes), or undefined when one is not an id. */
export function formIds(form: FormData, name: string): number[] | undefined {
  const ids = form.getAll(name).map((v) => positiveInt(typeof v === "string" ? v.trim() : undefined));
  if (ids.some((id) => id === undefined)) return undefined;
  return [...new Set(ids as number[])];
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; refusal: Refusal };

/** A shared form parser's verdict (its values, or a message per field) as a `Parsed`. */
export function parsedForm<T>(parsed: { ok: true; values: T } | { ok: false; fields: FieldErrors }): Parsed<T> {
  return parsed.ok ? { ok: true, value: parsed.values } : { ok: false, refusal: invalid(parsed.fields) };
}

/**
 * The schema's verdict on the values: the typed value, or a refusal naming each bad field (under
 * `error`, the line above the form, when the screen words it its own way).
 */
export function parseValues<S extends z.ZodType>(
  schema: S,
  values: unknown,
  options: { rename?: Readonly<Record<string, string>>; fallback?: string; error?: string } = {},
): Parsed<z.output<S>> {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, refusal: invalid(fieldErrors(parsed.error.issues, options), options.error) };
}

/**
 * The verdict on a form's one value (a tracking link, a description, a pin), refused with the
 * schema's first message as a plain line: for screens that show one line, not one per field.
 */
export function parseOne<S extends z.ZodType>(schema: S, value: unknown, fallback: string): Parsed<z.output<S>> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, refusal: refused(parsed.error.issues[0]?.message ?? fallback) };
}
