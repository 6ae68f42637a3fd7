import {
  CONTRACT_FIELDS,
  CONTRACT_INTENTS,
  contractTemplateSchema,
  NEW_CONTRACT_INTENTS,
} from "~/shared/contracts/contract-template.schema";
import { deleteRecordAction } from "../admin/editor/delete-action.server";
import { answer } from "../admin/editor/edit-result.server";
import { editorAction } from "../admin/editor/editor-action.server";
import { createValues, saveRecordValues } from "../admin/editor/editor-handlers.server";
import { parseValues, textValues } from "../admin/editor/form-values.server";
import { previewContract } from "./contract-preview.server";
import {
  contractFromUrl,
  createContractTemplate,
  deleteContractTemplate,
  saveContractTemplate,
} from "./contract-templates.server";

// The contract screens' form posts (the kit's editorAction checks the session and the CSRF token):
// create, save at the loaded version, preview (checked like a save, stored nowhere) and delete.

/** A contract of up to 50,000 characters, posted with its name and token. */
const MAX_BYTES = 256 * 1024;

/** The merged sample contract, or the refusal of what cannot be saved either; never stored. */
async function preview({ form }: { form: FormData }) {
  const values = textValues(form, CONTRACT_FIELDS);
  const parsed = parseValues(contractTemplateSchema, values);
  if (!parsed.ok) return answer(parsed.refusal, { echo: { values } });
  return { values, preview: await previewContract(parsed.value.body) };
}

export function newContractAction(request: Request) {
  return editorAction(
    request,
    NEW_CONTRACT_INTENTS,
    {
      create: createValues(CONTRACT_FIELDS, createContractTemplate, { open: (id) => `/admin/contracts/${id}` }),
      preview,
    },
    { maxBytes: MAX_BYTES, fallback: NEW_CONTRACT_INTENTS.create },
  );
}

export function contractEditorAction(request: Request, idParam: string | undefined) {
  return editorAction(
    request,
    CONTRACT_INTENTS,
    {
      save: saveRecordValues(CONTRACT_FIELDS, () => contractFromUrl(idParam), saveContractTemplate),
      preview,
    },
    { maxBytes: MAX_BYTES, fallback: CONTRACT_INTENTS.save },
  );
}

/** The confirmation page's Delete for good, at the version that page was loaded at. */
export function deleteContractAction(request: Request, idParam: string | undefined) {
  return deleteRecordAction(request, () => contractFromUrl(idParam), deleteContractTemplate, {
    done: "/admin/contracts?deleted=1",
  });
}
