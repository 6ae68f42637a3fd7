import { z } from "zod";
import { changeSummary, differs } from "~/shared/admin/change-summary";
import { positiveInt } from "~/shared/admin/form-fields";
import { fieldErrors, type FieldErrors } from "~/shared/field-errors";
import {
  MAX_CARDS,
  type InvestmentDraft,
  type InvestmentValues,
  type ServiceDraft,
  type ServiceValues,
} from "~/shared/investment-content";
import { formatDollars } from "~/shared/money";

// The investment editor's form (/admin/investment): the stored section as the form's draft (every
// field a string, the cards' fields named by path, "weddingPackages.2.price"), what each field
// accepts (the messages are the ones shown under each field), and the activity log's words.

/** Cents as the form shows them: "4000", "12.50". */
export const dollarsText = (cents: number) => formatDollars(cents).replace(/^\$/, "").replaceAll(",", "");
const lines = (list: readonly string[]) => list.join("\n");
const tick = (on: boolean) => (on ? "on" : "");

const serviceDraft = (s: ServiceValues): ServiceDraft => ({
  id: s.id === undefined ? "" : String(s.id),
  title: s.title,
  subtitle: s.subtitle,
  price: dollarsText(s.priceCents),
  priceUnit: s.priceUnit,
  priceIsFrom: tick(s.priceIsFrom),
  taxable: tick(s.taxable),
  description: s.description,
  features: lines(s.features),
  linksToAlbumProject: tick(s.linksToAlbumProject),
});

/** A new card for a list's Add button: taxable, as session fees are in Arizona. */
export const blankCard = (): ServiceDraft => ({
  id: "",
  title: "",
  subtitle: "",
  price: "",
  priceUnit: "",
  priceIsFrom: "",
  taxable: "on",
  description: "",
  features: "",
  linksToAlbumProject: "",
});

/** The stored section as the form shows it. */
export function toInvestmentDraft(v: InvestmentValues): InvestmentDraft {
  return {
    weddingPackages: v.weddingPackages.map(serviceDraft),
    weddingIncludes: lines(v.weddingIncludes),
    weddingAddOns: v.weddingAddOns.map(serviceDraft),
    familyPackages: v.familyPackages.map(serviceDraft),
    familyNote: v.familyNote,
    additionalServices: v.additionalServices.map(serviceDraft),
    travelNotes: lines(v.travelNotes),
  };
}

/** The form's fields, by name ("familyNote", "weddingPackages.2.price"). */
export const isInvestmentField = (name: string) =>
  /^(weddingIncludes|familyNote|travelNotes|(weddingPackages|familyPackages|additionalServices|weddingAddOns)\..+)$/.test(
    name,
  );

const text = z.string().catch("");
const serviceDraftSchema = z.object({
  id: text,
  title: text,
  subtitle: text,
  price: text,
  priceUnit: text,
  priceIsFrom: text,
  taxable: text,
  description: text,
  features: text,
  linksToAlbumProject: text,
});

/** The posted fields, nested, as a draft: nothing checked yet, every value as typed. */
export const investmentDraftSchema = z.object({
  weddingPackages: z.array(serviceDraftSchema).catch([]),
  weddingIncludes: text,
  weddingAddOns: z.array(serviceDraftSchema).catch([]),
  familyPackages: z.array(serviceDraftSchema).catch([]),
  familyNote: text,
  additionalServices: z.array(serviceDraftSchema).catch([]),
  travelNotes: text,
});

const plain = (what: string, max: number) =>
  z.string().trim().min(1, `Enter the ${what}.`).max(max, `Keep the ${what} to ${max} characters or fewer.`);
const optional = (what: string, max: number) =>
  z.string().trim().max(max, `Keep the ${what} to ${max} characters or fewer.`);

/** "2800", "2,800", "$2,800.00", "75.5" → cents; the server alone turns dollars into cents. */
export const priceField = z
  .string()
  .trim()
  .regex(/^\$?\s?(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/, "Enter the price in dollars, e.g. 4000 or 4,000.00.")
  .transform((t) => {
    // Whole dollars and cents read apart: no floating-point step between typed text and cents.
    const [dollars = "0", cents = ""] = t.replace(/[$,\s]/g, "").split(".");
    return Number(dollars) * 100 + Number(cents.padEnd(2, "0"));
  })
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

/** A card; a package must say what it includes, an add-on need not. */
const serviceSchema = (noun: "package" | "add-on", minFeatures: number) =>
  z
    .object({
      id: z.string().transform((v) => positiveInt(v.trim())),
      title: plain(`${noun}'s name`, 80),
      subtitle: optional("subtitle", 120),
      price: priceField,
      priceUnit: optional("price unit", 40),
      priceIsFrom: checkbox,
      taxable: checkbox,
      description: plain(`${noun}'s description`, 400),
      features: lineList("what is included", { min: minFeatures, max: 15, each: 160 }),
      linksToAlbumProject: checkbox,
    })
    .transform((s): ServiceValues => ({
      id: s.id,
      title: s.title,
      subtitle: s.subtitle,
      priceCents: s.price,
      priceUnit: s.priceUnit,
      priceIsFrom: s.priceIsFrom,
      description: s.description,
      features: s.features,
      taxable: s.taxable,
      linksToAlbumProject: s.linksToAlbumProject,
    }));
const packageSchema = serviceSchema("package", 1);
const cards = (what: string) =>
  z.array(packageSchema).min(1, `Keep at least one ${what}.`).max(MAX_CARDS, `At most ${MAX_CARDS} cards.`);

/** The draft → the section's values, field by field. */
export const investmentSchema = z.object({
  weddingPackages: cards("wedding package"),
  weddingIncludes: lineList("what every wedding package includes", { min: 0, max: 15, each: 200 }),
  weddingAddOns: z.array(serviceSchema("add-on", 0)).max(MAX_CARDS, `At most ${MAX_CARDS} cards.`),
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
  return { ok: true, values: parsed.data };
}

/** The section as the activity log compares it: what she sees, not the rows' ids. */
const shown = (v: InvestmentValues) => {
  const cards = (list: readonly ServiceValues[]) => list.map(({ id: _id, ...card }) => serviceDraft(card));
  return {
    ...v,
    weddingPackages: cards(v.weddingPackages),
    weddingAddOns: cards(v.weddingAddOns),
    familyPackages: cards(v.familyPackages),
    additionalServices: cards(v.additionalServices),
  };
};

/** "Changed the wedding packages and travel and booking notes", for the activity log. */
export function investmentChangeSummary(before: InvestmentValues, after: InvestmentValues): string {
  const [b, a] = [shown(before), shown(after)];
  const changed = (...keys: (keyof InvestmentValues)[]) => keys.some((key) => differs(b[key], a[key]));
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
