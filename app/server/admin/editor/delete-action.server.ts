import { redirect } from "react-router";
import { defineIntents } from "~/shared/admin/intents";
import { editorAction, type EditorRequest, type VersionedRequest } from "./editor-action.server";
import { answer, isSaved, type EditResult } from "./edit-result.server";

// The action of a confirmation page whose one button deletes (a photo, a testimonial): its form
// posts no intent, so "delete" is the fallback. Done, it goes back to the list (which says so);
// refused, the page shows why, with whatever the refusal carries (the places still using a photo).
// A record deleted at the version its page was loaded at (a gallery) passes `{ versioned }`, as a
// handler of editorAction does: it is never reached without the form's version.

export const DELETE_INTENTS = defineIntents(["delete"]);

export interface DeleteOptions<R> {
  /** Where to go once deleted, e.g. "/admin/photos?deleted=1". */
  done: string;
  /** What a refusal sends back besides its message. */
  echo?: (refusal: R) => Record<string, unknown>;
}

/** The answer to a delete: a redirect once done, else the refusal. */
export function deleteAnswer<R extends EditResult>(result: R, options: DeleteOptions<R>) {
  return isSaved(result) ? redirect(options.done) : answer(result, { echo: options.echo?.(result) });
}

export type Remove<R> = ((input: EditorRequest) => Promise<R>) | { versioned: (input: VersionedRequest) => Promise<R> };

/** The handler of the one intent, "delete": the removal, answered by `deleteAnswer`. */
export function deleteHandler<R extends EditResult>(remove: Remove<R>, options: DeleteOptions<R>) {
  return typeof remove === "function"
    ? async (input: EditorRequest) => deleteAnswer(await remove(input), options)
    : { versioned: async (input: VersionedRequest) => deleteAnswer(await remove.versioned(input), options) };
}

export function deleteAction<R extends EditResult>(request: Request, remove: Remove<R>, options: DeleteOptions<R>) {
  const handlers = { delete: deleteHandler(remove, options) };
  return editorAction(request, DELETE_INTENTS, handlers, { fallback: DELETE_INTENTS.delete });
}

/**
 * Delete for good of a record read from its URL after the session and CSRF checks (a stranger
 * learns nothing, not even a 404), at the version its confirmation page was loaded at.
 */
export function deleteRecordAction<T, R extends EditResult>(
  request: Request,
  read: () => Promise<T>,
  remove: (record: T, expectedVersion: number, actorEmail: string) => Promise<R>,
  options: DeleteOptions<R>,
) {
  return deleteAction(
    request,
    { versioned: async ({ version, actor }) => remove(await read(), version, actor) },
    options,
  );
}
