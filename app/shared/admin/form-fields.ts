import { z } from "zod";

// The typed values an admin form's text fields become, as zod schemas (shared: the same rules
// describe the form on the page and check it on the server). Each message is written for the
// photographer, not for a developer.

/** Ids are 32-bit integers in both databases: a larger number names no row. */
export const MAX_ID = 2_147_483_647;

/** A positive whole number from a form or URL that can be a row's id, or undefined. */
export function positiveInt(value: string | null | undefined): number | undefined {
  if (!value || !/^\d{1,10}$/.test(value)) return undefined;
  const n = Number(value);
  return n > 0 && n <= MAX_ID ? n : undefined;
}

/** A row's id from a hidden field. */
export const idField = (message: string) =>
  z.string().transform((value, ctx) => {
    const id = positiveInt(value.trim());
    if (id === undefined) ctx.addIssue({ code: "custom", message });
    return id ?? 0;
  });

/** A checkbox: present ("on", or "1"/"true" from scripts) means yes. */
export const checkboxField = z
  .string()
  .optional()
  .transform((v) => v === "on" || v === "1" || v === "true");

/** Trimmed text, required, without < or > (the pages print it as text, but it is never markup). */
export const textField = (label: string, max: number, missing: string) =>
  z
    .string()
    .trim()
    .min(1, missing)
    .max(max, `Keep the ${label} to ${max} characters or fewer.`)
    .refine((t) => !/[<>]/.test(t), `The ${label} cannot contain < or >.`);
