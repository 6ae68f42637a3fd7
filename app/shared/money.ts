// Shared by browser and server (app/shared/): prices, cart totals and order totals.
// Prices live as integer cents (DECISIONS §2). Display strings are only ever
// formatted from cents; nothing in the app parses a price back out of one.

function assertCents(cents: number): void {
  if (!Number.isSafeInteger(cents)) {
    throw new TypeError(`Expected an integer number of cents, got ${cents}`);
  }
}

function groupThousands(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

function format(cents: number, alwaysShowCents: boolean): string {
  assertCents(cents);
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / 100);
  const rest = abs % 100;
  const dollars = `${sign}$${groupThousands(whole)}`;
  if (!alwaysShowCents && rest === 0) return dollars;
  return `${dollars}.${String(rest).padStart(2, "0")}`;
}

/** "$45", "$1,000", "$4,000"; cents appear only when the amount is not whole ("$12.50"). */
export function formatDollars(cents: number): string {
  return format(cents, false);
}

/** Always two decimals: "$45.00", "$1,000.00". The cart's and galleries' price style. */
export function formatPrice(cents: number): string {
  return format(cents, true);
}

export interface PricedLine {
  readonly unitCents: number;
  readonly quantity: number;
}

/** Total of unit price × quantity over all lines, in cents. */
export function sumCents(lines: readonly PricedLine[]): number {
  let total = 0;
  for (const line of lines) {
    assertCents(line.unitCents);
    if (!Number.isSafeInteger(line.quantity)) {
      throw new TypeError(`Expected an integer quantity, got ${line.quantity}`);
    }
    total += line.unitCents * line.quantity;
  }
  return total;
}
