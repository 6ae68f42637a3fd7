import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import { signatureHash, type SignedContent } from "./signature-hash.server";

const pricing = { packageKey: "full-day", totalCents: 548_360, lines: [{ title: "Full Day", amountCents: 450_000 }] };
const signed: SignedContent = {
  contract_text: "# Agreement\n\nBetween Maria and Anna — “quoted”.",
  pricing,
  revision: 2,
  package_key: "full-day",
};

describe("signatureHash", () => {
  it("is the SHA-256 hex of the canonical JSON, keys sorted at every depth", () => {
    const canonical =
      '{"contract_text":"# Agreement\\n\\nBetween Maria and Anna — “quoted”.","package_key":"full-day",' +
      '"pricing":{"lines":[{"amountCents":450000,"title":"Full Day"}],"packageKey":"full-day","totalCents":548360},' +
      '"revision":2}';
    expect(signatureHash(signed)).toBe(crypto.createHash("sha256").update(canonical, "utf8").digest("hex"));
    expect(signatureHash(signed)).toMatch(/^[0-9a-f]{64}$/);
  });

  it("does not depend on the order keys were written in, nor on how the pricing was stored", () => {
    const reordered = {
      revision: 2,
      pricing: { totalCents: 548_360, lines: [{ amountCents: 450_000, title: "Full Day" }], packageKey: "full-day" },
      package_key: "full-day",
      contract_text: signed.contract_text,
    };
    expect(signatureHash(reordered)).toBe(signatureHash(signed));
    // As read back from proposal_signatures.pricing.
    expect(signatureHash({ ...signed, pricing: JSON.parse(JSON.stringify(pricing, null, 2)) })).toBe(
      signatureHash(signed),
    );
  });

  it("changes when any part changes", () => {
    const base = signatureHash(signed);
    const variants: SignedContent[] = [
      { ...signed, contract_text: `${signed.contract_text} ` },
      { ...signed, pricing: { ...pricing, totalCents: 548_361 } },
      { ...signed, pricing: { ...pricing, lines: [] } },
      { ...signed, revision: 3 },
      { ...signed, package_key: "half-day" },
    ];
    const hashes = variants.map(signatureHash);
    for (const hash of hashes) expect(hash).not.toBe(base);
    expect(new Set(hashes).size).toBe(variants.length);
  });

  it("ignores anything beyond the four parts", () => {
    expect(signatureHash({ ...signed, signer_name: "Anna" } as SignedContent)).toBe(signatureHash(signed));
  });
});
