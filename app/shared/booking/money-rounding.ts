// The one rounding rule for money (docs/decisions/032-booking.md): amounts are integer cents, and
// any fraction of a cent (a tax, a percentage, a share of a discount) rounds half up, to the
// nearest cent, .5 going up. Every computed amount goes through `roundHalfUp`.

/** numerator / denominator rounded to the nearest integer, halves up; both non-negative integers. */
export function roundHalfUp(numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || numerator < 0 || denominator <= 0) {
    throw new RangeError(`roundHalfUp needs non-negative safe integers, got ${numerator} / ${denominator}`);
  }
  const whole = Math.floor(numerator / denominator);
  const remainder = numerator - whole * denominator;
  return remainder * 2 >= denominator ? whole + 1 : whole;
}

/** `cents` × `parts` / `whole`, rounded half up: a proportional share of an amount. */
export function shareOf(cents: number, parts: number, whole: number): number {
  if (whole === 0) return 0;
  return roundHalfUp(cents * parts, whole);
}

/** Percent × 1000 (8.6 % is 8600) applied to cents: the sales tax rule. */
export function taxOn(cents: number, rateMillis: number): number {
  return roundHalfUp(cents * rateMillis, 100_000);
}

/** Basis points (12.5 % is 1250) of cents: percentage discounts and retainers. */
export function basisPointsOf(cents: number, basisPoints: number): number {
  return roundHalfUp(cents * basisPoints, 10_000);
}
