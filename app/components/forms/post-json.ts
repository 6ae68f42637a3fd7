import type { FieldErrors } from "~/shared/field-errors";

// The one way the public forms and the checkout button talk to the site's JSON endpoints: a refusal
// comes back with the server's own words and the fields it refused (`{ error, fields }`, built by
// app/shared/field-errors.ts), so a form can mark them; a network error is a failure, never a throw.

export type PostResult<T = unknown> =
  | { readonly ok: true; readonly status: number; readonly body: T }
  | {
      readonly ok: false;
      /** 0 when the request never got an answer. */
      readonly status: number;
      /** The server's message, or "" when it gave none. */
      readonly error: string;
      readonly fields: FieldErrors;
    };

/** Our endpoints answer a refusal as `{ error, fields }` (app/server/http/json-request.server.ts). */
interface Refusal {
  error?: unknown;
  fields?: FieldErrors;
}

export async function postJson<T = unknown>(
  url: string,
  payload: unknown,
  fetchImpl: typeof fetch = fetch,
): Promise<PostResult<T>> {
  let status = 0;
  let body: unknown;
  try {
    const response = await fetchImpl(url, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify(payload),
    });
    status = response.status;
    body = await response.json().catch(() => undefined);
    if (response.ok) return { ok: true, status, body: body as T };
  } catch {
    // No answer at all: status 0, no words, no fields.
  }
  const { error, fields } = (body ?? {}) as Refusal;
  return { ok: false, status, error: typeof error === "string" ? error : "", fields: { ...fields } };
}

/** The server's refusals under the form's own field names (`name` → `fullName`). */
export function formFieldErrors(result: PostResult, rename: Readonly<Record<string, string>> = {}): FieldErrors {
  if (result.ok) return {};
  const fields: FieldErrors = {};
  for (const [key, message] of Object.entries(result.fields)) fields[rename[key] ?? key] ??= message;
  return fields;
}
