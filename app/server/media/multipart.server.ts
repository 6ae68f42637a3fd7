import crypto from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import {
  MaxFileSizeExceededError,
  MaxFilesExceededError,
  MultipartParseError,
  parseFormData,
  type FileUpload,
} from "@mjackson/form-data-parser";
import { MAX_FILE_BYTES, MAX_FILES_PER_REQUEST, MAX_REQUEST_BYTES, megabytes } from "./limits";

// Reads a multipart upload without request.formData() (which holds the whole body in memory):
// @mjackson/form-data-parser hands each file part over as it completes and we write it to a temp
// folder at once, so memory holds at most one part (≤ 60 MB), never the batch. The raw stream is
// counted (1 GB per request) and watched for part headers, so a 413 can name the file it hit.

export interface ReceivedFile {
  fieldName: string;
  filename: string;
  /** Temp file on disk; removed by `cleanup`. */
  path: string;
  size: number;
}

export interface ReceivedUpload {
  files: ReceivedFile[];
  fields: Map<string, string>;
  cleanup(): Promise<void>;
}

export class UploadError extends Error {
  constructor(
    message: string,
    readonly status: 400 | 413,
    readonly filename: string | null,
  ) {
    super(message);
  }
}

/** The file name of a part header block ("Content-Disposition: form-data; name=…; filename=…"). */
export function filenameFromHeaders(headers: string): string | undefined {
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;\r\n]+)/.exec(headers);
  if (star?.[1]) {
    try {
      return path.basename(decodeURIComponent(star[1].trim()));
    } catch {
      // fall through to the plain parameter
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\r\n]*))/.exec(headers);
  const value = plain?.[1] ?? plain?.[2];
  return value === undefined ? undefined : cleanFilename(value.replace(/\\(.)/g, "$1"));
}

/** A display name: no folders, no control characters, at most 200 characters. */
export function cleanFilename(name: string): string {
  const last = name.split(/[\\/]/).pop() ?? "";
  // eslint-disable-next-line no-control-regex
  const base = last.replace(/[\u0000-\u001f\u007f]/g, "").trim();
  return (base || "photo").slice(0, 200);
}

/** After a refusal, read (and drop) at most this much of the rest so the client sees the answer. */
const DRAIN_LIMIT = 64 * 1024 * 1024;

/**
 * Passes the body through, counting bytes (erroring past `limit`) and noting the file name of
 * the latest part header seen, so errors raised inside the parser can name the file. `drain`
 * reads what is left after a refusal: a browser that is still sending gets no answer at all if
 * the server stops reading, so a modest rest is read and dropped; past DRAIN_LIMIT the
 * connection is closed instead.
 */
function watchBody(body: ReadableStream<Uint8Array>, boundary: string, limit: number) {
  const marker = Buffer.from(`--${boundary}\r\n`);
  const state = { bytes: 0, currentFilename: null as string | null, overLimit: false, ended: false };
  const source = body.getReader();
  let tail = Buffer.alloc(0);
  let tailStart = 0; // absolute offset of tail[0]
  let scannedUpTo = 0; // absolute offset below which markers were already handled
  const scan = (chunk: Uint8Array) => {
    const window = Buffer.concat([tail, chunk]);
    for (let at = window.indexOf(marker); at !== -1; at = window.indexOf(marker, at + 1)) {
      const absolute = tailStart + at;
      if (absolute < scannedUpTo) continue;
      const headerEnd = window.indexOf("\r\n\r\n", at + marker.length);
      if (headerEnd === -1) break; // header not complete yet: look again with the next chunk
      scannedUpTo = absolute + 1;
      const name = filenameFromHeaders(window.subarray(at + marker.length, headerEnd).toString("utf8"));
      if (name !== undefined) state.currentFilename = name;
    }
    // Keep enough to find a header that straddles chunks (part headers are small).
    const keep = Math.min(window.length, 16 * 1024);
    tailStart += window.length - keep;
    tail = Buffer.from(window.subarray(window.length - keep));
  };
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await source.read();
      if (done) {
        state.ended = true;
        controller.close();
        return;
      }
      state.bytes += value.byteLength;
      scan(value);
      if (state.bytes > limit) {
        state.overLimit = true;
        controller.error(new UploadError("over the request limit", 413, state.currentFilename));
        return;
      }
      controller.enqueue(value);
    },
    // The parser gave up: the source stays ours to drain or cancel.
    cancel() {},
  });
  const drain = async (): Promise<boolean> => {
    let drained = 0;
    while (!state.ended && drained <= DRAIN_LIMIT) {
      const { done, value } = await source.read().catch(() => ({ done: true, value: undefined }));
      if (done) state.ended = true;
      else drained += value?.byteLength ?? 0;
    }
    if (!state.ended) await source.cancel().catch(() => undefined);
    return state.ended;
  };
  return { stream, state, drain };
}

