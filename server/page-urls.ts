// A cached page's two URLs (server/render-cache.ts): its HTML and its loader data (.data), and
// which page a request path names.

/** The .data URL React Router's client asks for a page's loader data ("/" → "/_root.data"). */
export function dataPathFor(pagePath: string): string {
  return pagePath === "/" ? "/_root.data" : `${pagePath}.data`;
}

/**
 * Which cached page (and which of its two answers) a request path names, or undefined. The query
 * string is ignored: no cached page's loader reads it, so "?utm_source=…" or the client's
 * "?_routes=…" get the same answer (the whole .data, as the prerendered files gave).
 */
export function pageForRequest(urlPath: string): { page: string; kind: "html" | "data" } | undefined {
  let clean: string;
  try {
    clean = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (clean === "/_root.data") return { page: "/", kind: "data" };
  if (clean.endsWith(".data")) return { page: clean.slice(0, -".data".length), kind: "data" };
  const page = clean.replace(/\/+$/, "");
  return { page: page === "" ? "/" : page, kind: "html" };
}
