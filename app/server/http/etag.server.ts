// If-None-Match (RFC 9110 §13.1.2): a list of entity tags, or "*", compared weakly: W/"x" and "x"
// name the same representation for a 304, whichever side is weak.

const opaque = (tag: string) => tag.trim().replace(/^W\//, "");

/** Whether an If-None-Match header names `etag` (or "*"): the answer is then a 304. */
export function matchesEtag(header: string | null, etag: string): boolean {
  if (!header) return false;
  const wanted = opaque(etag);
  return header.split(",").some((tag) => {
    const t = opaque(tag);
    return t === wanted || t === "*";
  });
}
