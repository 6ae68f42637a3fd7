import { z } from "zod";
import { fieldErrors, type FieldErrors } from "~/shared/field-errors";
import { LIST_LIMITS, type DraftRow, type HomeMediaList } from "~/shared/home-media-form";

export {
  draftRows,
  flatForm,
  HOME_MEDIA_IDS,
  HOME_MEDIA_LISTS,
  LIST_LIMITS,
  ROW_FIELDS,
  type DraftRow,
  type HomeMediaList,
} from "~/shared/home-media-form";

// The home page's photo lists (decision 023): what is stored (JSON in home_media.items, checked on
// every read) and what the editor's form may send. Pure: no database, so unit tests run it as is.
// The checks that need the database (does photo 12 exist and is it ready?) live in
// home-media.server.ts and report on the same field names.

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

const LIST_NAMES: Record<HomeMediaList, { one: string; many: string }> = {
  hero: { one: "slide", many: "hero slides" },
  featured: { one: "entry", many: "Featured by entries" },
  about: { one: "photo", many: "about photos" },
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

/** What the row buttons do to the draft: move up or down, remove, use the picked photo, or add one. */
export type RowIntent = { op: "up" | "down" | "remove" | "use"; index: number } | { op: "add" };

export function rowIntent(intent: string): RowIntent | undefined {
  if (intent === "add") return { op: "add" };
  const match = /^(up|down|remove|use)-(\d{1,3})$/.exec(intent);
  return match ? { op: match[1] as "up" | "down" | "remove" | "use", index: Number(match[2]) } : undefined;
}

/**
 * The rows after a move, a removal, an addition or a new photo for a row (`picked`: the fields the
 * library picker fills, e.g. { photo, alt } or { logo }). Out-of-range indexes change nothing.
 */
export function applyRowIntent(rows: readonly DraftRow[], intent: RowIntent, picked: DraftRow): DraftRow[] {
  const next = [...rows];
  if (intent.op === "add") return [...next, picked];
  const { index } = intent;
  if (index < 0 || index >= next.length) return next;
  if (intent.op === "use") {
    next[index] = { ...next[index], ...picked };
    return next;
  }
  if (intent.op === "remove") {
    next.splice(index, 1);
    return next;
  }
  const other = intent.op === "up" ? index - 1 : index + 1;
  if (other < 0 || other >= next.length) return next;
  [next[index], next[other]] = [next[other]!, next[index]!];
  return next;
}

/**
 * The element to focus after a row button's post, so a keyboard user stays on the row she moved
 * (the form is drawn anew): the same button on the row's new place, or the field to fill next.
 */
export function focusAfterChange(list: HomeMediaList, intent: RowIntent, rows: readonly DraftRow[]): string {
  const last = rows.length - 1;
  const firstField = list === "featured" ? "name" : "alt";
  switch (intent.op) {
    case "add":
      return last >= 0 ? `${list}-${firstField}-${last}` : `${list}-pick`;
    case "use":
      return `${list}-${firstField}-${intent.index}`;
    case "remove":
      return last >= 0 ? `${list}-remove-${Math.min(intent.index, last)}` : `${list}-pick`;
    case "up": {
      const at = Math.max(0, intent.index - 1);
      return at > 0 ? `${list}-up-${at}` : `${list}-down-${at}`;
    }
    case "down": {
      const at = Math.min(last, intent.index + 1);
      return at < last ? `${list}-down-${at}` : `${list}-up-${at}`;
    }
  }
}
