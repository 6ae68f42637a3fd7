import type { Kysely } from "kysely";
import { contractChangeSummary, contractTemplateSchema } from "~/shared/contracts/contract-template.schema";
import { notFound, refused, saved, type EditResult, type Refusal } from "../admin/editor/edit-result.server";
import { parseValues } from "../admin/editor/form-values.server";
import { recordFromUrl } from "../admin/editor/route-params.server";
import { createRecord, saveVersioned } from "../admin/editor/versioned-save.server";
import { recordActivity } from "../content/activity-log.server";
import { db as sharedDb, toBool, toIso } from "../db/db.server";
import type { Database } from "../db/schema";

// Contract templates (issue 28 §4): Markdown with merge fields that a proposal copies when she
// picks one (the proposal keeps its copy, so deleting a template changes no proposal). The two
// seeded samples (migration 0022) stay marked SAMPLE until she changes their text or deletes them.

export interface ContractTemplate {
  id: number;
  version: number;
  name: string;
  body: string;
  isSample: boolean;
  updatedAt: string;
}

type Input = Record<"name" | "body", string>;

const NO_SUCH_TEMPLATE = "No such contract template: it may have been deleted.";
const AREA = "Contracts";

function toTemplate(row: {
  id: number;
  version: number;
  name: string;
  body: string;
  is_sample: boolean | number;
  updated_at: string | Date;
}): ContractTemplate {
  return {
    id: Number(row.id),
    version: Number(row.version),
    name: row.name,
    body: row.body,
    isSample: toBool(row.is_sample),
    updatedAt: toIso(row.updated_at),
  };
}

/** Every template, by name: the list screen and the proposal editor's choice. */
export async function listContractTemplates(db: Kysely<Database> = sharedDb()): Promise<ContractTemplate[]> {
  const rows = await db.selectFrom("contract_templates").selectAll().orderBy("name").orderBy("id").execute();
  return rows.map(toTemplate);
}

export async function readContractTemplate(
  id: number,
  db: Kysely<Database> = sharedDb(),
): Promise<ContractTemplate | undefined> {
  const row = await db.selectFrom("contract_templates").selectAll().where("id", "=", id).executeTakeFirst();
  return row && toTemplate(row);
}

/** The template an admin page is about (/admin/contracts/:id), or that page's 404. */
export function contractFromUrl(param: string | undefined): Promise<ContractTemplate> {
  return recordFromUrl(param, NO_SUCH_TEMPLATE, (id) => readContractTemplate(id));
}

/** A new template from the form, with its activity entry; its id, or why not. */
export async function createContractTemplate(
  input: Input,
  actorEmail: string,
  db: Kysely<Database> = sharedDb(),
): Promise<{ id: number } | Refusal> {
  const parsed = parseValues(contractTemplateSchema, input);
  if (!parsed.ok) return parsed.refusal;
  const { name, body } = parsed.value;
  return createRecord({
    db,
    table: "contract_templates",
    values: () => ({ name, body, is_sample: false }),
    activity: { actorEmail, area: AREA, summary: `Created the contract template ${name}` },
  });
}

/** Saves the form at the version it was loaded at; a sample whose text changed is hers from then on. */
export async function saveContractTemplate(
  template: ContractTemplate,
  input: Input,
  expectedVersion: number,
  actorEmail: string,
  db: Kysely<Database> = sharedDb(),
): Promise<EditResult> {
  const parsed = parseValues(contractTemplateSchema, input);
  if (!parsed.ok) return parsed.refusal;
  const { name, body } = parsed.value;
  return saveVersioned({
    db,
    table: "contract_templates",
    id: template.id,
    expectedVersion,
    values: { name, body, is_sample: template.isSample && template.body === body },
    activity: { actorEmail, area: AREA, summary: contractChangeSummary(template, parsed.value) },
    notice: "Saved: new proposals copy this text. Proposals already made keep their own copy.",
  });
}

/** Deletes the template at the version its page was loaded at; proposals keep their copied text. */
export async function deleteContractTemplate(
  template: ContractTemplate,
  expectedVersion: number,
  actorEmail: string,
  db: Kysely<Database> = sharedDb(),
): Promise<EditResult> {
  return db.transaction().execute(async (trx) => {
    const deleted = await trx
      .deleteFrom("contract_templates")
      .where("id", "=", template.id)
      .where("version", "=", expectedVersion)
      .executeTakeFirst();
    if (Number(deleted.numDeletedRows) === 0) {
      const exists = await readContractTemplate(template.id, trx);
      return exists
        ? refused("Not deleted: this template was changed after you opened this page. Go back and look again.", 409)
        : notFound(NO_SUCH_TEMPLATE);
    }
    await recordActivity(trx, { actorEmail, area: AREA, summary: `Deleted the contract template ${template.name}` });
    return saved(`Deleted the contract template ${template.name}.`);
  });
}
