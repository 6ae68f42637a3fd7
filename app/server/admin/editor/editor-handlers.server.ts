import { data, redirect } from "react-router";
import { requireAdminPage } from "../guard.server";
import { answer, type EditResult, type Refusal } from "./edit-result.server";
import type { EditorRequest, VersionedRequest } from "./editor-action.server";
import { draftListChange } from "./form-draft.server";
import { textValues } from "./form-values.server";

// The parts every editor's route would otherwise write again: its loader, the Create and Save of a
// form of named fields, and the Save and list buttons of a draft editor (nested lists, form-draft.server).

/** An editor page's loader: the signed-in check first, then the page's data, with the session's headers. */
export async function editorLoader<T>(request: Request, read: () => Promise<T>) {
  const session = await requireAdminPage(request);
  return data(await read(), { headers: session.headers });
}

type Save<V> = (values: V, expectedVersion: number, actorEmail: string) => Promise<EditResult>;

/** Save for a form of named text fields: saved at the form's version, sent back as typed when refused. */
export function saveValues<const N extends string>(fields: readonly N[], save: Save<Record<N, string>>) {
  return {
    async versioned({ form, version, actor }: VersionedRequest) {
      const values = textValues(form, fields);
      return answer(await save(values, version, actor), { echo: { values } });
    },
  };
}

/**
 * Create from a form of named text fields: then the new record's page (`open(id)`, "?created=1"),
 * or the refusal with the form sent back as typed, but for its `secret` fields (an access code).
 */
export function createValues<const N extends string>(
  fields: readonly N[],
  create: (values: Record<N, string>, actorEmail: string) => Promise<{ id: number } | Refusal>,
  options: { open: (id: number) => string; secret?: readonly N[] },
) {
  return async ({ form, actor }: EditorRequest) => {
    const values = textValues(form, fields);
    const created = await create(values, actor);
    if ("id" in created) return redirect(`${options.open(created.id)}?created=1`);
    const blanked = Object.fromEntries((options.secret ?? []).map((name) => [name, ""]));
    return answer(created, { echo: { values: { ...values, ...blanked } } });
  };
}

/**
 * Save and the list buttons (intent "list", see `matchListIntent`) of a draft editor: the posted
 * draft saved, or changed and sent back unsaved; every answer has a stamp that redraws the form.
 */
export function draftHandlers<D extends object>(
  readDraft: (form: FormData) => D,
  options: Parameters<typeof draftListChange>[2] & { save: Save<D> },
) {
  return {
    save: {
      async versioned({ form, version, actor }: VersionedRequest) {
        const draft = readDraft(form);
        const result = await options.save(draft, version, actor);
        return answer(result, { echo: { draft }, context: { stamp: Date.now() } });
      },
    },
    list: ({ form, posted }: EditorRequest) => draftListChange(readDraft(form), posted, options),
  };
}
