import { contractMergeValues } from "~/shared/booking/contract-values";
import { mergeContract } from "~/shared/booking/merge-fields";
import { priceProposal, schedulePayments, type PricedProposal, type ScheduledPayment } from "~/shared/booking/pricing";
import { paymentScheduleSchema, proposalContentSchema, type ProposalContent } from "~/shared/booking/proposal-content";
import type { ProposalRow } from "./booking-link.server";

// One package of a proposal priced, scheduled and written into its contract: the booking page shows
// each choice with this, and signing stores exactly what this returns for the chosen one, so the
// total she saw and the contract she read are what she signs.

export interface PricedChoice {
  priced: PricedProposal;
  /** Null when the schedule needs the session's date and the proposal has none (not signable). */
  payments: ScheduledPayment[] | null;
  /** The merged contract (Markdown). */
  contractText: string;
}

/** The proposal's packages, as the photographer wrote them (the content is stored by the server). */
export function proposalContent(row: ProposalRow): ProposalContent {
  return proposalContentSchema.parse(JSON.parse(row.content));
}

/** `packageKey` of the proposal priced, its payments as if signed on `signedOn`; null: no such package. */
export function priceChoice(
  row: ProposalRow,
  clientNames: string,
  packageKey: string,
  signedOn: string,
): PricedChoice | null {
  const priced = priceProposal(proposalContent(row), packageKey, Number(row.tax_rate_millis));
  if (!priced) return null;
  const schedule = paymentScheduleSchema.parse(JSON.parse(row.schedule));
  const scheduled = schedulePayments(priced, schedule, row.session_date, signedOn);
  const payments = typeof scheduled === "string" ? null : scheduled;
  const values = contractMergeValues(
    {
      clientNames,
      sessionDate: row.session_date,
      sessionTime: row.session_time,
      sessionPlace: row.session_place,
      photographer: row.photographer_signature ?? "",
    },
    priced,
    payments ?? [],
  );
  return { priced, payments, contractText: mergeContract(row.contract_body, values) };
}
