import type { Kysely } from "kysely";
import { z } from "zod";
import {
  additionalServices,
  extendedFamilyNote,
  familyPackages,
  travelAndBooking,
  weddingAddOns,
  weddingPackageIncludes,
  weddingPackages,
  type PackageCard,
} from "~/catalogue/investment";
import { fieldErrors, type FieldErrors } from "~/shared/field-errors";
import { formatDollars } from "~/shared/money";
import { db as sharedDb } from "../db/db.server";
import type { Database } from "../db/schema";
import { nestForm } from "../admin/editor/form-draft.server";
import {
  MAX_CARDS,
  type AddOnDraft,
  type AddOnValues,
  type InvestmentDraft,
  type InvestmentValues,
  type PackageDraft,
  type PackageValues,
} from "~/shared/investment-content";
import { saveVersioned } from "./versioned-save.server";

// The INVESTMENT section (SPEC §2.3, §9.1–9.4): prices shown, not charged. One row, seeded on
// first start with app/catalogue/investment.ts's values, edited in /admin/investment. What is
// charged (prints, albums) stays in app/catalogue (decision 024).

export const INVESTMENT_ID = 1;

const packageSeed = (card: PackageCard): PackageValues => ({
  title: card.title,
  subtitle: card.subtitle ?? "",
  priceCents: card.priceCents,
  priceUnit: card.priceUnit ?? "",
  description: card.description,
  features: [...card.features],
});

export function seedInvestment(): InvestmentValues {
  return {
    weddingPackages: weddingPackages.map(packageSeed),
    weddingIncludes: [...weddingPackageIncludes],
    weddingAddOns: weddingAddOns.map((a) => ({
      title: a.title,
      // The album's "Starting at" is copied from the album catalogue once; from then on it is
      // the shown price she edits (the charged price stays in app/catalogue/albums.ts).
      priceCents: a.priceCents,
      priceIsFrom: a.priceIsFrom,
      description: a.description,
      linksToAlbumProject: a.linksTo === "albumProject",
    })),
    familyPackages: familyPackages.map(packageSeed),
    familyNote: extendedFamilyNote,
    additionalServices: additionalServices.map(packageSeed),
    travelNotes: [...travelAndBooking],
  };
}

function toColumns(v: InvestmentValues) {
  return {
    wedding_packages: JSON.stringify(v.weddingPackages),
    wedding_includes: JSON.stringify(v.weddingIncludes),
    wedding_add_ons: JSON.stringify(v.weddingAddOns),
    family_packages: JSON.stringify(v.familyPackages),
    family_note: v.familyNote,
    additional_services: JSON.stringify(v.additionalServices),
    travel_notes: JSON.stringify(v.travelNotes),
  };
}

export async function ensureInvestment(db: Kysely<Database> = sharedDb()) {
  await db
    .insertInto("investment_content")
    .values({ id: INVESTMENT_ID, ...toColumns(seedInvestment()) })
    .onConflict((oc) => oc.column("id").doNothing())
    .execute();
}

const json = <T extends z.ZodTypeAny>(schema: T, column: string) =>
  z.string().transform((text, ctx): z.infer<T> => {
    const parsed = schema.safeParse(JSON.parse(text));
    if (!parsed.success) {
      ctx.addIssue({ code: "custom", message: `investment_content.${column} has the wrong shape` });
      return z.NEVER;
    }
    return parsed.data;
  });
const storedPackage = z.object({
  title: z.string(),
  subtitle: z.string(),
  priceCents: z.number().int(),
  priceUnit: z.string(),
  description: z.string(),
  features: z.array(z.string()),
});
const storedAddOn = z.object({
  title: z.string(),
  priceCents: z.number().int(),
  priceIsFrom: z.boolean(),
  description: z.string(),
  linksToAlbumProject: z.boolean(),
});
const storedRow = z.object({
  version: z.coerce.number().int(),
  wedding_packages: json(z.array(storedPackage), "wedding_packages"),
  wedding_includes: json(z.array(z.string()), "wedding_includes"),
  wedding_add_ons: json(z.array(storedAddOn), "wedding_add_ons"),
  family_packages: json(z.array(storedPackage), "family_packages"),
  family_note: z.string(),
  additional_services: json(z.array(storedPackage), "additional_services"),
  travel_notes: json(z.array(z.string()), "travel_notes"),
});

export async function readInvestment(
  db: Kysely<Database> = sharedDb(),
): Promise<{ values: InvestmentValues; version: number }> {
  const select = () =>
    db.selectFrom("investment_content").selectAll().where("id", "=", INVESTMENT_ID).executeTakeFirst();
  let row = await select();
  if (!row) {
    await ensureInvestment(db);
    row = await select();
  }
  const r = storedRow.parse(row);
  return {
    version: r.version,
    values: {
      weddingPackages: r.wedding_packages,
      weddingIncludes: r.wedding_includes,
      weddingAddOns: r.wedding_add_ons,
      familyPackages: r.family_packages,
      familyNote: r.family_note,
      additionalServices: r.additional_services,
      travelNotes: r.travel_notes,
    },
  };
}

