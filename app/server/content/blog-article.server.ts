import type { Kysely } from "kysely";
import { z } from "zod";
import { fieldErrors, type FieldErrors } from "~/shared/field-errors";
import { db as sharedDb } from "../db/db.server";
import type { Database } from "../db/schema";
import { registerPhotoUsageSource } from "../media/library.server";
import { blogMarkdownField } from "./blog-markdown.server";
import { seedBlogArticle } from "./blog-seed.server";
import {
  MAX_VENUE_PHOTOS,
  MAX_VENUES,
  type BlogArticleValues,
  type BlogDraft,
  type BlogPhotoDraft,
  type BlogVenueDraft,
} from "~/shared/blog-article";
import { nestForm } from "../admin/editor/form-draft.server";
import { saveVersioned } from "./versioned-save.server";

// The blog article (SPEC §2.9): one row, seeded on first start with today's article, edited in
// /admin/blog. Reads go through zod, so a hand-edited row that breaks the shape fails loudly.

export const BLOG_ARTICLE_ID = 1;

export async function ensureBlogArticle(db: Kysely<Database> = sharedDb()) {
  const exists = await db.selectFrom("blog_article").select("id").where("id", "=", BLOG_ARTICLE_ID).executeTakeFirst();
  if (exists) return;
  const seed = await seedBlogArticle(db);
  await db
    .insertInto("blog_article")
    .values({ id: BLOG_ARTICLE_ID, ...toColumns(seed) })
    .onConflict((oc) => oc.column("id").doNothing())
    .execute();
}

function toColumns(v: BlogArticleValues) {
  return {
    title: v.title,
    description: v.description,
    hero_photo_id: v.heroPhotoId,
    intro: v.intro,
    toc_heading: v.tocHeading,
    venues: JSON.stringify(v.venues),
    closing_heading: v.closingHeading,
    closing: v.closing,
  };
}

const storedVenue = z.object({
  slug: z.string().min(1),
  name: z.string(),
  location: z.string(),
  setting: z.string(),
  text: z.string(),
  photos: z.array(z.object({ photoId: z.number().int(), alt: z.string(), wide: z.boolean() })),
});
const storedRow = z.object({
  version: z.coerce.number().int(),
  title: z.string(),
  description: z.string(),
  hero_photo_id: z.coerce.number().int().nullable(),
  intro: z.string(),
  toc_heading: z.string(),
  venues: z.string().transform((text, ctx) => {
    const parsed = z.array(storedVenue).safeParse(JSON.parse(text));
    if (!parsed.success) {
      ctx.addIssue({ code: "custom", message: "blog_article.venues is not a list of venues" });
      return z.NEVER;
    }
    return parsed.data;
  }),
  closing_heading: z.string(),
  closing: z.string(),
});

export async function readBlogArticle(
  db: Kysely<Database> = sharedDb(),
): Promise<{ values: BlogArticleValues; version: number }> {
  const select = () => db.selectFrom("blog_article").selectAll().where("id", "=", BLOG_ARTICLE_ID).executeTakeFirst();
  let row = await select();
  if (!row) {
    await ensureBlogArticle(db);
    row = await select();
  }
  const r = storedRow.parse(row);
  return {
    version: r.version,
    values: {
      title: r.title,
      description: r.description,
      heroPhotoId: r.hero_photo_id,
      intro: r.intro,
      tocHeading: r.toc_heading,
      venues: r.venues,
      closingHeading: r.closing_heading,
      closing: r.closing,
    },
  };
}

// ---- The editor's form ------------------------------------------------------------------------

export const blankPhoto = (): BlogPhotoDraft => ({ photoId: "", alt: "", wide: "" });
export const blankVenue = (): BlogVenueDraft => ({
  slug: "",
  name: "",
  location: "",
  setting: "",
  text: "",
  photos: [blankPhoto()],
});

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

