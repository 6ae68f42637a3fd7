// CSV for her accountant (issue 29 §6, docs/decisions/040): RFC 4180 with CRLF line ends, UTF-8
// with a byte-order mark so Excel reads accents right, money as plain decimals ("1234.50").
// Text cells are user input (a client's name, a note): a cell that a spreadsheet would read as a
// formula gets a leading apostrophe, then every cell that needs it is quoted.

/** An amount of money in a cell, written from integer cents; never taken for a formula. */
export interface MoneyCell {
  cents: number;
}

export type CsvCell = string | MoneyCell;

export const money = (cents: number): MoneyCell => ({ cents });

const BOM = "\uFEFF";
// What Excel, LibreOffice and Google Sheets start a formula (or a DDE call) with.
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/** Cents as a plain decimal with two places: 123450 → "1234.50", -5 → "-0.05". */
export function centsDecimal(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new TypeError(`Expected an integer number of cents, got ${cents}`);
  const abs = Math.abs(cents);
  return `${cents < 0 ? "-" : ""}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** One text cell: neutralised when it could run as a formula, quoted when it holds " , or a line break. */
export function csvText(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const cell = (value: CsvCell) => (typeof value === "string" ? csvText(value) : centsDecimal(value.cents));

/** A whole file: the header row, then the rows, each line ended by CRLF, after the BOM. */
export function csvDocument(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return BOM + [header, ...rows].map((row) => row.map(cell).join(",") + "\r\n").join("");
}
