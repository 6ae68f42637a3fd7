import type { Kysely } from "kysely";
import { contractMergeValues } from "~/shared/booking/contract-values";
import { mergeContract, unknownMergeFields, type MergeValues } from "~/shared/booking/merge-fields";
import { priceProposal, schedulePayments } from "~/shared/booking/pricing";
import type { PaymentSchedule, ProposalContent } from "~/shared/booking/proposal-content";
import { renderContractHtml } from "../proposals/contract-html.server";
import { readSiteSettings } from "../content/site-settings.server";
import { db as sharedDb } from "../db/db.server";
import type { Database } from "../db/schema";

// The contract editor's preview: the template merged with made-up values by the same function that
// fills the contract a client signs (mergeContract), then rendered as every contract is
// (contract-html.server.ts). The amounts are a sample wedding priced with her own sales tax rate.

export interface ContractPreview {
  /** The merged contract as HTML, from the server's renderer only. */
  html: string;
  /** Braces that are not merge fields ("clientname"), for the warning above the preview. */
  unknownFields: string[];
}

const SAMPLE_DATE = "2027-05-01";
const SAMPLE_CONTENT: ProposalContent = {
  packages: [
    {
      key: "full-day",
      serviceId: null,
      title: "Full Wedding Day Package",
      description: "",
      features: [],
      priceCents: 400_000,
      taxable: true,
    },
  ],
  extras: [],
  discount: null,
};
const SAMPLE_SCHEDULE: PaymentSchedule = {
  retainer: { kind: "fixed", cents: 50_000 },
  instalments: [{ kind: "days_before", days: 30 }],
};

/** Made-up values for every merge field, so she sees how each one reads. */
async function sampleMergeValues(db: Kysely<Database> = sharedDb()): Promise<MergeValues> {
  const settings = await readSiteSettings(db);
  const priced = priceProposal(SAMPLE_CONTENT, "full-day", settings.salesTaxRateMillis)!;
  const payments = schedulePayments(priced, SAMPLE_SCHEDULE, SAMPLE_DATE, "2027-01-15");
  const schedule = typeof payments === "string" ? [] : payments;
  return contractMergeValues(
    {
      clientNames: "Anna & Ben Ruiz",
      sessionDate: SAMPLE_DATE,
      sessionTime: "16:30",
      sessionPlace: "Desert Botanical Garden, Phoenix",
      photographer: settings.values.siteName,
    },
    priced,
    schedule,
  );
}

export async function previewContract(body: string, db?: Kysely<Database>): Promise<ContractPreview> {
  const merged = mergeContract(body, await sampleMergeValues(db));
  return { html: renderContractHtml(merged), unknownFields: unknownMergeFields(body) };
}
