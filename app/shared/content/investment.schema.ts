import { z } from "zod";
import { changeSummary, differs } from "~/shared/admin/change-summary";
import { fieldErrors, type FieldErrors } from "~/shared/field-errors";
import {
  MAX_CARDS,
  type AddOnDraft,
  type AddOnValues,
  type InvestmentDraft,
  type InvestmentValues,
  type PackageDraft,
  type PackageValues,
} from "~/shared/investment-content";
import { formatDollars } from "~/shared/money";

// The investment editor's form (/admin/investment): the stored section as the form's draft (every
// field a string, the cards' fields named by path, "weddingPackages.2.price"), what each field
// accepts (the messages are the ones shown under each field), and the activity log's words.

/** Cents as the form shows them: "4000", "12.50". */
const dollarsText = (cents: number) => formatDollars(cents).replace(/^\$/, "").replaceAll(",", "");
const lines = (list: readonly string[]) => list.join("\n");

const packageDraft = (p: PackageValues): PackageDraft => ({
  title: p.title,
  subtitle: p.subtitle,
  price: dollarsText(p.priceCents),
  priceUnit: p.priceUnit,
  description: p.description,
  features: lines(p.features),
});

export const blankPackage = (): PackageDraft => ({
  title: "",
  subtitle: "",
  price: "",
  priceUnit: "",
  description: "",
  features: "",
});
export const blankAddOn = (): AddOnDraft => ({
  title: "",
  price: "",
  priceIsFrom: "",
  description: "",
  linksToAlbumProject: "",
});

/** A new card for a list's Add button. */
export const blankCard = (list: string) => (list === "weddingAddOns" ? blankAddOn() : blankPackage());

/** The stored section as the form shows it. */
export function toInvestmentDraft(v: InvestmentValues): InvestmentDraft {
  return {
    weddingPackages: v.weddingPackages.map(packageDraft),
    weddingIncludes: lines(v.weddingIncludes),
    weddingAddOns: v.weddingAddOns.map((a) => ({
      title: a.title,
      price: dollarsText(a.priceCents),
      priceIsFrom: a.priceIsFrom ? "on" : "",
      description: a.description,
      linksToAlbumProject: a.linksToAlbumProject ? "on" : "",
    })),
    familyPackages: v.familyPackages.map(packageDraft),
    familyNote: v.familyNote,
    additionalServices: v.additionalServices.map(packageDraft),
    travelNotes: lines(v.travelNotes),
  };
}

/** The form's fields, by name ("familyNote", "weddingPackages.2.price"). */
export const isInvestmentField = (name: string) =>
  /^(weddingIncludes|familyNote|travelNotes|(weddingPackages|familyPackages|additionalServices|weddingAddOns)\..+)$/.test(
    name,
  );

const text = z.string().catch("");
const packageDraftSchema = z.object({
  title: text,
  subtitle: text,
  price: text,
  priceUnit: text,
  description: text,
  features: text,
});

/** The posted fields, nested, as a draft: nothing checked yet, every value as typed. */
export const investmentDraftSchema = z.object({
  weddingPackages: z.array(packageDraftSchema).catch([]),
  weddingIncludes: text,
  weddingAddOns: z
    .array(z.object({ title: text, price: text, priceIsFrom: text, description: text, linksToAlbumProject: text }))
    .catch([]),
  familyPackages: z.array(packageDraftSchema).catch([]),
  familyNote: text,
  additionalServices: z.array(packageDraftSchema).catch([]),
  travelNotes: text,
});

const plain = (what: string, max: number) =>
  z.string().trim().min(1, `Enter the ${what}.`).max(max, `Keep the ${what} to ${max} characters or fewer.`);
const optional = (what: string, max: number) =>
  z.string().trim().max(max, `Keep the ${what} to ${max} characters or fewer.`);

