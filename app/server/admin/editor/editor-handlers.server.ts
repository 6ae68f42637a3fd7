import { data, redirect } from "react-router";
import type { Intents } from "~/shared/admin/intents";
import { requireAdminPage } from "../guard.server";
import { answer, type AnswerOptions, type EditResult, type Refusal } from "./edit-result.server";
import { editorAction, type EditorRequest, type VersionedRequest } from "./editor-action.server";
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
type Echo<V> = (value: V) => Record<string, unknown>;

/** Save: the form as `read`, saved at the form's version, sent back by `echo` when refused. */
function saveFrom<V>(read: (form: FormData) => V, save: Save<V>, echo: Echo<V>) {
  return {
    async versioned({ form, version, actor }: VersionedRequest) {
      const value = read(form);
      return answer(await save(value, version, actor), { echo: echo(value) });
    },
  };
}

/** Save for a form of named text fields: saved at the form's version, sent back as typed when refused. */
export function saveValues<const N extends string>(fields: readonly N[], save: Save<Record<N, string>>) {
  return saveFrom(
    (form) => textValues(form, fields),
    save,
    (values) => ({ values }),
  );
}

/**
 * Save of a record read from its URL after the session and CSRF checks (a stranger learns
 * nothing, not even a 404): the form as `read`, saved at its version, sent back by `echo` when refused.
 */
export function saveRecordFrom<V, T>(
  read: (form: FormData) => V,
  record: () => Promise<T>,
  save: (record: T, value: V, expectedVersion: number, actorEmail: string) => Promise<EditResult>,
  echo: Echo<V>,
) {
  return saveFrom(read, async (value, version, actor) => save(await record(), value, version, actor), echo);
}

/** `saveRecordFrom` for a form of named text fields. */
export function saveRecordValues<const N extends string, T>(
  fields: readonly N[],
  record: () => Promise<T>,
  save: (record: T, values: Record<N, string>, expectedVersion: number, actorEmail: string) => Promise<EditResult>,
) {
  return saveRecordFrom(
    (form) => textValues(form, fields),
    record,
    save,
    (values) => ({ values }),
  );
}

/** The action of a new record's page: Create is its one button, and what Enter in a field posts. */
export function createAction(request: Request, intents: Intents<"create">, create: (input: EditorRequest) => unknown) {
  return editorAction(request, intents, { create }, { fallback: intents.create });
}

/** The answer to a Create: the new record's page (`open(id)`, "?created=1"), or the refusal. */
export function createdAnswer<Id extends number | string>(
  created: { id: Id } | Refusal,
  open: (id: Id) => string,
  options: AnswerOptions,
) {
  return "id" in created ? redirect(`${open(created.id)}?created=1`) : answer(created, options);
}

/** Create from the form as `read`: then the new record's page, or the refusal with `echo(value)`. */
export function createFrom<V, Id extends number | string>(
  read: (form: FormData) => V,
  create: (value: V, actorEmail: string) => Promise<{ id: Id } | Refusal>,
  options: { open: (id: Id) => string; echo: Echo<V> },
) {
  return async ({ form, actor }: EditorRequest) => {
    const value = read(form);
    return createdAnswer(await create(value, actor), options.open, { echo: options.echo(value) });
  };
}

/**
 * Create from a form of named text fields: then the new record's page, or the refusal with the
 * form sent back as typed, but for its `secret` fields (an access code).
 */
export function createValues<const N extends string>(
  fields: readonly N[],
  create: (values: Record<N, string>, actorEmail: string) => Promise<{ id: number } | Refusal>,
  options: { open: (id: number) => string; secret?: readonly N[] },
) {
  const blanked = Object.fromEntries((options.secret ?? []).map((name) => [name, ""]));
  return createFrom((form) => textValues(form, fields), create, {
    open: options.open,
    echo: (values) => ({ values: { ...values, ...blanked } }),
  });
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
