import type { PricedProposal, ScheduledPayment } from "~/shared/booking/pricing";

// The editor's preview as the server works it out and the page shows it.

export interface OptionPreview {
  key: string;
  title: string;
  priced: PricedProposal;
  /** Null when the schedule cannot be worked out yet (no session date). */
  payments: ScheduledPayment[] | null;
}

export interface ProposalPreviewData {
  taxRateMillis: number;
  options: OptionPreview[];
  /** The contract as the client of the first option would read it; "" without a contract. */
  contractHtml: string;
  contractPackage: string | null;
  /** Braces in the contract that are no merge field ("{clientname}"): shown as typed. */
  unknownFields: string[];
}
