import { z } from "zod";
import { changeSummary, differs } from "~/shared/admin/change-summary";
import {
  MAX_VENUE_PHOTOS,
  MAX_VENUES,
  type BlogArticleValues,
  type BlogDraft,
  type BlogPhotoDraft,
  type BlogVenueDraft,
} from "~/shared/blog-article";
import { fieldErrors, type FieldErrors } from "~/shared/field-errors";
import { safeMarkdownField } from "~/shared/markdown-field";

// The blog editor's form (/admin/blog): the stored article as the form's draft (every field a
// string, the venues' fields named by path, "venues.2.photos.0.alt"), what each field accepts (the
// messages are the ones shown under each field), and the activity log's words.

export const blankPhoto = (): BlogPhotoDraft => ({ photoId: "", alt: "", wide: "" });
export const blankVenue = (): BlogVenueDraft => ({
  slug: "",
  name: "",
  location: "",
  setting: "",
  text: "",
  photos: [blankPhoto()],
});

/** A new item for a list's Add button ("venues", or "venues.2.photos"), and the list's room. */
export const blankBlogItem = (list: string) => (list === "venues" ? blankVenue() : blankPhoto());
export const blogListMax = (list: string) => (list === "venues" ? MAX_VENUES : MAX_VENUE_PHOTOS);

/** The stored article as the form shows it. */
export function toDraft(v: BlogArticleValues): BlogDraft {
  return {
    title: v.title,
    description: v.description,
    heroPhotoId: v.heroPhotoId === null ? "" : String(v.heroPhotoId),
    intro: v.intro,
    tocHeading: v.tocHeading,
    venues: v.venues.map((venue) => ({
      ...venue,
      photos: venue.photos.map((p) => ({ photoId: String(p.photoId), alt: p.alt, wide: p.wide ? "on" : "" })),
    })),
    closingHeading: v.closingHeading,
    closing: v.closing,
  };
}

/** The form's fields, by name ("title", "venues.2.photos.0.alt"). */
export const isBlogField = (name: string) =>
  /^(title|description|heroPhotoId|intro|tocHeading|closingHeading|closing|venues\..+)$/.test(name);

const text = z.string().catch("");

/** The posted fields, nested, as a draft: nothing checked yet, every value as typed. */
export const blogDraftSchema = z.object({
  title: text,
  description: text,
  heroPhotoId: text,
  intro: text,
  tocHeading: text,
  closingHeading: text,
  closing: text,
  venues: z
    .array(
      z.object({
        slug: text,
        name: text,
        location: text,
        setting: text,
        text,
        photos: z.array(z.object({ photoId: text, alt: text, wide: text })).catch([]),
      }),
    )
    .catch([]),
});

// The article's Markdown (rendered by app/server/content/blog-markdown.server.ts): the about text's
// subset plus ### headings and lists, without HTML or script links (~/shared/markdown-field).
/** "# " and "## ": the page's title and its sections use those levels. */
const BIG_HEADING = /^ {0,3}#{1,2}(\s|$)/m;

/** A Markdown field of the article, with the messages shown under it. */
export function blogMarkdownField(what: string, max: number) {
  return z
    .string()
    .trim()
    .min(1, `Write the ${what}.`)
    .pipe(safeMarkdownField(what, max))
    .refine(
      (t) => !BIG_HEADING.test(t),
      "Use ### for a heading here: the larger sizes are the article's title and its sections.",
    );
}

const plain = (what: string, max: number, example = "") =>
  z.string().trim().min(1, `Enter the ${what}${example}.`).max(max, `Keep the ${what} to ${max} characters or fewer.`);
const photoNumber = z
  .string()
  .trim()
  .regex(/^\d{1,9}$/, "Enter the photo's number from the Photos library (the list offers them).")
  .transform(Number);

const venueSchema = z.object({
  slug: z.string(),
  name: plain("venue's name", 120),
  location: plain("place", 120, ", e.g. Scottsdale"),
  setting: plain("kind of venue", 120, ", e.g. Historic resort"),
  text: blogMarkdownField("venue's text", 6000),
  photos: z
    .array(
      z.object({
        photoId: photoNumber,
        alt: plain("photo's description for people who cannot see it", 300),
        wide: z.string().transform((v) => v === "on"),
      }),
    )
    .max(MAX_VENUE_PHOTOS, `A venue shows at most ${MAX_VENUE_PHOTOS} photos.`),
});

export const blogArticleSchema = z.object({
  title: plain("article's title", 120),
  description: plain("description for search engines", 300),
  heroPhotoId: z.union([z.literal("").transform(() => null), photoNumber]),
  intro: blogMarkdownField("introduction", 6000),
  tocHeading: plain("heading of the list of venues", 120),
  venues: z.array(venueSchema).min(1, "Keep at least one venue.").max(MAX_VENUES, `At most ${MAX_VENUES} venues.`),
  closingHeading: plain("closing heading", 120),
  closing: blogMarkdownField("closing text", 6000),
});

/** "Royal Palms Resort & Spa" → "royal-palms-resort-spa". */
function slugify(name: string): string {
  const slug = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
  return slug || "venue";
}

const filled = (p: BlogPhotoDraft) => p.photoId.trim() !== "" || p.alt.trim() !== "";

/** Checked draft → the record's values (a photo slot left completely blank is dropped). */
export function parseBlogDraft(
  draft: BlogDraft,
): { ok: true; values: BlogArticleValues } | { ok: false; fields: FieldErrors } {
  const trimmed: BlogDraft = {
    ...draft,
    venues: draft.venues.map((venue) => ({ ...venue, photos: venue.photos.filter(filled) })),
  };
  const parsed = blogArticleSchema.safeParse(trimmed);
  if (!parsed.success) return { ok: false, fields: renumberPhotoErrors(fieldErrors(parsed.error.issues), draft) };
  const taken = new Set<string>();
  const venues = parsed.data.venues.map((venue) => {
    // An anchor is kept while it is valid and unique, so links to #the-boulders survive a rename.
    let slug = /^[a-z0-9][a-z0-9-]{0,79}$/.test(venue.slug) ? venue.slug : slugify(venue.name);
    for (let n = 2; taken.has(slug); n++) slug = `${slugify(venue.name)}-${n}`;
    taken.add(slug);
    return { ...venue, slug };
  });
  return { ok: true, values: { ...parsed.data, venues } };
}

/** Errors name photo slots after blank ones were dropped; map them back to the slots on screen. */
function renumberPhotoErrors(fields: FieldErrors, draft: BlogDraft): FieldErrors {
  const out: FieldErrors = {};
  for (const [key, message] of Object.entries(fields)) {
    const m = /^venues\.(\d+)\.photos\.(\d+)\.(.+)$/.exec(key);
    if (!m) {
      out[key] = message;
      continue;
    }
    const shown = draft.venues[Number(m[1])]?.photos.map((p, i) => ({ p, i })).filter(({ p }) => filled(p))[
      Number(m[2])
    ];
    out[`venues.${m[1]}.photos.${shown?.i ?? m[2]}.${m[3]}`] = message;
  }
  return out;
}

/** "Changed the title and venues", for the activity log. */
export function blogChangeSummary(before: BlogArticleValues, after: BlogArticleValues): string {
  const changed = (...keys: (keyof BlogArticleValues)[]) => keys.some((key) => differs(before[key], after[key]));
  return changeSummary(
    [
      changed("title") && "title",
      changed("description") && "description",
      changed("heroPhotoId") && "share photo",
      changed("intro", "closing", "tocHeading", "closingHeading") && "article text",
      changed("venues") && "venues",
    ],
    "Saved the article without changes",
  );
}
