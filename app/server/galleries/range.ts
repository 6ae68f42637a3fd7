// HTTP byte ranges for resumable downloads (RFC 9110 §14): one range per request, which is what
// browsers and download managers send to resume. A list of ranges is answered with the whole file
// (allowed by the RFC) rather than a multipart body nobody here needs.

export type RangeRequest = { kind: "whole" } | { kind: "part"; start: number; end: number } | { kind: "unsatisfiable" };

const SINGLE = /^bytes=(\d*)-(\d*)$/;

/** The part of a `size`-byte file a Range header asks for (end inclusive). */
export function parseRange(header: string | null | undefined, size: number): RangeRequest {
  if (!header) return { kind: "whole" };
  const match = SINGLE.exec(header.trim().replace(/\s+/g, ""));
  // Malformed or several ranges: ignore the header and send everything.
  if (!match) return { kind: "whole" };
  const [, first = "", last = ""] = match;
  if (first === "" && last === "") return { kind: "whole" };
  if (first === "") {
    // "bytes=-500": the last 500 bytes.
    const suffix = Number(last);
    if (!Number.isSafeInteger(suffix)) return { kind: "whole" };
    if (suffix === 0 || size === 0) return { kind: "unsatisfiable" };
    return { kind: "part", start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === "" ? size - 1 : Math.min(Number(last), size - 1);
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end)) return { kind: "whole" };
  if (last !== "" && Number(last) < start) return { kind: "whole" };
  if (start >= size) return { kind: "unsatisfiable" };
  return { kind: "part", start, end };
}

/**
 * If-Range: resume only if the file is still the one the client began with. The validator here is
 * always a strong ETag; a date (we send no Last-Modified) or another tag means "send it all again".
 */
export function ifRangeAllows(ifRange: string | null | undefined, etag: string): boolean {
  if (!ifRange) return true;
  return ifRange.trim() === etag;
}

/** The headers of a 206 or 416 answer. */
export const contentRange = (start: number, end: number, size: number) => `bytes ${start}-${end}/${size}`;
export const unsatisfiedRange = (size: number) => `bytes */${size}`;
