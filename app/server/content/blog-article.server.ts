import type { Kysely } from "kysely";
import { z } from "zod";
import type { BlogArticleValues, BlogDraft } from "~/shared/blog-article";
import { blogChangeSummary, blogDraftSchema, isBlogField, parseBlogDraft } from "~/shared/content/blog-article.schema";
import type { FieldErrors } from "~/shared/field-errors";
import { invalid } from "../admin/editor/edit-result.server";
import { nestForm } from "../admin/editor/form-draft.server";
import { insertSeedRow, jsonColumn, readSeededRow, recordRowSave } from "../admin/editor/record-row.server";
import { parsedForm, type Parsed } from "../admin/editor/form-values.server";
import { db as sharedDb } from "../db/db.server";
import type { Database } from "../db/schema";
import type { PhotoUsage } from "../media/library.server";
import { seedBlogArticle } from "./blog-seed.server";

// The blog article (SPEC §2.9): one row, seeded on first start with today's article, edited in
// /admin/blog. Reads go through zod, so a hand-edited row that breaks the shape fails loudly.

export const BLOG_ARTICLE_ID = 1;

/** Inserts the seed article unless one exists (first start); safe to call on every start. */
export async function ensureBlogArticle(db: Kysely<Database> = sharedDb()) {
  const exists = await db.selectFrom("blog_article").select("id").where("id", "=", BLOG_ARTICLE_ID).executeTakeFirst();
  if (exists) return;
  await insertSeedRow(db, "blog_article", BLOG_ARTICLE_ID, toColumns(await seedBlogArticle(db)));
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
  venues: jsonColumn(z.array(storedVenue), "blog_article.venues"),
  closing_heading: z.string(),
  closing: z.string(),
});

export async function readBlogArticle(
  db: Kysely<Database> = sharedDb(),
): Promise<{ values: BlogArticleValues; version: number }> {
  const r = storedRow.parse(await readSeededRow(db, "blog_article", BLOG_ARTICLE_ID, ensureBlogArticle));
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

/** The posted form as a draft (nothing checked yet, every value as typed). */
export function blogDraftFromForm(form: FormData): BlogDraft {
  return blogDraftSchema.parse(nestForm(form, isBlogField));
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
): Promise<Parsed<BlogArticleValues>> {
  const parsed = parsedForm(parseBlogDraft(draft));
  if (!parsed.ok) return parsed;
  const missing = await missingPhotos(db, draft, parsed.value);
  if (Object.keys(missing).length > 0) return { ok: false, refusal: invalid(missing) };
  return parsed;
}

/** Checks the draft and saves it if nobody saved since the form was loaded. */
export const saveBlogArticle = recordRowSave({
  table: "blog_article",
  id: BLOG_ARTICLE_ID,
  area: "Blog",
  notice: "Saved: the blog shows the new article now.",
  check: checkBlogDraft,
  read: readBlogArticle,
  columns: toColumns,
  summary: (before, after) => blogChangeSummary(before.values, after),
});

// The library must not delete a photo the article shows. Built-in photos are protected (and
// labelled "Blog") by their own usage source already, so only the others are named here.
export async function blogUsingPhoto(db: Kysely<Database>, photoId: number): Promise<PhotoUsage[]> {
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
}