/**
 * Receives every file of a multipart request into a temp folder. Throws UploadError (400 or 413,
 * with the file's name when known); on any error every temp file is already removed.
 */
export async function receiveUpload(
  request: Request,
  options: { maxFileBytes?: number; maxRequestBytes?: number; maxFiles?: number; tempDir?: string } = {},
): Promise<ReceivedUpload> {
  const maxFileBytes = options.maxFileBytes ?? MAX_FILE_BYTES;
  const maxRequestBytes = options.maxRequestBytes ?? MAX_REQUEST_BYTES;
  const type = request.headers.get("content-type") ?? "";
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(type);
  if (!/^multipart\/form-data/i.test(type) || !boundary || !request.body) {
    throw new UploadError("Send the photos as multipart/form-data in the field “files”.", 400, null);
  }
  const watched = watchBody(request.body, boundary[1] ?? boundary[2] ?? "", maxRequestBytes);
  const tooLargeRequest = (filename: string | null) =>
    new UploadError(
      `The upload is larger than ${megabytes(maxRequestBytes)}${filename ? ` at “${filename}”` : ""}: send fewer photos at a time.`,
      413,
      filename,
    );
  // A declared length past the limit is refused before the files arrive, once the first part
  // header has told us which file that is.
  const declared = Number(request.headers.get("content-length") ?? "0");
  const dir = await fsp.mkdtemp(path.join(options.tempDir ?? os.tmpdir(), "upload-"));
  const files: ReceivedFile[] = [];
  const cleanup = () => fsp.rm(dir, { recursive: true, force: true });
  const parsedRequest = new Request(request.url, {
    method: "POST",
    headers: { "content-type": type },
    body: watched.stream,
    duplex: "half",
  } as RequestInit);
  try {
    if (declared > maxRequestBytes) {
      const reader = watched.stream.getReader();
      while (watched.state.currentFilename === null && watched.state.bytes < 256 * 1024) {
        const { done } = await reader.read();
        if (done) break;
      }
      reader.releaseLock();
      throw tooLargeRequest(watched.state.currentFilename);
    }
    const fields = new Map<string, string>();
    const form = await parseFormData(
      parsedRequest,
      { maxFileSize: maxFileBytes, maxFiles: options.maxFiles ?? MAX_FILES_PER_REQUEST, maxHeaderSize: 8 * 1024 },
      async (upload: FileUpload) => {
        const file = path.join(dir, crypto.randomUUID());
        await fsp.writeFile(file, upload.stream() as unknown as AsyncIterable<Uint8Array>);
        files.push({
          fieldName: upload.fieldName,
          filename: cleanFilename(upload.name),
          path: file,
          size: upload.size,
        });
        return null; // nothing of the file stays in the FormData
      },
    );
    for (const [key, value] of form) if (typeof value === "string") fields.set(key, value);
    return { files, fields, cleanup };
  } catch (error) {
    await cleanup();
    // Read a modest rest so the browser sees the answer; past that the connection is closed.
    await watched.drain();
    if (error instanceof UploadError) throw error;
    if (watched.state.overLimit) throw tooLargeRequest(watched.state.currentFilename);
    if (error instanceof MaxFileSizeExceededError) {
      const name = watched.state.currentFilename;
      throw new UploadError(
        `${name ? `“${name}”` : "A file"} is larger than ${megabytes(maxFileBytes)}. Export it at a smaller size or as a JPEG.`,
        413,
        name,
      );
    }
    if (error instanceof MaxFilesExceededError) {
      throw new UploadError(`Send at most ${options.maxFiles ?? MAX_FILES_PER_REQUEST} photos at a time.`, 413, null);
    }
    if (error instanceof MultipartParseError || error instanceof TypeError) {
      throw new UploadError("The upload was cut off or is not a valid form. Please try again.", 400, null);
    }
    throw error;
  }
}

/** The first bytes of a received file, for type sniffing. */
export async function readHead(file: string, length: number): Promise<Buffer> {
  const handle = await fsp.open(file, "r");
  try {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await handle.read(buffer, 0, length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** SHA-256 and MD5 of a file, read once as a stream. */
export async function checksums(file: string): Promise<{ sha256: string; md5: string }> {
  const sha = crypto.createHash("sha256");
  const md5 = crypto.createHash("md5");
  for await (const chunk of fs.createReadStream(file)) {
    sha.update(chunk as Buffer);
    md5.update(chunk as Buffer);
  }
  return { sha256: sha.digest("hex"), md5: md5.digest("hex") };
}
