import { z } from "zod";
import { changeSummary } from "~/shared/admin/change-summary";
import { defineIntents } from "~/shared/admin/intents";
import { textField } from "~/shared/admin/form-fields";
import { markdownField } from "~/shared/content/markdown-field";

// A contract template's form (/admin/contracts/new, /admin/contracts/:id): its name and its
// Markdown with merge fields ({client_names}, … from app/shared/booking/merge-fields.ts), checked
// like the blog's Markdown (no raw HTML, safe links only). Shared by the page and the server.

export const CONTRACT_FIELDS = ["name", "body"] as const;

/** The buttons of the new-template page and of the editor (Preview also posts live as she types). */
export const NEW_CONTRACT_INTENTS = defineIntents(["create", "preview"]);
export const CONTRACT_INTENTS = defineIntents(["save", "preview"]);

export const MAX_CONTRACT_CHARS = 50_000;

export const contractTemplateSchema = z.object({
  name: textField("name", 120, "Enter the contract's name, e.g. Wedding photography agreement."),
  body: markdownField("contract", MAX_CONTRACT_CHARS),
});

export type ContractTemplateValues = z.output<typeof contractTemplateSchema>;

/** "Changed the name and text of the contract template Wedding agreement", for the activity log. */
export function contractChangeSummary(before: ContractTemplateValues, after: ContractTemplateValues): string {
  const changed = changeSummary([before.name !== after.name && "name", before.body !== after.body && "text"], "");
  const template = `the contract template ${after.name}`;
  return changed ? `${changed} of ${template}` : `Saved ${template} without changes`;
}