const text = z.string().catch("");
const draftSchema = z.object({
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

const FORM_FIELD = /^(title|description|heroPhotoId|intro|tocHeading|closingHeading|closing|venues\..+)$/;

/** The posted form as a draft (nothing checked yet, every value as typed). */
export function draftFromForm(form: FormData): BlogDraft {
  return draftSchema.parse(nestForm(form, (name) => FORM_FIELD.test(name)));
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

/** Checked draft → the record's values (a photo slot left completely blank is dropped). */
export function parseBlogDraft(
  draft: BlogDraft,
): { ok: true; values: BlogArticleValues } | { ok: false; fields: FieldErrors } {
  const trimmed: BlogDraft = {
    ...draft,
    venues: draft.venues.map((venue) => ({
      ...venue,
      photos: venue.photos.filter((p) => p.photoId.trim() !== "" || p.alt.trim() !== ""),
    })),
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
    const venue = draft.venues[Number(m[1])];
    const shown = venue?.photos
      .map((p, i) => ({ p, i }))
      .filter(({ p }) => p.photoId.trim() !== "" || p.alt.trim() !== "")[Number(m[2])];
    out[`venues.${m[1]}.photos.${shown?.i ?? m[2]}.${m[3]}`] = message;
  }
  return out;
}

/** Photo numbers that name no photo in the library, as field errors. */
async function missingPhotos(db: Kysely<Database>, draft: BlogDraft, v: BlogArticleValues): Promise<FieldErrors> {
  const ids = [...(v.heroPhotoId ? [v.heroPhotoId] : []), ...v.venues.flatMap((x) => x.photos.map((p) => p.photoId))];
  if (ids.length === 0) return {};
  const found = new Set(
    (
      await db
        .selectFrom("media_photos")
        .select("id")
        .where("id", "in", [...new Set(ids)])
        // A client's gallery photo is not in the Photos library (and never on a public page).
        .where("source", "!=", "gallery")
        .execute()
    ).map((r) => Number(r.id)),
  );
  const fields: FieldErrors = {};
  const message = (id: number) => `There is no photo number ${id} in the Photos library.`;
  if (v.heroPhotoId && !found.has(v.heroPhotoId)) fields.heroPhotoId = message(v.heroPhotoId);
  draft.venues.forEach((venue, i) =>
    venue.photos.forEach((p, j) => {
      const id = Number(p.photoId.trim());
      if (p.photoId.trim() && !found.has(id)) fields[`venues.${i}.photos.${j}.photoId`] = message(id);
    }),
  );
  return fields;
}

/** Checks a draft the way Save does, including that every photo exists (Preview uses this too). */
export async function checkBlogDraft(
  draft: BlogDraft,
  db: Kysely<Database> = sharedDb(),
): Promise<{ ok: true; values: BlogArticleValues } | { ok: false; fields: FieldErrors }> {
  const parsed = parseBlogDraft(draft);
  if (!parsed.ok) return parsed;
  const missing = await missingPhotos(db, draft, parsed.values);
  return Object.keys(missing).length ? { ok: false, fields: missing } : parsed;
}

export type SaveBlogResult =
  { ok: true; version: number } | { ok: false; status: 400; fields: FieldErrors } | { ok: false; status: 409 };

export async function saveBlogArticle(
  draft: BlogDraft,
  expectedVersion: number,
  actorEmail: string,
  db: Kysely<Database> = sharedDb(),
): Promise<SaveBlogResult> {
  const checked = await checkBlogDraft(draft, db);
  if (!checked.ok) return { ok: false, status: 400, fields: checked.fields };
  const before = await readBlogArticle(db);
  const outcome = await saveVersioned({
    db,
    table: "blog_article",
    id: BLOG_ARTICLE_ID,
    expectedVersion,
    values: toColumns(checked.values),
    activity: { actorEmail, area: "Blog", summary: changeSummary(before.values, checked.values) },
  });
  if (!outcome.saved) return { ok: false, status: 409 };
  return { ok: true, version: outcome.version };
}

function changeSummary(before: BlogArticleValues, after: BlogArticleValues): string {
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const changed = [
    before.title !== after.title && "title",
    before.description !== after.description && "description",
    before.heroPhotoId !== after.heroPhotoId && "share photo",
    (before.intro !== after.intro ||
      before.closing !== after.closing ||
      before.tocHeading !== after.tocHeading ||
      before.closingHeading !== after.closingHeading) &&
      "article text",
    !same(before.venues, after.venues) && "venues",
  ].filter((x): x is string => typeof x === "string");
  if (changed.length === 0) return "Saved the article without changes";
  const list = changed.length === 1 ? changed[0] : `${changed.slice(0, -1).join(", ")} and ${changed.at(-1)}`;
  return `Changed the ${list}`;
}

// The library must not delete a photo the article shows. Built-in photos are protected (and
// labelled "Blog") by their own usage source already, so only the others are named here.
registerPhotoUsageSource("blog", async (db, photoId) => {
  const [row, photo] = await Promise.all([
    db
      .selectFrom("blog_article")
      .select(["hero_photo_id", "venues"])
      .where("id", "=", BLOG_ARTICLE_ID)
      .executeTakeFirst(),
    db.selectFrom("media_photos").select("source").where("id", "=", photoId).executeTakeFirst(),
  ]);
  if (!row || !photo || photo.source === "bundled") return [];
  const venues = z.array(storedVenue).safeParse(JSON.parse(row.venues));
  const used =
    Number(row.hero_photo_id) === photoId ||
    (venues.success && venues.data.some((v) => v.photos.some((p) => p.photoId === photoId)));
  return used ? [{ label: "Blog", href: "/blog" }] : [];
});
