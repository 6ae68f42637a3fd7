import { basisPointsOf, shareOf, taxOn } from "./money-rounding";
import type { PaymentSchedule, ProposalContent } from "./proposal-content";

// Prices a proposal for one chosen package, and splits the total into its payment schedule.
// Shared by the admin editor's preview, the client's booking page (totals as she picks) and the
// server, which alone decides what is signed and charged. One rounding rule: ./money-rounding.ts.

export interface PricedLine {
  title: string;
  description: string;
  quantity: number;
  unitCents: number;
  amountCents: number;
  taxable: boolean;
}

export interface PricedProposal {
  packageKey: string;
  lines: PricedLine[];
  subtotalCents: number;
  discountLabel: string;
  discountCents: number;
  /** The taxable lines' amount after their share of the discount. */
  taxableCents: number;
  taxRateMillis: number;
  taxCents: number;
  totalCents: number;
}

/** The proposal priced with `packageKey` chosen; null when the proposal has no such package. */
export function priceProposal(
  content: ProposalContent,
  packageKey: string,
  taxRateMillis: number,
): PricedProposal | null {
  const chosen = content.packages.find((p) => p.key === packageKey);
  if (!chosen) return null;
  const lines: PricedLine[] = [
    {
      title: chosen.title,
      description: chosen.description,
      quantity: 1,
      unitCents: chosen.priceCents,
      amountCents: chosen.priceCents,
      taxable: chosen.taxable,
    },
    ...content.extras.map((extra) => ({
      title: extra.title,
      description: extra.description,
      quantity: extra.quantity,
      unitCents: extra.unitCents,
      amountCents: extra.unitCents * extra.quantity,
      taxable: extra.taxable,
    })),
  ];
  const subtotalCents = lines.reduce((sum, line) => sum + line.amountCents, 0);
  const taxableSubtotal = lines.filter((l) => l.taxable).reduce((sum, line) => sum + line.amountCents, 0);
  const discount = content.discount;
  const discountCents = !discount
    ? 0
    : discount.kind === "fixed"
      ? Math.min(discount.cents, subtotalCents)
      : basisPointsOf(subtotalCents, discount.basisPoints);
  // The discount lowers taxable and untaxed lines in proportion to their amounts.
  const taxableCents = taxableSubtotal - shareOf(discountCents, taxableSubtotal, subtotalCents);
  const taxCents = taxOn(taxableCents, taxRateMillis);
  return {
    packageKey,
    lines,
    subtotalCents,
    discountLabel: discount ? discount.label || "Discount" : "",
    discountCents,
    taxableCents,
    taxRateMillis,
    taxCents,
    totalCents: subtotalCents - discountCents + taxCents,
  };
}

export interface ScheduledPayment {
  /** 1-based, in due order; 1 is the retainer. */
  position: number;
  label: string;
  amountCents: number;
  /** The part of amountCents that is tax (the tax shared in proportion). */
  taxCents: number;
  /** "YYYY-MM-DD"; null: due at signing. */
  dueOn: string | null;
}

/** "YYYY-MM-DD" plus `days` (negative: before). Date-only arithmetic: no time zone involved. */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export type ScheduleProblem = "needs-session-date";

/**
 * The invoices of a schedule: the retainer due at signing, then the rest split evenly (the first
 * instalments take the odd cents) and ordered by due date. Amounts always add up to the total and
 * the tax shares to the tax. A due date before `signedOn` becomes `signedOn`.
 */
export function schedulePayments(
  priced: Pick<PricedProposal, "totalCents" | "taxCents">,
  schedule: PaymentSchedule,
  sessionDate: string | null,
  signedOn: string,
): ScheduledPayment[] | ScheduleProblem {
  const total = priced.totalCents;
  const retainer = Math.min(
    total,
    schedule.retainer.kind === "fixed" ? schedule.retainer.cents : basisPointsOf(total, schedule.retainer.basisPoints),
  );
  const rest = total - retainer;
  const rules = schedule.instalments.length > 0 ? schedule.instalments : [{ kind: "days_before", days: 0 } as const];
  if (rest > 0 && rules.some((rule) => rule.kind === "days_before") && !sessionDate) return "needs-session-date";
  const dues =
    rest === 0 ? [] : rules.map((rule) => (rule.kind === "on_date" ? rule.date : addDays(sessionDate!, -rule.days)));
  dues.sort();
  const base = Math.floor(rest / Math.max(dues.length, 1));
  const odd = rest - base * dues.length;
  const amounts = [retainer, ...dues.map((_, i) => base + (i < odd ? 1 : 0))];
  // Tax shares: in proportion, the last payment takes what rounding left.
  let taxLeft = priced.taxCents;
  const taxes = amounts.map((amount, i) => {
    if (i === amounts.length - 1) return taxLeft;
    const share = Math.min(taxLeft, shareOf(priced.taxCents, amount, total));
    taxLeft -= share;
    return share;
  });
  return amounts.map((amountCents, i) => ({
    position: i + 1,
    label: i === 0 ? "Retainer" : dues.length === 1 ? "Balance" : `Payment ${i} of ${dues.length}`,
    amountCents,
    taxCents: taxes[i]!,
    dueOn: i === 0 ? null : dues[i - 1]! < signedOn ? signedOn : dues[i - 1]!,
  }));
}
