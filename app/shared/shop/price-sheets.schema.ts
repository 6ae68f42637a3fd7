import { z } from "zod";
import type { AlbumExtra, AlbumSizeOption, PriceSheets, SizeOption } from "~/catalogue/sizes";
import { changeSummary, differs } from "~/shared/admin/change-summary";
import { dollarsText, priceField } from "~/shared/content/investment.schema";
import { fieldErrors, type FieldErrors } from "~/shared/field-errors";

// The price sheets' form (/admin/prices, decision 049): the stored sheets as the form's draft (every
// field a string, named by path, "prints.1.price"), what each field accepts (the messages are the ones
// shown under each field) and the activity log's words. Shared by the page and the server.

export const PRICE_SHEETS = ["prints", "photoAlbum", "weddingAlbum"] as const;
export type PriceSheetName = (typeof PRICE_SHEETS)[number];

/** At most this many sizes on one sheet: every size is a page and a cart id on every product. */
export const MAX_SIZES = 8;
/** The dearest size a sheet may hold: $20,000. */
export const MAX_SIZE_CENTS = 2_000_000;

export interface SizeDraft {
  size: string;
  price: string;
  /** Albums only. */
  pages: string;
  /** The wedding album only, e.g. "The Highlights Reel". */
  name: string;
}

/** A line of the wedding album's "Additional Products & Services". */
export interface ExtraDraft {
  title: string;
  price: string;
  /** e.g. "per page"; optional. */
  unit: string;
}

/** At most this many extras under the wedding album. */
export const MAX_EXTRAS = 10;

export type PriceSheetsDraft = Record<PriceSheetName, SizeDraft[]> & { weddingAlbumExtras: ExtraDraft[] };

const sizeDraft = (option: SizeOption & Partial<Pick<AlbumSizeOption, "pages" | "name">>): SizeDraft => ({
  size: option.size,
  price: dollarsText(option.cents),
  pages: option.pages === undefined ? "" : String(option.pages),
  name: option.name ?? "",
});

export const blankSize = (): SizeDraft => ({ size: "", price: "", pages: "", name: "" });
export const blankExtra = (): ExtraDraft => ({ title: "", price: "", unit: "" });
/** A list's Add button's new row. */
export const blankRow = (list: string): SizeDraft | ExtraDraft =>
  list === "weddingAlbumExtras" ? blankExtra() : blankSize();
export const maxRows = (list: string) => (list === "weddingAlbumExtras" ? MAX_EXTRAS : MAX_SIZES);

const extraDraft = (extra: AlbumExtra): ExtraDraft => ({
  title: extra.title,
  price: dollarsText(extra.cents),
  unit: extra.unit ?? "",
});

/** The stored sheets as the form shows them. */
export function toPriceSheetsDraft(sheets: PriceSheets): PriceSheetsDraft {
  return {
    prints: sheets.prints.map(sizeDraft),
    photoAlbum: sheets.photoAlbum.map(sizeDraft),
    weddingAlbum: sheets.weddingAlbum.map(sizeDraft),
    weddingAlbumExtras: sheets.weddingAlbumExtras.map(extraDraft),
  };
}

/** The form's fields, by name ("prints.1.price"). */
export const isPriceSheetField = (name: string) =>
  /^(prints|photoAlbum|weddingAlbum|weddingAlbumExtras)\.\d{1,2}\.[a-z]+$/.test(name);

const text = z.string().catch("");
const sizeDraftSchema = z.object({ size: text, price: text, pages: text, name: text });

/** The posted fields, nested, as a draft: nothing checked yet, every value as typed. */
export const priceSheetsDraftSchema = z.object({
  prints: z.array(sizeDraftSchema).catch([]),
  photoAlbum: z.array(sizeDraftSchema).catch([]),
  weddingAlbum: z.array(sizeDraftSchema).catch([]),
  weddingAlbumExtras: z.array(z.object({ title: text, price: text, unit: text })).catch([]),
});

/** "8x10": inches, width by height, as the cart ids and the pages' URLs carry it. */
const sizeLabel = z
  .string()
  .trim()
  .toLowerCase()
  .transform((t) => t.replace(/\s*(["”]|in(ches)?)?\s*[x×]\s*/g, "x").replace(/\s*(["”]|in(ches)?)$/, ""))
  .pipe(z.string().regex(/^[1-9]\d?x[1-9]\d?$/, 'Enter the size in inches as width x height, e.g. "8x10".'));

const price = priceField
  .refine((cents) => cents >= 100, "Enter a price of at least $1.")
  .refine((cents) => cents <= MAX_SIZE_CENTS, "Enter a price of at most $20,000.");

const pages = z
  .string()
  .trim()
  .regex(/^\d{1,3}$/, "Enter the number of pages, e.g. 30.")
  .transform(Number)
  .refine((n) => n >= 10 && n <= 300, "Enter between 10 and 300 pages.");

const albumName = z
  .string()
  .trim()
  .min(1, "Enter the album's name, e.g. The Highlights Reel.")
  .max(60, "Keep the name to 60 characters or fewer.")
  .refine((t) => !/[<>]/.test(t), "The name cannot contain < or >.");

const turned = (size: string) => size.split("x").reverse().join("x");