/** "4000", "4,000", "$4,000.00", "75.5" → cents. */
export const priceField = z
  .string()
  .trim()
  .regex(/^\$?\s?(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/, "Enter the price in dollars, e.g. 4000 or 4,000.00.")
  .transform((t) => Math.round(Number(t.replace(/[$,\s]/g, "")) * 100))
  .refine((cents) => cents <= 100_000_000, "Enter a price of at most $1,000,000.");

/** A textarea of lines → the non-empty lines, each checked. */
const lineList = (what: string, { min, max, each }: { min: number; max: number; each: number }) =>
  z
    .string()
    .transform((t) =>
      t
        .split(/\r\n?|\n/)
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .refine((list) => list.length >= min, `Write at least ${min === 1 ? "one line" : `${min} lines`} of ${what}.`)
    .refine((list) => list.length <= max, `Keep ${what} to ${max} lines or fewer.`)
    .refine(
      (list) => list.every((line) => line.length <= each),
      `Keep each line of ${what} to ${each} characters or fewer.`,
    );

const checkbox = z.string().transform((v) => v === "on");

const packageSchema = z
  .object({
    title: plain("package's name", 80),
    subtitle: optional("subtitle", 120),
    price: priceField,
    priceUnit: optional("price unit", 40),
    description: plain("package's description", 400),
    features: lineList("what is included", { min: 1, max: 15, each: 160 }),
  })
  // Spelled out, in the seed's key order, so an unchanged card compares equal in the activity log.
  .transform((p): PackageValues => ({
    title: p.title,
    subtitle: p.subtitle,
    priceCents: p.price,
    priceUnit: p.priceUnit,
    description: p.description,
    features: p.features,
  }));
const addOnSchema = z
  .object({
    title: plain("add-on's name", 80),
    price: priceField,
    priceIsFrom: checkbox,
    description: plain("add-on's description", 400),
    linksToAlbumProject: checkbox,
  })
  .transform((a): AddOnValues => ({
    title: a.title,
    priceCents: a.price,
    priceIsFrom: a.priceIsFrom,
    description: a.description,
    linksToAlbumProject: a.linksToAlbumProject,
  }));
const cards = (what: string) =>
  z.array(packageSchema).min(1, `Keep at least one ${what}.`).max(MAX_CARDS, `At most ${MAX_CARDS} cards.`);

/** The draft → the section's values, field by field. */
export const investmentSchema = z.object({
  weddingPackages: cards("wedding package"),
  weddingIncludes: lineList("what every wedding package includes", { min: 0, max: 15, each: 200 }),
  weddingAddOns: z.array(addOnSchema).max(MAX_CARDS, `At most ${MAX_CARDS} cards.`),
  familyPackages: cards("family package"),
  familyNote: optional("note", 300),
  additionalServices: cards("service"),
  travelNotes: lineList("travel and booking notes", { min: 1, max: 15, each: 400 }),
});

export function parseInvestmentDraft(
  draft: InvestmentDraft,
): { ok: true; values: InvestmentValues } | { ok: false; fields: FieldErrors } {
  const parsed = investmentSchema.safeParse(draft);
  if (!parsed.success) return { ok: false, fields: fieldErrors(parsed.error.issues) };
  // zod keeps the schema's key order, the stored record's: an unchanged section compares equal.
  return { ok: true, values: parsed.data };
}

/** "Changed the wedding packages and travel and booking notes", for the activity log. */
export function investmentChangeSummary(before: InvestmentValues, after: InvestmentValues): string {
  const changed = (...keys: (keyof InvestmentValues)[]) => keys.some((key) => differs(before[key], after[key]));
  return changeSummary(
    [
      changed("weddingPackages", "weddingIncludes") && "wedding packages",
      changed("weddingAddOns") && "add-ons",
      changed("familyPackages", "familyNote") && "family packages",
      changed("additionalServices") && "additional services",
      changed("travelNotes") && "travel and booking notes",
    ],
    "Saved the investment section without changes",
  );
}
