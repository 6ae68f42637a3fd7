import { describeSchedule, formatSessionWhen, type MergeValues } from "~/shared/booking/merge-fields";
import type { PricedProposal, ScheduledPayment } from "~/shared/booking/pricing";
import { formatDollars } from "~/shared/money";

// The values a contract's merge fields take for one chosen package: the admin's preview and the
// text the client signs are filled from this one function, so what she previews is what is signed.

interface ContractFacts {
  clientNames: string;
  sessionDate: string | null;
  sessionTime: string | null;
  sessionPlace: string;
  packageTitle: string;
  priced: Pick<PricedProposal, "totalCents">;
  payments: readonly ScheduledPayment[];
  /** Her typed name once she sent it, else the site's name. */
  photographer: string;
}

export function contractMergeValues(f: ContractFacts): MergeValues {
  return {
    client_names: f.clientNames,
    session_date: formatSessionWhen(f.sessionDate, f.sessionTime),
    session_place: f.sessionPlace || "To be agreed",
    package: f.packageTitle,
    total: formatDollars(f.priced.totalCents),
    retainer: formatDollars(f.payments[0]?.amountCents ?? 0),
    schedule: describeSchedule(f.payments),
    photographer: f.photographer,
  };
}
