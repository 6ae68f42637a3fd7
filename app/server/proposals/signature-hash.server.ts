import crypto from "node:crypto";

// The fingerprint of what a client signed (issue 28 §5, docs/decisions/032-booking.md): SHA-256
// (hex) of the canonical JSON of { contract_text, pricing, revision, package_key }. Canonical:
// object keys sorted at every depth, no spaces, so the same content hashes the same whatever order
// it was built or stored in. The signing code stores it; the contract PDF prints it; anyone can
// recompute it from the stored row (pricing parsed from its JSON column) to show nothing changed.

export interface SignedContent {
  /** The merged contract, exactly as signed. */
  contract_text: string;
  /** The PricedProposal of the chosen package, as an object (proposal_signatures.pricing parsed). */
  pricing: unknown;
  revision: number;
  package_key: string;
}

function canonicalJson(value: unknown): string {
  if (value === null || typeof value === "string" || typeof value === "boolean") return JSON.stringify(value);
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new TypeError("canonical JSON has no place for NaN or Infinity");
    return JSON.stringify(value);
  }
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
  }
  throw new TypeError(`canonical JSON cannot hold a ${typeof value}`);
}

/** SHA-256 hex of the canonical JSON of exactly these four parts. */
export function signatureHash(content: SignedContent): string {
  const { contract_text, pricing, revision, package_key } = content;
  return crypto
    .createHash("sha256")
    .update(canonicalJson({ contract_text, pricing, revision, package_key }), "utf8")
    .digest("hex");
}
