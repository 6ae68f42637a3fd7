import { data } from "react-router";
import { readBodyLimited } from "../http/json-request.server";
import type { GalleryState } from "./client-gallery.server";
import { NOINDEX_NOFOLLOW } from "~/shared/robots";

// Small pieces every client-gallery route shares: its headers, its refusals, its form reader.

/** Every gallery answer: never kept by a shared cache or a browser's history cache, never indexed. */
export const PRIVATE_HEADERS = { "Cache-Control": "private, no-store", "X-Robots-Tag": NOINDEX_NOFOLLOW } as const;

/** The status a request gets when the gallery is not open to it (undefined when it is). */
export function refusalStatus(opened: GalleryState): 403 | 404 | 410 | undefined {
  switch (opened.state) {
    case "unknown":
    case "draft":
      return 404;
    case "expired":
      return 410;
    case "locked":
      return 403;
    case "open":
      return undefined;
  }
}

const REFUSALS = {
  403: "Enter the gallery's access code first.",
  404: "This gallery link isn't right.",
  410: "This gallery has closed.",
} as const;

/** A JSON answer of a gallery endpoint, private and noindex like the pages. */
export const privateJson = (body: unknown, status = 200) => data(body, { status, headers: PRIVATE_HEADERS });

/** The JSON refusal of a gallery endpoint that is not open to this request. */
export const refusedJson = (status: 403 | 404 | 410) => privateJson({ error: REFUSALS[status] }, status);

/** The client's forms are a few fields: more than this is not a person typing. */
const FORM_LIMIT = 16 * 1024;

/** The posted form, or undefined when it is larger than `limit` bytes or unreadable. */
export async function readClientForm(request: Request, limit = FORM_LIMIT): Promise<FormData | undefined> {
  const body = await readBodyLimited(request, limit);
  if (body === null) return undefined;
  const type = request.headers.get("content-type") ?? "application/x-www-form-urlencoded";
  try {
    return await new Response(new Uint8Array(body), { headers: { "content-type": type } }).formData();
  } catch {
    return undefined;
  }
}

/** The form's fields as strings (a File where text was expected reads as absent). */
export function formFields(form: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === "string" && !(name in fields)) fields[name] = value;
  return fields;
}