/** What the home page's INVESTMENT section shows. */
export async function investmentForPage(db?: Kysely<Database>): Promise<InvestmentValues> {
  return (await readInvestment(db)).values;
}

// ---- The editor's form ------------------------------------------------------------------------

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

const text = z.string().catch("");
const packageDraftSchema = z.object({
  title: text,
  subtitle: text,
  price: text,
  priceUnit: text,
  description: text,
  features: text,
});
const draftSchema = z.object({
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

const FORM_FIELD =
  /^(weddingIncludes|familyNote|travelNotes|(weddingPackages|familyPackages|additionalServices|weddingAddOns)\..+)$/;

export function investmentDraftFromForm(form: FormData): InvestmentDraft {
  return draftSchema.parse(nestForm(form, (name) => FORM_FIELD.test(name)));
}

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

const packageSchema = z.object({
  title: plain("package's name", 80),
  subtitle: optional("subtitle", 120),
  price: priceField,
  priceUnit: optional("price unit", 40),
  description: plain("package's description", 400),
  features: lineList("what is included", { min: 1, max: 15, each: 160 }),
});
const cards = (what: string) =>
  z.array(packageSchema).min(1, `Keep at least one ${what}.`).max(MAX_CARDS, `At most ${MAX_CARDS} cards.`);

export const investmentSchema = z.object({
  weddingPackages: cards("wedding package"),
  weddingIncludes: lineList("what every wedding package includes", { min: 0, max: 15, each: 200 }),
  weddingAddOns: z
    .array(
      z.object({
        title: plain("add-on's name", 80),
        price: priceField,
        priceIsFrom: z.string().transform((v) => v === "on"),
        description: plain("add-on's description", 400),
        linksToAlbumProject: z.string().transform((v) => v === "on"),
      }),
    )
    .max(MAX_CARDS, `At most ${MAX_CARDS} cards.`),
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
  const d = parsed.data;
  // Spelled out, in the seed's key order, so an unchanged card compares equal in the activity log.
  const pkg = (p: (typeof d.weddingPackages)[number]): PackageValues => ({
    title: p.title,
    subtitle: p.subtitle,
    priceCents: p.price,
    priceUnit: p.priceUnit,
    description: p.description,
    features: p.features,
  });
  return {
    ok: true,
    values: {
      weddingPackages: d.weddingPackages.map(pkg),
      weddingIncludes: d.weddingIncludes,
      weddingAddOns: d.weddingAddOns.map((a): AddOnValues => ({
        title: a.title,
        priceCents: a.price,
        priceIsFrom: a.priceIsFrom,
        description: a.description,
        linksToAlbumProject: a.linksToAlbumProject,
      })),
      familyPackages: d.familyPackages.map(pkg),
      familyNote: d.familyNote,
      additionalServices: d.additionalServices.map(pkg),
      travelNotes: d.travelNotes,
    },
  };
}

export type SaveInvestmentResult =
  { ok: true; version: number } | { ok: false; status: 400; fields: FieldErrors } | { ok: false; status: 409 };

export async function saveInvestment(
  draft: InvestmentDraft,
  expectedVersion: number,
  actorEmail: string,
  db: Kysely<Database> = sharedDb(),
): Promise<SaveInvestmentResult> {
  const parsed = parseInvestmentDraft(draft);
  if (!parsed.ok) return { ok: false, status: 400, fields: parsed.fields };
  const before = await readInvestment(db);
  const outcome = await saveVersioned({
    db,
    table: "investment_content",
    id: INVESTMENT_ID,
    expectedVersion,
    values: toColumns(parsed.values),
    activity: { actorEmail, area: "Investment", summary: changeSummary(before.values, parsed.values) },
  });
  if (!outcome.saved) return { ok: false, status: 409 };
  return { ok: true, version: outcome.version };
}

function changeSummary(before: InvestmentValues, after: InvestmentValues): string {
  const differs = (key: keyof InvestmentValues) => JSON.stringify(before[key]) !== JSON.stringify(after[key]);
  const changed = [
    (differs("weddingPackages") || differs("weddingIncludes")) && "wedding packages",
    differs("weddingAddOns") && "add-ons",
    (differs("familyPackages") || differs("familyNote")) && "family packages",
    differs("additionalServices") && "additional services",
    differs("travelNotes") && "travel and booking notes",
  ].filter((x): x is string => typeof x === "string");
  if (changed.length === 0) return "Saved the investment section without changes";
  const list = changed.length === 1 ? changed[0] : `${changed.slice(0, -1).join(", ")} and ${changed.at(-1)}`;
  return `Changed the ${list}`;
}
