import type { Kysely } from "kysely";
import { centsToDollars } from "~/shared/proposals/form-amounts";
import type { z } from "zod";
import type { TERMS_FIELDS, TermsChoices } from "~/shared/scheduling/admin/booking-terms.schema";
import type { FieldErrors } from "~/shared/field-errors";
import { invalid, type Refusal } from "../admin/editor/edit-result.server";
import { parseValues } from "../admin/editor/form-values.server";
import { listContractTemplates } from "../contracts/contract-templates.server";
import { photoChoices } from "../content/library-choices.server";
import { readSiteSettings } from "../content/site-settings.server";
import { toBool } from "../db/db.server";
import type { Database } from "../db/schema";
import { listQuestionnaires } from "../questionnaires/questionnaires.server";

// What a session type and a mini-session day share on the server: their common columns to and
// from the form, the lists she chooses from (library photos, contract templates, questionnaires,
// her name as the default signature), and the checks only the database can make (the address is
// free, a chosen contract still exists).

export type TermsForm = Record<(typeof TERMS_FIELDS)[number], string>;

/** The columns the two tables share. */
export interface TermsRow {
  slug: string;
  description: string;
  photo_id: number | null;
  price_cents: number;
  deposit_cents: number;
  taxable: boolean | number;
  contract_template_id: number | null;
  questionnaire_id: number | null;
  photographer_signature: string;
}

export interface TermsValues {
  slug: string;
  description: string;
  photoId: number | null;
  price: number;
  deposit: number;
  taxable: boolean;
  contractTemplateId: number | null;
  questionnaireId: number | null;
  photographerSignature: string;
}

const idText = (id: number | null) => (id === null ? "" : String(id));

export function termsForm(row: TermsRow): TermsForm {
  return {
    slug: row.slug,
    description: row.description,
    photoId: idText(row.photo_id),
    price: centsToDollars(Number(row.price_cents)),
    deposit: centsToDollars(Number(row.deposit_cents)),
    taxable: toBool(row.taxable) ? "on" : "",
    contractTemplateId: idText(row.contract_template_id),
    questionnaireId: idText(row.questionnaire_id),
    photographerSignature: row.photographer_signature,
  };
}

/** The columns to write; an empty signature is her site's name. */
export function termsColumns(v: TermsValues, siteName: string) {
  return {
    slug: v.slug,
    description: v.description,
    photo_id: v.photoId,
    price_cents: v.price,
    deposit_cents: v.deposit,
    taxable: v.taxable,
    contract_template_id: v.contractTemplateId,
    questionnaire_id: v.questionnaireId,
    photographer_signature: v.photographerSignature || siteName,
  };
}

export async function defaultSignature(db: Kysely<Database>): Promise<string> {
  return (await readSiteSettings(db)).values.siteName;
}

/** The lists of the editor's pickers. */
export async function termsChoices(db: Kysely<Database>): Promise<TermsChoices> {
  const [photos, contracts, questionnaires, signature] = await Promise.all([
    photoChoices(db),
    listContractTemplates(db),
    listQuestionnaires(db),
    defaultSignature(db),
  ]);
  return {
    photos,
    contracts: contracts.map((t) => ({ value: String(t.id), label: t.isSample ? `${t.name} (SAMPLE)` : t.name })),
    questionnaires: questionnaires.map((q) => ({
      value: String(q.id),
      label: q.isSample ? `${q.name} (SAMPLE)` : q.name,
    })),
    signature,
  };
}

type SluggedTable = "session_types" | "mini_days";

/** What the database says of the values: the address taken by another, a choice deleted since. */
export async function checkTermsInDatabase(
  db: Kysely<Database>,
  table: SluggedTable,
  v: TermsValues,
  exceptId: number | null,
  publicPath: string,
): Promise<FieldErrors> {
  const fields: FieldErrors = {};
  let taken = db.selectFrom(table).select("id").where("slug", "=", v.slug);
  if (exceptId !== null) taken = taken.where("id", "<>", exceptId);
  if (await taken.executeTakeFirst()) {
    fields.slug = `${publicPath}/${v.slug} is already in use: choose another address.`;
  }
  const exists = async (t: "media_photos" | "contract_templates" | "questionnaires", id: number | null) =>
    id === null || !!(await db.selectFrom(t).select("id").where("id", "=", id).executeTakeFirst());
  if (!(await exists("media_photos", v.photoId)))
    fields.photoId = "That photo is not in your library any more: choose another.";
  if (!(await exists("contract_templates", v.contractTemplateId)))
    fields.contractTemplateId = "That contract template was deleted: choose another.";
  if (!(await exists("questionnaires", v.questionnaireId)))
    fields.questionnaireId = "That questionnaire was deleted: choose another.";
  return fields;
}

/**
 * The form checked by its schema, then by the database (`checkTermsInDatabase`, and `more` for
 * the record's own checks): its values, or the refusal with a message per field.
 */
export async function checkedForm<S extends z.ZodType<TermsValues>>(
  db: Kysely<Database>,
  schema: S,
  input: unknown,
  where: { table: SluggedTable; exceptId: number | null; publicPath: string },
  more: (value: z.output<S>) => FieldErrors = () => ({}),
): Promise<{ ok: true; value: z.output<S> } | { ok: false; refusal: Refusal }> {
  const parsed = parseValues(schema, input);
  if (!parsed.ok) return parsed;
  const fields = {
    ...(await checkTermsInDatabase(db, where.table, parsed.value, where.exceptId, where.publicPath)),
    ...more(parsed.value),
  };
  return Object.keys(fields).length > 0 ? { ok: false, refusal: invalid(fields) } : parsed;
}
