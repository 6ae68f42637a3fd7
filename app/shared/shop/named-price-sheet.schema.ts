import { z } from "zod";
import type { NamedPriceSheet, SizeOption } from "~/catalogue/sizes";
import { defineIntents } from "~/shared/admin/intents";
import { dollarsText } from "~/shared/content/investment.schema";
import { fieldErrors, type FieldErrors } from "~/shared/field-errors";
import { namedSheetSizesSchema, parseSizeRows, type SizeRowsDraft } from "./price-sheets.schema";

// A price sheet she names herself (decision 054), e.g. "Canvas: 12x12 $120, 16x16 $160": its form
// (every value a string, as posted; size rows "sizes.0.size", "sizes.0.price" and blank spares) and
// what each field accepts, in her words. Shared by the page and the server.

export const NEW_NAMED_SHEET_INTENTS = defineIntents(["create"]);
export const NAMED_SHEET_INTENTS = defineIntents(["save"]);

/** At most this many named sheets: each is a choice on every product's form. */
export const MAX_NAMED_SHEETS = 30;

export interface NamedSheetDraft {
  name: string;
  sizes: SizeRowsDraft;
}

interface ParsedNamedSheet {
  name: string;
  sizes: SizeOption[];
}

export const toNamedSheetDraft = (sheet: Pick<NamedPriceSheet, "name" | "sizes">): NamedSheetDraft => ({
  name: sheet.name,
  sizes: sheet.sizes.map((o) => ({ size: o.size, price: dollarsText(o.cents) })),
});

/** A draft as the form's flat field values ("sizes.0.size"). */
export function namedSheetFormValues(draft: NamedSheetDraft): Record<string, string> {
  return {
    name: draft.name,
    ...Object.fromEntries(
      draft.sizes.flatMap((row, i) => [
        [`sizes.${i}.size`, row.size],
        [`sizes.${i}.price`, row.price],
      ]),
    ),
  };
}

const name = z
  .string()
  .trim()
  .min(1, "Name the sheet, e.g. Canvas.")
  .max(60, "Keep the name to 60 characters or fewer.")
  .refine((t) => !/[<>]/.test(t), "The name cannot contain < or >.");

/** The draft checked: the sheet, or the messages under each field. */
export function parseNamedSheetDraft(
  draft: NamedSheetDraft,
): { ok: true; value: ParsedNamedSheet } | { ok: false; fields: FieldErrors } {
  const parsedName = name.safeParse(draft.name);
  const sizes = parseSizeRows(draft.sizes, namedSheetSizesSchema, "sizes");
  const fields: FieldErrors = {
    ...(parsedName.success ? {} : fieldErrors(parsedName.error.issues, { fallback: "name" })),
    ...(sizes.ok ? {} : sizes.fields),
  };
  if (!parsedName.success || !sizes.ok) return { ok: false, fields };
  return { ok: true, value: { name: parsedName.data, sizes: sizes.sizes } };
}

/** "Canvas" and "canvas " are one name: two sheets of one name could not be told apart on a product's form. */
export const sameSheetName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
