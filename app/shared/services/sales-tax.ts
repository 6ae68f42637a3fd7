import { z } from "zod";

// The sales tax rate of Site settings, stored as percent × 1000 ("millis": 8.6 % is 8600) so
// every rate with up to three decimals is an exact integer; the tax itself is rounded once, by
// app/shared/booking/money-rounding.ts.

export const MAX_TAX_RATE_MILLIS = 20_000;

/** What she types ("8.6", "8.600", " 5 ", "" for none) → millis; percent signs and commas refused. */
export const salesTaxRateField = z
  .string()
  .trim()
  .transform((t) => (t === "" ? "0" : t))
  .pipe(
    z
      .string()
      .regex(/^\d{1,3}(\.\d{1,3})?$/, "Enter the rate as a number of percent with up to 3 decimals, e.g. 8.6.")
      .transform((t) => {
        const [whole = "0", decimals = ""] = t.split(".");
        return Number(whole) * 1000 + Number(decimals.padEnd(3, "0"));
      })
      .refine((millis) => millis <= MAX_TAX_RATE_MILLIS, "Enter a rate between 0 and 20 percent."),
  );

/** Millis as the form and the pages show them: 8600 → "8.6", 0 → "0". */
export function taxRateText(millis: number): string {
  return (millis / 1000).toFixed(3).replace(/\.?0+$/, "");
}
