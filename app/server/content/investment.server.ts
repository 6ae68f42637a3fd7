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
import { versionedChange } from "../admin/editor/versioned-save.server";
import { db as sharedDb } from "../db/db.server";
import type { Database } from "../db/schema";
import { replaceServiceLists } from "../services/service-rows.server";
import { readServiceLists } from "../services/services.server";
import { seedInvestment } from "./investment-seed.server";

// The INVESTMENT section (SPEC §2.3, §9.1–9.4), edited in /admin/investment. Its packages, add-ons
// and services are the `services` rows (decision 033: what she shows is what a proposal charges);
// the row investment_content keeps the other texts and the version both are saved at. Print and
// album prices are the shop's price sheets (/admin/prices, decision 049).

export const INVESTMENT_ID = 1;

const textColumns = (v: Pick<InvestmentValues, "weddingIncludes" | "familyNote" | "travelNotes">) => ({
  wedding_includes: JSON.stringify(v.weddingIncludes),
  family_note: v.familyNote,
  travel_notes: JSON.stringify(v.travelNotes),
});

/** Inserts the texts' row unless one exists (first start); safe to call on every start. */
export async function ensureInvestment(db: Kysely<Database> = sharedDb()) {
  const seed = seedInvestment();
  await insertSeedRow(db, "investment_content", INVESTMENT_ID, {
    ...textColumns(seed),
    // Not read since migration 0022 moved the cards to `services`; the columns require a value.
    wedding_packages: JSON.stringify(seed.weddingPackages),
    wedding_add_ons: JSON.stringify(seed.weddingAddOns),
    family_packages: JSON.stringify(seed.familyPackages),
    additional_services: JSON.stringify(seed.additionalServices),
  });
}

// The row as read: checked at the boundary, so a hand-edited row that breaks the shape fails loudly.
const json = <T extends z.ZodType>(schema: T, column: string) => jsonColumn(schema, `investment_content.${column}`);
const storedRow = z.object({
  version: z.coerce.number().int(),
  wedding_includes: json(z.array(z.string()), "wedding_includes"),
  family_note: z.string(),
  travel_notes: json(z.array(z.string()), "travel_notes"),
});

export async function readInvestment(
  db: Kysely<Database> = sharedDb(),
): Promise<{ values: InvestmentValues; version: number }> {
  const [row, services] = await Promise.all([
    readSeededRow(db, "investment_content", INVESTMENT_ID, ensureInvestment),
    readServiceLists(db),
  ]);
  const r = storedRow.parse(row);
  return {
    version: r.version,
    values: {
      weddingPackages: services.weddingPackages,
      weddingIncludes: r.wedding_includes,
      weddingAddOns: services.weddingAddOns,
      familyPackages: services.familyPackages,
      familyNote: r.family_note,
      additionalServices: services.additionalServices,
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

/**
 * Validates the draft and saves the texts and the services together, if nobody saved since the
 * form was loaded (the texts' row carries the version); one transaction, with the activity entry.
 */
export async function saveInvestment(
  draft: InvestmentDraft,
  expectedVersion: number,
  actorEmail: string,
  db: Kysely<Database> = sharedDb(),
): Promise<EditResult> {
  const parsed = parseInvestmentDraft(draft);
  if (!parsed.ok) return invalid(parsed.fields);
  const after = parsed.values;
  const before = await readInvestment(db);
  return versionedChange({
    db,
    table: "investment_content",
    id: INVESTMENT_ID,
    expectedVersion,
    actorEmail,
    area: "Investment",
    async apply(trx) {
      await trx.updateTable("investment_content").set(textColumns(after)).where("id", "=", INVESTMENT_ID).execute();
      await replaceServiceLists(trx, after);
      return {
        summary: investmentChangeSummary(before.values, after),
        notice: "Saved: the home page shows the new investment now. New proposals copy these prices.",
      };
    },
  });
}
