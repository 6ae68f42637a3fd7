import type { Kysely } from "kysely";
import { largestFallbackUrl } from "~/images/srcset";
import { libraryImage } from "~/images/variants";
import { db as sharedDb } from "../db/db.server";
import type { Database } from "../db/schema";
import { getPhotosByIds } from "../media/library.server";
import { readBlogArticle } from "./blog-article.server";
import { renderBlogMarkdown } from "./blog-markdown.server";
import type { BlogArticleValues, BlogArticleView } from "~/shared/blog-article";

// What /blog (and the editor's preview) shows: the stored article with its Markdown rendered on
// the server and its photos resolved from the media library. A photo that is not ready (or was
// removed by SQL) is left out rather than breaking the page.

export async function blogArticleView(values: BlogArticleValues, db: Kysely<Database>): Promise<BlogArticleView> {
  const ids = [
    ...(values.heroPhotoId ? [values.heroPhotoId] : []),
    ...values.venues.flatMap((v) => v.photos.map((p) => p.photoId)),
  ];
  const photos = new Map((await getPhotosByIds(db, ids)).map((photo) => [photo.id, photo]));
  const imageOf = (id: number) => {
    const photo = photos.get(id);
    return photo ? libraryImage(photo) : undefined;
  };
  const hero = values.heroPhotoId ? imageOf(values.heroPhotoId) : undefined;
  // The share image's words: the article's own alt text for it, else the library's, else the title.
  const heroAlt =
    values.venues.flatMap((v) => v.photos).find((p) => p.photoId === values.heroPhotoId)?.alt ||
    (values.heroPhotoId ? photos.get(values.heroPhotoId)?.altText : undefined) ||
    values.title;
  return {
    title: values.title,
    description: values.description,
    shareImage: hero ? largestFallbackUrl(hero) : undefined,
    shareImageAlt: heroAlt,
    introHtml: renderBlogMarkdown(values.intro),
    tocHeading: values.tocHeading,
    venues: values.venues.map((venue) => ({
      slug: venue.slug,
      name: venue.name,
      location: venue.location,
      setting: venue.setting,
      html: renderBlogMarkdown(venue.text),
      photos: venue.photos.flatMap((p) => {
        const image = imageOf(p.photoId);
        return image ? [{ image, alt: p.alt, wide: p.wide }] : [];
      }),
    })),
    closingHeading: values.closingHeading,
    closingHtml: renderBlogMarkdown(values.closing),
  };
}

/** The stored article, ready for the page. */
export async function blogArticleForPage(db: Kysely<Database> = sharedDb()): Promise<BlogArticleView> {
  const { values } = await readBlogArticle(db);
  return blogArticleView(values, db);
}
