import { mergeContract, unknownMergeFields } from "~/shared/booking/merge-fields";
import { priceProposal, schedulePayments } from "~/shared/booking/pricing";
import { contractMergeValues } from "~/shared/booking/contract-values";
import type { ProposalValues } from "~/shared/proposals/proposal-form";
import type { OptionPreview, ProposalPreviewData } from "~/shared/proposals/proposal-preview";
import { renderContractHtml } from "./contract-html.server";
import type { ProposalRecord } from "./proposal-record.server";

// The editor's preview: each option priced as the client will see it (pricing.ts, the one
// rounding rule), its payment schedule as if signed today, and the contract merged with the first
// option (the client's own choice fills it when she signs), rendered from its Markdown.

interface PreviewFacts {
  clientNames: string;
  photographer: string;
  taxRateMillis: number;
  /** Arizona's date: payments due before it are due at signing. */
  today: string;
}

/** The tax rate a proposal is priced with: Site settings' until it is sent, then its own snapshot. */
export function previewTaxRate(proposal: Pick<ProposalRecord, "status" | "taxRateMillis">, siteRateMillis: number) {
  return proposal.status === "draft" ? siteRateMillis : proposal.taxRateMillis;
}

export function proposalPreview(values: ProposalValues, facts: PreviewFacts): ProposalPreviewData {
  const options = values.content.packages.flatMap((p): OptionPreview[] => {
    const priced = priceProposal(values.content, p.key, facts.taxRateMillis);
    if (!priced) return [];
    const payments = schedulePayments(priced, values.schedule, values.sessionDate, facts.today);
    return [{ key: p.key, title: p.title, priced, payments: typeof payments === "string" ? null : payments }];
  });
  const first = options[0];
  const merged = first
    ? mergeContract(
        values.contractBody,
        contractMergeValues(
          {
            clientNames: facts.clientNames,
            sessionDate: values.sessionDate,
            sessionTime: values.sessionTime,
            sessionPlace: values.sessionPlace,
            photographer: facts.photographer,
          },
          first.priced,
          first.payments ?? [],
        ),
      )
    : values.contractBody;
  return {
    taxRateMillis: facts.taxRateMillis,
    options,
    contractHtml: merged ? renderContractHtml(merged) : "",
    contractPackage: first?.title ?? null,
    unknownFields: unknownMergeFields(values.contractBody),
  };
}
