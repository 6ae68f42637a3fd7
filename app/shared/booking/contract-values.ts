import { formatDollars } from "../money";
import { describeSchedule, formatSessionWhen, type MergeValues } from "./merge-fields";
import type { PricedProposal, ScheduledPayment } from "./pricing";

// The merge fields' values for one priced choice of a proposal: the booking page shows the contract
// with them and the signature stores exactly that text, so what the client reads is what she signs.

export interface ContractFacts {
  clientNames: string;
  sessionDate: string | null;
  sessionTime: string | null;
  sessionPlace: string;
  /** The photographer's typed name, applied when she sent the proposal. */
  photographer: string;
}

/** Every merge field's value when the client chooses `priced` (payments: its schedule). */
export function contractMergeValues(
  facts: ContractFacts,
  priced: PricedProposal,
  payments: readonly ScheduledPayment[],
): MergeValues {
  return {
    client_names: facts.clientNames,
    session_date: formatSessionWhen(facts.sessionDate, facts.sessionTime),
    session_place: facts.sessionPlace || "To be agreed",
    package: priced.lines[0]?.title ?? "",
    total: formatDollars(priced.totalCents),
    retainer: formatDollars(payments[0]?.amountCents ?? 0),
    schedule: describeSchedule(payments),
    photographer: facts.photographer,
  };
}
