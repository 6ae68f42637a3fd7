import { data } from "react-router";
import type { z } from "zod";

// Reading a JSON body from a visitor: every failure is a clear 4xx, never a 500.

export const MAX_JSON_BYTES = 32 * 1024;

export type JsonResult<T> = { ok: true; value: T } | { ok: false; response: ReturnType<typeof data> };

export function jsonError(status: number, error: string, fields?: Record<string, string>, headers?: HeadersInit) {
  return data({ error, ...(fields ? { fields } : {}) }, { status, headers });
}

/** Reads at most `limit` bytes; answers 413 past it, 415/400 for a wrong type or bad JSON. */
export async function readJson(request: Request, limit = MAX_JSON_BYTES): Promise<JsonResult<unknown>> {
  if (request.method !== "POST") return { ok: false, response: jsonError(405, "Method not allowed") };
  const type = request.headers.get("content-type") ?? "";
  if (!/^application\/json\b/i.test(type)) {
    return { ok: false, response: jsonError(400, "Content-Type must be application/json") };
  }
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > limit) return { ok: false, response: tooLarge(limit) };
  const body = await readBodyLimited(request, limit);
  if (body === null) return { ok: false, response: tooLarge(limit) };
  try {
    return { ok: true, value: JSON.parse(body.toString("utf8")) as unknown };
  } catch {
    return { ok: false, response: jsonError(400, "Malformed JSON") };
  }
}

// The unread rest of the body stays on the socket: close the connection so it cannot poison the next request.
function tooLarge(limit: number) {
  return jsonError(413, `Request body is larger than ${limit} bytes`, undefined, { Connection: "close" });
}

/** The whole body, or null as soon as it grows past `limit` bytes (the rest is never read). */
export async function readBodyLimited(request: Request, limit: number): Promise<Buffer | null> {
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** Validates with zod; a failure names each bad field. */
export function validate<S extends z.ZodType>(schema: S, value: unknown): JsonResult<z.infer<S>> {
  const result = schema.safeParse(value);
  if (result.success) return { ok: true, value: result.data };
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join(".") || "body";
    fields[key] ??= issue.message;
  }
  return { ok: false, response: jsonError(400, "Please check the highlighted fields", fields) };
}
