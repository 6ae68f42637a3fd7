import { z } from "zod";
import { urlNameFrom } from "~/shared/url-name";
import {
  priceSources,
  productStatuses,
  type PriceSource,
  type ProductRow,
  type ProductStatus,
} from "~/catalogue/product-rows";
import { dollarsText } from "~/shared/content/investment.schema";
import { fieldErrors, type FieldErrors } from "~/shared/field-errors";
import { defineIntents } from "~/shared/admin/intents";
import { ownSizesSchema, parseSizeRows } from "./price-sheets.schema";

// The product form of /admin/products (decision 050): its fields (every value a string, as posted),
// what each accepts, in her words, and the names the form shows for the price sheets and statuses.
// Shared by the page and the server.

export const PRODUCT_LIST_INTENTS = defineIntents(["move-up", "move-down", "move-to"]);
export const NEW_PRODUCT_INTENTS = defineIntents(["create"]);
export const PRODUCT_INTENTS = defineIntents(["save"]);

/** The choices of the photo field besides a library photo: keep the shop's own picture. */
export const BUILT_IN_PHOTO = "built-in";

/** The sheets named as she knows them (the editor's price choice). */
export const PRICE_SOURCE_LABELS: Record<PriceSource, string> = {
  prints: "Fine art prints (portrait)",
  "prints-landscape": "Fine art prints (landscape)",
  "photo-album": "Signature Photo Album",
  "wedding-album": "Signature Wedding Album",
  sheet: "One of your named price sheets",
  own: "Its own sizes and prices",
};

/** The price choice of her named sheet `id` ("sheet:3"), as the form posts it (decision 054). */
export const namedSheetChoice = (id: number) => `sheet:${id}`;
const namedSheetId = (choice: string): number | null => {
  const id = /^sheet:(\d{1,9})$/.exec(choice)?.[1];
  return id === undefined ? null : Number(id);
};

export const STATUS_LABELS: Record<ProductStatus, { label: string; help: string }> = {
  published: { label: "Published", help: "Listed on All Products and for sale." },
  hidden: {
    label: "Hidden",
    help: "Not listed and not for sale for now (its page answers “Product not found”); publish it again any time.",
  },
  retired: {
    label: "Retired",
    help: "No longer sold. Past orders keep it as they were bought; its page answers “Product not found”.",
  },
};

/** The form as posted: nothing checked yet. */
export interface ProductDraft {
  title: string;
  slug: string;
  category: string;
  newCategory: string;
  description: string;
  information: string;
  photo: string;
  priceSource: string;
  ownSizes: { size: string; price: string }[];
  status: string;
}

/** "Desert Bloom Print!" → "desert-bloom-print": the URL name a new product is offered. */
export const slugFrom = (title: string): string => urlNameFrom(title, 60);

export function toProductDraft(row: ProductRow): ProductDraft {
  return {
    title: row.title,
    slug: row.id,
    category: row.category,
    newCategory: "",
    description: row.description,
    information: row.information.join("\n"),
    photo: row.photoId !== null ? String(row.photoId) : row.imageKey ? BUILT_IN_PHOTO : "",
    priceSource: row.priceSource === "sheet" ? namedSheetChoice(row.priceSheetId ?? 0) : row.priceSource,
    ownSizes: row.ownSizes.map((o) => ({ size: o.size, price: dollarsText(o.cents) })),
    status: row.status,
  };
}

const noAngles = (t: string) => !/[<>]/.test(t);
const line = (max: number, empty: string, what: string) =>
  z
    .string()
    .trim()
    .min(1, empty)
    .max(max, `Keep ${what} to ${max} characters or fewer.`)
    .refine(noAngles, `${what[0]!.toUpperCase()}${what.slice(1)} cannot contain < or >.`);

const slug = z
  .string()
  .trim()
  .min(1, "Enter the URL name, e.g. desert-bloom.")
  .max(60, "Keep the URL name to 60 characters or fewer.")
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "Use lowercase letters, numbers and single hyphens only, e.g. desert-bloom.")
  // /admin/products/new is the form for a new product.
  .refine((t) => t !== "new", "The URL name new is reserved: choose another.");

const productSchema = z.object({
  title: line(120, "Enter the product's name, e.g. Desert Bloom.", "the name"),
  category: line(40, "Choose a category, or type a new one.", "the category"),
  description: line(1000, "Describe the product in a sentence or two.", "the description"),
  information: z
    .array(
      z
        .string()
        .max(120, "Keep each line to 120 characters or fewer.")
        .refine(noAngles, "A line cannot contain < or >."),
    )
    .max(12, "Keep the Product Information to 12 lines or fewer."),
  photo: z.string().trim().min(1, "Choose a photo from your Photos library."),
  priceSource: z.enum(priceSources, { error: "Choose where its sizes and prices come from." }),
  ownSizes: z.array(z.object({ size: z.string(), price: z.string() })),
  status: z.enum(productStatuses, { error: "Choose Published, Hidden or Retired." }),
});

export type ParsedProduct = Omit<ProductRow, "id"> & { id: string };

/**
 * The draft checked: a product row, or the messages under each field. `id` is the saved product's
 * (fixed) or, for a new one, the URL name typed or made from the title.
 */
export function parseProductDraft(
  draft: ProductDraft,
  existing?: Pick<ProductRow, "id" | "imageKey">,
): { ok: true; value: ParsedProduct } | { ok: false; fields: FieldErrors } {
  const fields: FieldErrors = {};
  const information = draft.information
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
  const priceSheetId = namedSheetId(draft.priceSource);
  const parsed = productSchema.safeParse({
    ...draft,
    category: draft.newCategory.trim() || draft.category,
    information,
    // "sheet" alone names no sheet: refused as no choice at all.
    priceSource: priceSheetId !== null ? "sheet" : draft.priceSource === "sheet" ? "" : draft.priceSource,
  });
  if (!parsed.success) Object.assign(fields, fieldErrors(parsed.error.issues));
  const id = existing ? slug.safeParse(existing.id) : slug.safeParse(draft.slug.trim() || slugFrom(draft.title));
  if (!id.success) fields.slug ??= id.error.issues[0]!.message;
  let ownSizes: ProductRow["ownSizes"] = [];
  if (draft.priceSource === "own") {
    const sizes = parseSizeRows(draft.ownSizes, ownSizesSchema, "ownSizes");
    if (sizes.ok) ownSizes = sizes.sizes;
    else for (const [name, message] of Object.entries(sizes.fields)) fields[name] ??= message;
  }
  const photo = draft.photo.trim();
  const builtIn = photo === BUILT_IN_PHOTO && existing?.imageKey ? existing.imageKey : null;
  const photoId = builtIn === null && /^\d{1,9}$/.test(photo) ? Number(photo) : null;
  if (!parsed.success || !id.success || Object.keys(fields).length > 0) return { ok: false, fields };
  if (builtIn === null && photoId === null)
    return { ok: false, fields: { photo: "Choose a photo from your Photos library." } };
  const { title, category, description, priceSource, status } = parsed.data;
  return {
    ok: true,
    value: {
      id: id.data,
      title,
      category,
      description,
      information: parsed.data.information,
      imageKey: builtIn,
      photoId,
      priceSource,
      ownSizes,
      priceSheetId: priceSource === "sheet" ? priceSheetId : null,
      status,
    },
  };
}
