import type { PDFDocument, PDFImage } from "pdf-lib";
import { z } from "zod";
import { formatPrice } from "~/shared/money";
import type { PricedProposal } from "~/shared/booking/pricing";
import { contractBlocks } from "./contract-pdf-markdown.server";
import { createFlowDocument, type FlowWriter } from "./contract-pdf-layout.server";

// The signed contract as a PDF (issue 28 §5): the contract exactly as signed, both signatures,
// and an audit page with every recorded step, the version, the chosen package and the SHA-256.
// DejaVu Sans is embedded so any name (accents, other scripts) prints as typed.

interface AuditEntry {
  step: string;
  at: string;
  ip: string;
  userAgent: string;
}

export interface SignedContract {
  siteName: string;
  proposalTitle: string;
  clientNames: string;
  revision: number;
  pricing: PricedProposal;
  contractText: string;
  signerName: string;
  /** A PNG data URL, or null when she only typed her name. */
  drawnSignature: string | null;
  photographerSignature: string;
  signedAt: string;
  audit: AuditEntry[];
  sha256: string;
}

const step = z.object({ at: z.string(), ip: z.string().nullish(), userAgent: z.string().nullish() });
const auditSchema = z.union([
  z.array(step.extend({ step: z.string() })),
  z.record(z.string(), step).transform((steps) => Object.entries(steps).map(([name, s]) => ({ step: name, ...s }))),
]);

/** The stored audit JSON ([{ step, at, ip, userAgent }], or { step: { at, ip, userAgent } }). */
export function parseAudit(json: string): AuditEntry[] {
  return auditSchema
    .parse(JSON.parse(json))
    .map((s) => ({ step: s.step, at: s.at, ip: s.ip ?? "", userAgent: s.userAgent ?? "" }));
}

const STEP_WORDS: Record<string, string> = {
  viewed: "Opened the proposal",
  consented: "Agreed to sign electronically",
  signed: "Signed",
};

const arizona = new Intl.DateTimeFormat("en-US", {
  dateStyle: "full",
  timeStyle: "medium",
  timeZone: "America/Phoenix",
});

/** "Saturday, October 16, 2027 at 4:30:12 PM Arizona time (2027-10-16 23:30:12 UTC)". */
export function auditTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const utc = date
    .toISOString()
    .replace("T", " ")
    .replace(/\.\d+Z$/, " UTC");
  return `${arizona.format(date)} Arizona time (${utc})`;
}

async function drawnImage(doc: PDFDocument, dataUrl: string | null): Promise<PDFImage | null> {
  const match = dataUrl && /^data:image\/png;base64,([A-Za-z0-9+/=]+)$/.exec(dataUrl);
  if (!match?.[1]) return null;
  try {
    return await doc.embedPng(Buffer.from(match[1], "base64"));
  } catch {
    return null;
  }
}

function writeContract(flow: FlowWriter, contract: SignedContract) {
  flow.text(contract.siteName, { size: 10, soft: true });
  flow.text(contract.proposalTitle, { size: 20, bold: true, before: 6 });
  flow.text(`${contract.clientNames} · version ${contract.revision} · signed electronically`, {
    size: 10,
    soft: true,
    before: 2,
  });
  flow.rule(10);
  const sizes = [0, 17, 14, 12.5, 11.5, 11, 11];
  for (const block of contractBlocks(contract.contractText)) {
    if (block.kind === "heading") {
      flow.ensure(48);
      flow.text(block.text, { size: sizes[block.level] ?? 11, bold: true, before: 10 });
    } else if (block.kind === "paragraph") {
      flow.text(block.text, { before: 6 });
    } else if (block.kind === "item") {
      flow.text(block.text, { indent: 18 * block.depth, before: 3 }, block.marker);
    } else {
      flow.rule();
    }
  }
}

function writeSignatures(flow: FlowWriter, contract: SignedContract, drawn: PDFImage | null) {
  flow.ensure(180);
  flow.text("Signatures", { size: 14, bold: true, before: 20 });
  flow.text("Client", { bold: true, before: 10 });
  if (drawn) flow.image(drawn, 220, 80);
  flow.text(contract.signerName, { size: 13, before: 4 });
  flow.text(`Typed full name, signed electronically on ${auditTime(contract.signedAt)}`, { size: 9, soft: true });
  flow.text("Photographer", { bold: true, before: 14 });
  flow.text(contract.photographerSignature, { size: 13, before: 4 });
  flow.text("Typed full name, applied when the proposal was sent", { size: 9, soft: true });
}

function writeAudit(flow: FlowWriter, contract: SignedContract, drawn: PDFImage | null) {
  const { pricing } = contract;
  const chosen = pricing.lines[0];
  flow.pageBreak();
  flow.text("Audit trail", { size: 17, bold: true });
  const facts: Array<[string, string]> = [
    ["Proposal", contract.proposalTitle],
    ["Client", contract.clientNames],
    ["Version signed (revision)", String(contract.revision)],
    ["Package chosen", `${chosen?.title ?? pricing.packageKey} (${pricing.packageKey})`],
    ["Total", `${formatPrice(pricing.totalCents)}, of which sales tax ${formatPrice(pricing.taxCents)}`],
    ["Signed by (typed name)", contract.signerName],
    [
      "Drawn signature",
      drawn ? "yes, shown with the signatures" : contract.drawnSignature ? "recorded, but not a readable PNG" : "none",
    ],
    ["Photographer's signature", contract.photographerSignature],
  ];
  for (const [label, value] of facts) flow.text(`${label}: ${value}`, { before: 4 });
  flow.text("Steps", { size: 13, bold: true, before: 16 });
  for (const entry of contract.audit) {
    flow.ensure(80);
    flow.text(STEP_WORDS[entry.step] ?? entry.step, { bold: true, before: 10 });
    flow.text(`Time: ${auditTime(entry.at)}`, { indent: 12 });
    flow.text(`IP address: ${entry.ip || "(not recorded)"}`, { indent: 12 });
    flow.text(`Browser (user agent): ${entry.userAgent || "(not recorded)"}`, { indent: 12, size: 10 });
  }
  flow.text("SHA-256", { size: 13, bold: true, before: 16 });
  flow.text(contract.sha256, { size: 10 });
  flow.text(
    "The SHA-256 is computed from the canonical JSON of the signed contract text, the priced choice, " +
      "the version and the package. Computing it again from the stored record gives the same value " +
      "only if nothing was changed since signing.",
    { size: 9, soft: true, before: 4 },
  );
}

/** The PDF's bytes. Deterministic for one signature apart from the PDF's own dates. */
export async function renderContractPdf(contract: SignedContract): Promise<Uint8Array> {
  const { doc, flow } = await createFlowDocument({
    title: `${contract.proposalTitle}: signed contract (version ${contract.revision})`,
    author: contract.siteName,
    subject: `SHA-256 ${contract.sha256}`,
  });
  const drawn = await drawnImage(doc, contract.drawnSignature);
  writeContract(flow, contract);
  writeSignatures(flow, contract, drawn);
  writeAudit(flow, contract, drawn);
  flow.stampPages(`${contract.proposalTitle}, version ${contract.revision}, SHA-256 ${contract.sha256.slice(0, 16)}…`);
  return doc.save();
}
