import { data } from "react-router";
import type { z } from "zod";
import { fieldErrors } from "~/shared/field-errors";

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
  const body = await readBodyLimited(request, limit);
  if (body === null) return { ok: false, response: tooLarge(limit) };
  try {
    return { ok: true, value: JSON.parse(body.toString("utf8")) as unknown };
  } catch {
    return { ok: false, response: jsonError(400, "Malformed JSON") };
  }
}

// The connection is closed after the answer, so the unread rest cannot poison the next request.
function tooLarge(limit: number) {
  return jsonError(413, `Request body is larger than ${limit} bytes`, undefined, { Connection: "close" });
}

/** After an oversized body, how much more is read and thrown away so the 413 reaches the client. */
const DRAIN_BYTES = 1024 * 1024;

/**
 * The whole body, or null as soon as it grows past `limit` bytes. Every route that reads a body
 * goes through here: the declared Content-Length is never trusted (it may lie, or be absent with
 * chunked encoding); only the bytes counted as they arrive decide.
 */
export async function readBodyLimited(request: Request, limit: number): Promise<Buffer | null> {
  if (!request.body) return Buffer.alloc(0);
  const declared = Number(request.headers.get("content-length"));
  // A huge honest declaration is refused unread: the 413 says Connection: close. A smaller
  // oversized body is read and dropped, so the answer reaches a client that is still sending.
  if (declared > limit + DRAIN_BYTES) return null;
  const reader = request.body.getReader();
  if (declared > limit) {
    void drain(reader);
    return null;
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      void drain(reader);
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/**
 * Cancelling the body destroys the socket at once, and the client, still sending, sees a reset
 * instead of the 413. So a little more is read and dropped (memory stays flat) while the answer
 * goes out; past that the body is left unread, and the server's lingering close
 * (server/unread-body.ts) drops the rest after the answer, so the client still reads it.
 */
async function drain(reader: ReadableStreamDefaultReader<Uint8Array>) {
  let drained = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      drained += value.byteLength;
      if (drained > DRAIN_BYTES) {
        reader.releaseLock();
        return;
      }
    }
  } catch {
    // The client went away: nothing left to drain.
  }
}

/** Validates with zod; a failure names each bad field. */
export function validate<S extends z.ZodType>(schema: S, value: unknown): JsonResult<z.infer<S>> {
  const result = schema.safeParse(value);
  if (result.success) return { ok: true, value: result.data };
  return {
    ok: false,
    response: jsonError(400, "Please check the highlighted fields", fieldErrors(result.error.issues)),
  };
}
