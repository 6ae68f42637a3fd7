import type { Kysely } from "kysely";
import { z } from "zod";
import {
  investmentChangeSummary,
  investmentDraftSchema,
  isInvestmentField,
  parseInvestmentDraft,
} from "~/shared/content/investment.schema";
import type { InvestmentDraft, InvestmentValues } from "~/shared/investment-content";
import { invalid, type EditResult } from "../admin/editor/edit-result.server";
import { nestForm } from "../admin/editor/form-draft.server";
import { insertSeedRow, jsonColumn, readSeededRow } from "../admin/editor/record-row.server";
import { saveVersioned } from "../admin/editor/versioned-save.server";
import { db as sharedDb } from "../db/db.server";
import type { Database } from "../db/schema";
import { seedInvestment } from "./investment-seed.server";

// The INVESTMENT section (SPEC §2.3, §9.1–9.4): prices shown, not charged. One row, seeded on
// first start with app/catalogue/investment.ts's values, edited in /admin/investment. What is
// charged (prints, albums) stays in app/catalogue (decision 024).

export const INVESTMENT_ID = 1;

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

/** Inserts the seed row unless one exists (first start); safe to call on every start. */
export async function ensureInvestment(db: Kysely<Database> = sharedDb()) {
  await insertSeedRow(db, "investment_content", INVESTMENT_ID, toColumns(seedInvestment()));
}

// The row as read: checked at the boundary, so a hand-edited row that breaks the shape fails loudly.
const json = <T extends z.ZodType>(schema: T, column: string) => jsonColumn(schema, `investment_content.${column}`);
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
  const r = storedRow.parse(await readSeededRow(db, "investment_content", INVESTMENT_ID, ensureInvestment));
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

/** The posted form as a draft (nothing checked yet, every value as typed). */
export function investmentDraftFromForm(form: FormData): InvestmentDraft {
  return investmentDraftSchema.parse(nestForm(form, isInvestmentField));
}

/** Validates the draft and saves it if nobody saved since the form was loaded. */
export async function saveInvestment(
  draft: InvestmentDraft,
  expectedVersion: number,
  actorEmail: string,
  db: Kysely<Database> = sharedDb(),
): Promise<EditResult> {
  const parsed = parseInvestmentDraft(draft);
  if (!parsed.ok) return invalid(parsed.fields);
  const before = await readInvestment(db);
  return saveVersioned({
    db,
    table: "investment_content",
    id: INVESTMENT_ID,
    expectedVersion,
    values: toColumns(parsed.values),
    activity: { actorEmail, area: "Investment", summary: investmentChangeSummary(before.values, parsed.values) },
    notice: "Saved: the home page shows the new investment now.",
  });
}
