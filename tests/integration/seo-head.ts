// Reads the head tags and JSON-LD blocks of served HTML with plain string parsing: these tests
// look at exactly what a crawler receives, with no browser and no DOM library.

const ENTITIES: Record<string, string> = {
  amp: "&",
  quot: '"',
  "#x27": "'",
  "#39": "'",
  lt: "<",
  gt: ">",
  nbsp: "\u00a0",
};

export function decodeEntities(text: string): string {
  return text.replace(/&(amp|quot|#x27|#39|lt|gt|nbsp);/g, (_, name: string) => ENTITIES[name] ?? "");
}

function attributes(tag: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const [, name, value] of tag.matchAll(/([\w:-]+)="([^"]*)"/g)) {
    if (name) attrs[name.toLowerCase()] = decodeEntities(value ?? "");
  }
  return attrs;
}

export interface Head {
  titles: string[];
  /** content of <meta name|property="key">, every occurrence. */
  meta(key: string): string[];
  canonicals: string[];
  jsonLd: unknown[];
}

export function readHead(html: string): Head {
  const head = html.slice(0, html.indexOf("</head>"));
  const metas = [...head.matchAll(/<meta\b[^>]*>/g)].map(([tag]) => attributes(tag));
  const links = [...head.matchAll(/<link\b[^>]*>/g)].map(([tag]) => attributes(tag));
  const jsonLd = [...html.matchAll(/<script\b[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].flatMap(
    ([, body]) => {
      const parsed: unknown = JSON.parse(body ?? "");
      return Array.isArray(parsed) ? (parsed as unknown[]) : [parsed];
    },
  );
  return {
    titles: [...head.matchAll(/<title>([\s\S]*?)<\/title>/g)].map(([, t]) => decodeEntities(t ?? "")),
    meta: (key) => metas.filter((m) => m.name === key || m.property === key).map((m) => m.content ?? ""),
    canonicals: links.filter((l) => l.rel === "canonical").map((l) => l.href ?? ""),
    jsonLd,
  };
}

/** The @type of every JSON-LD node, including nested ones in an @graph. */
export function jsonLdTypes(nodes: unknown[]): string[] {
  return nodes.flatMap((node) => {
    if (!node || typeof node !== "object") return [];
    const record = node as Record<string, unknown>;
    const own = typeof record["@type"] === "string" ? [record["@type"]] : [];
    const graph = Array.isArray(record["@graph"]) ? jsonLdTypes(record["@graph"] as unknown[]) : [];
    return [...own, ...graph];
  });
}

export function jsonLdOfType(nodes: unknown[], type: string): Array<Record<string, unknown>> {
  return nodes.filter(
    (node): node is Record<string, unknown> =>
      !!node && typeof node === "object" && (node as Record<string, unknown>)["@type"] === type,
  );
}