/** A sheet: one to MAX_SIZES sizes, each once; a print size and its turned twin are one paper. */
function sheet<T extends z.ZodType<SizeOption>>(row: T, what: string, turnedIsSame: boolean) {
  return z
    .array(row)
    .min(1, `Keep at least one size of ${what}.`)
    .max(MAX_SIZES, `Keep ${what} to ${MAX_SIZES} sizes or fewer.`)
    .superRefine((sizes, ctx) => {
      const seen = new Set<string>();
      sizes.forEach((option, index) => {
        const twin = turnedIsSame ? turned(option.size) : option.size;
        if (seen.has(option.size) || seen.has(twin)) {
          ctx.addIssue({
            code: "custom",
            path: [index, "size"],
            message:
              twin !== option.size && seen.has(twin)
                ? `${option.size} is ${twin} turned: every print is sold both ways already.`
                : `${option.size} is listed twice.`,
          });
        }
        seen.add(option.size);
      });
    });
}

const printsSchema = sheet(
  z.object({ size: sizeLabel, price }).transform((r): SizeOption => ({ size: r.size, cents: r.price })),
  "prints",
  true,
);
const sizeRow = z.object({ size: sizeLabel, price }).transform((r): SizeOption => ({ size: r.size, cents: r.price }));
/** A product's own sizes and prices (decision 050): the prints' rules, and a size and its turned twin may both be listed. */
export const ownSizesSchema = sheet(sizeRow, "this product", false);
/** A sheet she names herself (decision 054): the same rules as a product's own sizes. */
export const namedSheetSizesSchema = sheet(sizeRow, "this sheet", false);

/** Size rows as the form posts them: the saved ones and blank spares. */
export type SizeRowsDraft = readonly { size: string; price: string }[];

/**
 * Size rows checked by `schema`, blank rows (the form's spares) left out, and each message kept
 * under the row it is about (`{name}.{row}.size`, or `name` for the list as a whole).
 */
export function parseSizeRows(
  rows: SizeRowsDraft,
  schema: z.ZodType<SizeOption[], SizeRowsDraft>,
  name: string,
): { ok: true; sizes: SizeOption[] } | { ok: false; fields: FieldErrors } {
  const filled = rows.flatMap((row, index) => (row.size.trim() || row.price.trim() ? [{ row, index }] : []));
  const sizes = schema.safeParse(filled.map(({ row }) => row));
  if (sizes.success) return { ok: true, sizes: sizes.data };
  const fields: FieldErrors = {};
  for (const issue of sizes.error.issues) {
    const [at, ...rest] = issue.path;
    const row = typeof at === "number" ? filled[at]?.index : undefined;
    fields[row === undefined ? name : [name, row, ...rest].join(".")] ??= issue.message;
  }
  return { ok: false, fields };
}
const photoAlbumSchema = sheet(
  z
    .object({ size: sizeLabel, price, pages })
    .transform((r): AlbumSizeOption => ({ size: r.size, cents: r.price, pages: r.pages })),
  "the photo album",
  false,
);
const weddingAlbumSchema = sheet(
  z
    .object({ size: sizeLabel, name: albumName, price, pages })
    .transform((r): AlbumSizeOption => ({ size: r.size, name: r.name, cents: r.price, pages: r.pages })),
  "the wedding album",
  false,
);

const extrasSchema = z
  .array(
    z
      .object({
        title: z
          .string()
          .trim()
          .min(1, "Enter what it is, e.g. Premium Leather Cover.")
          .max(60, "Keep it to 60 characters or fewer.")
          .refine((t) => !/[<>]/.test(t), "This cannot contain < or >."),
        price,
        unit: z
          .string()
          .trim()
          .max(20, "Keep it to 20 characters or fewer, e.g. per page.")
          .refine((t) => !/[<>]/.test(t), "This cannot contain < or >."),
      })
      .transform((r): AlbumExtra =>
        r.unit ? { title: r.title, cents: r.price, unit: r.unit } : { title: r.title, cents: r.price },
      ),
  )
  .max(MAX_EXTRAS, `Keep the extras to ${MAX_EXTRAS} or fewer.`);

const priceSheetsSchema = z.object({
  prints: printsSchema,
  photoAlbum: photoAlbumSchema,
  weddingAlbum: weddingAlbumSchema,
  weddingAlbumExtras: extrasSchema,
});

export function parsePriceSheetsDraft(
  draft: PriceSheetsDraft,
): { ok: true; values: PriceSheets } | { ok: false; fields: FieldErrors } {
  const parsed = priceSheetsSchema.safeParse(draft);
  if (!parsed.success) return { ok: false, fields: fieldErrors(parsed.error.issues) };
  return { ok: true, values: parsed.data };
}

/** "Changed the print prices and the wedding album prices", for the activity log. */
export function priceSheetsChangeSummary(before: PriceSheets, after: PriceSheets): string {
  return changeSummary(
    [
      differs(before.prints, after.prints) && "print prices",
      differs(before.photoAlbum, after.photoAlbum) && "photo album prices",
      differs(before.weddingAlbum, after.weddingAlbum) && "wedding album prices",
      differs(before.weddingAlbumExtras, after.weddingAlbumExtras) && "wedding album extras",
    ],
    "Saved the prices unchanged",
  );
}
