// Amounts as she types them in the proposal editor, and back: dollars ("4,000", "$75.50") become
// integer cents and percentages ("30", "12.5 %") basis points, by string arithmetic, so no
// floating-point rounding ever touches money. Anything else is refused (undefined).

const DOLLARS = /^\$?\s?(\d{1,3}(?:,\d{3})+|\d{1,9})(?:\.(\d{1,2}))?$/;
const PERCENT = /^(\d{1,3})(?:\.(\d{1,2}))?\s?%?$/;

/** "4,000" → 400000, "75.5" → 7550; undefined when it is not an amount in dollars. */
export function dollarsToCents(text: string): number | undefined {
  const match = DOLLARS.exec(text.trim());
  if (!match) return undefined;
  const whole = Number(match[1]!.replaceAll(",", ""));
  return whole * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

/** 400000 → "4000", 7550 → "75.50": cents as the form shows them. */
export function centsToDollars(cents: number): string {
  const rest = cents % 100;
  return rest === 0 ? String(cents / 100) : `${Math.floor(cents / 100)}.${String(rest).padStart(2, "0")}`;
}

/** "30" → 3000, "12.5 %" → 1250; undefined when it is not a percentage. */
export function percentToBasisPoints(text: string): number | undefined {
  const match = PERCENT.exec(text.trim());
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

/** 3000 → "30", 1250 → "12.5". */
export function basisPointsToPercent(basisPoints: number): string {
  return String(basisPoints / 100);
}
