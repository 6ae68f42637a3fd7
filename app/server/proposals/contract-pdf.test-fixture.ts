import type { SignedContract } from "./contract-pdf.server";

// A signed contract of about `sections` × one page, for the PDF's tests and its benchmark.

/** A 1×1 transparent PNG: a "drawn signature" that any PNG reader accepts. */
const TINY_PNG =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";

export function sampleContract(sections = 10): SignedContract {
  const body = Array.from({ length: sections }, (_, i) =>
    [
      `## ${i + 1}. Section about the coverage, part ${i + 1}`,
      "",
      Array.from(
        { length: 8 },
        () =>
          "The photographer will arrive thirty minutes before the ceremony, photograph the day as agreed, and deliver an online gallery within eight weeks. Zoë and José keep every right to print their photos for personal use.",
      ).join(" "),
      "",
      "- Edited photos in high resolution",
      "- A private online gallery for one year",
      "  1. nested detail one",
      "  2. nested detail two",
      "",
      "Cancellation: the retainer is not refundable once the date is reserved for you.",
      "",
    ].join("\n"),
  ).join("\n");
  return {
    siteName: "Saguaro Bee Photography",
    proposalTitle: "Your wedding at the Desert Botanical Garden",
    clientNames: "Zoë Ruiz & José Núñez",
    revision: 2,
    pricing: {
      packageKey: "full-day",
      lines: [
        {
          title: "Full Day Coverage",
          description: "",
          quantity: 1,
          unitCents: 450_000,
          amountCents: 450_000,
          taxable: true,
        },
      ],
      subtotalCents: 450_000,
      discountLabel: "",
      discountCents: 0,
      taxableCents: 450_000,
      taxRateMillis: 8_600,
      taxCents: 38_700,
      totalCents: 488_700,
    },
    contractText: `# Wedding photography agreement\n\nBetween Maria López and Zoë Ruiz & José Núñez.\n\n${body}`,
    signerName: "Zoë Ruiz",
    drawnSignature: TINY_PNG,
    photographerSignature: "Maria López",
    signedAt: "2027-03-01T17:05:09.000Z",
    audit: [
      {
        step: "viewed",
        at: "2027-03-01T16:58:00.000Z",
        ip: "203.0.113.7",
        userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Safari/604.1",
      },
      {
        step: "consented",
        at: "2027-03-01T17:04:30.000Z",
        ip: "203.0.113.7",
        userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Safari/604.1",
      },
      {
        step: "signed",
        at: "2027-03-01T17:05:09.000Z",
        ip: "2001:db8::42",
        userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Safari/604.1",
      },
    ],
    sha256: "3f1c9a0b2d4e6f8a1b3c5d7e9f0a2b4c6d8e0f1a3b5c7d9e1f2a4b6c8d0e2f4a",
  };
}
