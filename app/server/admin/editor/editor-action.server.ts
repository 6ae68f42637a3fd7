import { EDIT_MESSAGES } from "~/shared/admin/edit-messages";
import { routeIntent, type IntentRouting, type Intents } from "~/shared/admin/intents";
import { requireAdminAction } from "../guard.server";
import type { AdminSession } from "../sessions.server";
import { refusedAnswer } from "./edit-result.server";
import { formVersion } from "./form-values.server";

// The action of an admin editor: the session and CSRF checks, the posted intent routed to its
// handler (one small function each, instead of one switch per screen), and the version the form
// was loaded at for the handlers that change a versioned record.

export interface EditorRequest {
  form: FormData;
  session: AdminSession;
  /** The signed-in photographer's e-mail, for the activity log. */
  actor: string;
  request: Request;
  /** The intent as posted: with its item for a matched one ("up:venues.2"). */
  posted: string;
}

export interface VersionedRequest extends EditorRequest {
  /** The version the form was loaded at (capped: beyond any id it simply does not match). */
  version: number;
}

type Handler<R> = (input: R) => Promise<unknown> | unknown;

export type IntentHandlers<I extends string> = {
  [K in I]: Handler<EditorRequest> | { versioned: Handler<VersionedRequest> };
};

/** Versions are 32-bit integers in both databases: a larger number matches nothing (409). */
const MAX_VERSION = 2_147_483_647;

/**
 * Runs the handler of the posted intent. A handler marked `{ versioned }` gets the form's
 * version, and is never reached without one. `fallback` names the intent of a form posted
 * without one (a plain Save button, or Enter in a field); `match` routes buttons whose value names
 * an item too ("remove-0") to the intent that handles them.
 */
export async function editorAction<I extends string>(
  request: Request,
  intents: Intents<I>,
  handlers: IntentHandlers<NoInfer<I>>,
  options: { maxBytes?: number; tooLarge?: string } & IntentRouting<NoInfer<I>> = {},
): Promise<unknown> {
  const { session, form } = await requireAdminAction(request, options);
  const posted = form.get("intent");
  const intent = routeIntent(intents, posted, options);
  if (!intent) return refusedAnswer(EDIT_MESSAGES.unknownIntent);
  const input: EditorRequest = {
    form,
    session,
    actor: session.user.email,
    request,
    posted: typeof posted === "string" ? posted : intent,
  };
  const handler = handlers[intent];
  if (typeof handler === "function") return handler(input);
  const version = formVersion(form);
  if (version === undefined) return refusedAnswer(EDIT_MESSAGES.missingVersion);
  return handler.versioned({ ...input, version: Math.min(version, MAX_VERSION) });
}
