import { z } from "zod";
import { fieldErrors, type FieldErrors } from "~/shared/field-errors";
import { LIST_LIMITS, LIST_NAMES, type DraftRow, type HomeMediaList } from "./home-media-form";

// The home page's photo lists (decision 023): what is stored (JSON in home_media.items, checked on
// every read), what the editor's form may send, and the mapping between the two. Pure: no
// database, so unit tests run it as is. The checks that need the database (does photo 12 exist
// and is it ready?) live in app/server/content/home-media.server.ts and report on the same field
// names.

export const MAX_ALT = 200;
export const MAX_NAME = 80;

const photoId = z.number().int().positive();

/** A full https:// address with a dotted host name (no javascript:, no http://, no "https://x"). */
export function isHttpsLink(value: string): boolean {
  if (!/^https:\/\//i.test(value) || /\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname.includes(".") && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** A hero slide or an about portrait: a library photo and the words read aloud for it. */
export const photoItemSchema = z.object({ photoId, alt: z.string().min(1).max(MAX_ALT) });
export type PhotoItem = z.infer<typeof photoItemSchema>;

/**
 * A "Featured by" logo: one of the built-in logos (PNG, part of the design, not in the library;
 * the seed) or a photo chosen from the library.
 */
export const logoSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("bundled"), key: z.string().regex(/^site\/featured\/[a-z0-9-]+$/) }),
  z.object({ kind: z.literal("library"), photoId }),
]);
export type LogoRef = z.infer<typeof logoSchema>;

export const featuredItemSchema = z.object({
  name: z.string().min(1).max(MAX_NAME),
  /** "" for no link (today's strip links nowhere). */
  link: z.string().refine((v) => v === "" || isHttpsLink(v)),
  logo: logoSchema,
});
export type FeaturedItem = z.infer<typeof featuredItemSchema>;

export interface HomeMediaItems {
  hero: PhotoItem[];
  featured: FeaturedItem[];
  about: PhotoItem[];
}

/** The stored lists, checked on every read: a hand-edited row that breaks them fails loudly. */
export const storedItemsSchemas = {
  hero: z.array(photoItemSchema).min(LIST_LIMITS.hero.min).max(LIST_LIMITS.hero.max),
  featured: z.array(featuredItemSchema).max(LIST_LIMITS.featured.max),
  about: z.array(photoItemSchema).min(LIST_LIMITS.about.min).max(LIST_LIMITS.about.max),
} satisfies { [K in HomeMediaList]: z.ZodType<HomeMediaItems[K]> };

// ---- The editor's form ----------------------------------------------------------------------
// Each row is a few named fields with its index: photo-0, alt-0 (slides, portraits) or name-0,
// link-0, logo-0 (Featured by); `count` says how many rows the form holds. Field errors use the
// same names, so each message lands under its field.

/** Stored items → rows as the form shows them. */
export function rowsOf<L extends HomeMediaList>(list: L, items: HomeMediaItems[L]): DraftRow[] {
  if (list === "featured") {
    return (items as FeaturedItem[]).map((item) => ({
      name: item.name,
      link: item.link,
      logo: logoValue(item.logo),
    }));
  }
  return (items as PhotoItem[]).map((item) => ({ photo: String(item.photoId), alt: item.alt }));
}

/** A logo as the value of the logo picker: "bundled:site/featured/…" or "library:12". */
export function logoValue(logo: LogoRef): string {
  return logo.kind === "bundled" ? `bundled:${logo.key}` : `library:${logo.photoId}`;
}

const chosenPhoto = z
  .string()
  .trim()
  .regex(/^[1-9]\d{0,11}$/, "Choose a photo from the library.")
  .transform(Number);

const altText = z
  .string()
  .trim()
  .min(1, "Describe the photo in a few words, for people who cannot see it.")
  .max(MAX_ALT, `Keep the description to ${MAX_ALT} characters or fewer.`);

const logoField = z
  .string()
  .trim()
  .transform((value, ctx): LogoRef => {
    const [kind, rest = ""] = value.split(/:(.*)/s);
    const parsed = logoSchema.safeParse(
      kind === "library" ? { kind, photoId: /^[1-9]\d{0,11}$/.test(rest) ? Number(rest) : NaN } : { kind, key: rest },
    );
    if (!parsed.success) {
      ctx.addIssue({
        code: "custom",
        message: "Choose a logo: one of the built-in logos or a photo from the library.",
      });
      return z.NEVER;
    }
    return parsed.data;
  });

const rowSchemas = {
  hero: z.object({ photo: chosenPhoto, alt: altText }),
  about: z.object({ photo: chosenPhoto, alt: altText }),
  featured: z.object({
    name: z
      .string()
      .trim()
      .min(1, "Enter the publication's name.")
      .max(MAX_NAME, `Keep the name to ${MAX_NAME} characters or fewer.`),
    link: z
      .string()
      .trim()
      .refine(
        (v) => v === "" || isHttpsLink(v),
        "Enter the full address, starting with https://, or leave it empty for no link.",
      ),
    logo: logoField,
  }),
};

export type ParsedList<L extends HomeMediaList> =
  { ok: true; items: HomeMediaItems[L] } | { ok: false; fields: FieldErrors };

/** Checks the rows of one list; messages are keyed by field name (alt-2) or `list` for the count. */
export function parseListRows<L extends HomeMediaList>(list: L, rows: readonly DraftRow[]): ParsedList<L> {
  const fields: FieldErrors = {};
  const { min, max } = LIST_LIMITS[list];
  const names = LIST_NAMES[list];
  if (rows.length < min) fields.list = `Keep at least ${min} ${min === 1 ? names.one : names.many}.`;
  if (rows.length > max) fields.list = `There is room for ${max} ${names.many} at most.`;
  const items: unknown[] = [];
  rows.forEach((row, i) => {
    const parsed = rowSchemas[list].safeParse(row);
    if (!parsed.success) {
      for (const [name, message] of Object.entries(fieldErrors(parsed.error.issues))) fields[`${name}-${i}`] = message;
      return;
    }
    const value = parsed.data as Record<string, unknown>;
    items.push(
      list === "featured"
        ? { name: value.name, link: value.link, logo: value.logo }
        : { photoId: value.photo, alt: value.alt },
    );
  });
  if (list === "featured") {
    // The strip keys its entries by name, and two entries of one name would read as a mistake.
    const seen = new Set<string>();
    rows.forEach((row, i) => {
      const name = (row.name ?? "").trim().toLowerCase();
      if (name && seen.has(name)) fields[`name-${i}`] ??= "This publication is in the list already.";
      seen.add(name);
    });
  }
  if (Object.keys(fields).length > 0) return { ok: false, fields };
  return { ok: true, items: storedItemsSchemas[list].parse(items) as HomeMediaItems[L] };
}
