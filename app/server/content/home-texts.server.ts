import type { Kysely } from "kysely";
import { z } from "zod";
import { homeTextsChangeSummary, parseHomeTextsForm, type HomeTextsValues } from "~/shared/content/home-texts.schema";
import { aboutParagraphs, availability, basedIn, serviceArea } from "~/server/content/home-texts-seed.server";
import { parsedForm } from "../admin/editor/form-values.server";
import { insertSeedRow, jsonColumn, readSeededRow, recordRowSave } from "../admin/editor/record-row.server";
import { db as sharedDb } from "../db/db.server";
import type { Database } from "../db/schema";

// The home page's texts (SPEC §1 availability notices, the about section, the service-area
// lines): one database row, seeded on first start with app/server/content/home-texts-seed.server.ts, edited in /admin/home.

export const HOME_TEXTS_ID = 1;

export interface StoredHomeTexts {
  values: HomeTextsValues;
  version: number;
}

/** The seed: today's texts, the about paragraphs joined by blank lines (Markdown paragraphs). */
export function seedHomeTexts(): HomeTextsValues {
  return {
    availability: availability.map((n) => ({ heading: n.heading, detail: n.detail })),
    aboutText: aboutParagraphs.join("\n\n"),
    basedIn,
    serviceArea,
  };
}

const toColumns = (v: HomeTextsValues) => ({
  availability: JSON.stringify(v.availability),
  about_text: v.aboutText,
  based_in: v.basedIn,
  service_area: v.serviceArea,
});

/** Inserts the seed row unless one exists (first start); safe to call on every start. */
export async function ensureHomeTexts(db: Kysely<Database> = sharedDb()) {
  await insertSeedRow(db, "home_texts", HOME_TEXTS_ID, toColumns(seedHomeTexts()));
}

// The row as read: checked at the boundary, so a hand-edited row that breaks the shape fails loudly.
const noticeSchema = z.object({ heading: z.string().min(1), detail: z.string() });
const storedRow = z.object({
  version: z.coerce.number().int(),
  availability: jsonColumn(z.array(noticeSchema), "home_texts.availability"),
  about_text: z.string(),
  based_in: z.string(),
  service_area: z.string(),
});

export async function readHomeTexts(db: Kysely<Database> = sharedDb()): Promise<StoredHomeTexts> {
  const r = storedRow.parse(await readSeededRow(db, "home_texts", HOME_TEXTS_ID, ensureHomeTexts));
  return {
    version: r.version,
    values: { availability: r.availability, aboutText: r.about_text, basedIn: r.based_in, serviceArea: r.service_area },
  };
}

/** Validates the editor's form and saves it if nobody saved since it was loaded. */
export const saveHomeTexts = recordRowSave({
  table: "home_texts",
  id: HOME_TEXTS_ID,
  area: "Home page",
  notice: "Saved: the home page shows the new texts now.",
  check: (input: Record<string, string>) => parsedForm(parseHomeTextsForm(input)),
  read: readHomeTexts,
  columns: toColumns,
  summary: (before, after) => homeTextsChangeSummary(before.values, after),
});
