import type { Kysely } from "kysely";
import { leadPhoto, venueArticle, type Venue } from "~/catalogue/phoenix-wedding-venues";
import type { Database } from "../db/schema";
import type { BlogArticleValues } from "~/shared/blog-article";

// Today's article (app/catalogue/phoenix-wedding-venues.ts) as the database's first content.
// Its photos are the built-in ones, which boot() registers in the media library with the slot key
// as file name before the content is seeded; a photo not found there is left out.

/** A venue's paragraphs and highlights as Markdown; renders to today's <p>s, <h3> and <ul>. */
export function venueMarkdown(venue: Pick<Venue, "paragraphs" | "highlights">): string {
  const parts = [...venue.paragraphs];
  if (venue.highlights) {
    parts.push("### Photography Highlights", venue.highlights.map((line) => `- ${line}`).join("\n"));
  }
  return parts.join("\n\n");
}

export async function seedBlogArticle(db: Kysely<Database>): Promise<BlogArticleValues> {
  const keys = [leadPhoto.key, ...venueArticle.venues.flatMap((v) => v.photos.map((p) => p.key))];
  const rows = await db.selectFrom("media_photos").select(["id", "filename"]).where("filename", "in", keys).execute();
  const idOf = new Map(rows.map((row) => [row.filename, Number(row.id)]));
  return {
    title: venueArticle.title,
    description: venueArticle.description,
    heroPhotoId: idOf.get(leadPhoto.key) ?? null,
    intro: venueArticle.intro.join("\n\n"),
    tocHeading: venueArticle.tocHeading,
    venues: venueArticle.venues.map((venue) => ({
      slug: venue.slug,
      name: venue.name,
      location: venue.location,
      setting: venue.setting,
      text: venueMarkdown(venue),
      photos: venue.photos.flatMap((photo) => {
        const photoId = idOf.get(photo.key);
        return photoId ? [{ photoId, alt: photo.alt, wide: photo.orientation === "landscape" }] : [];
      }),
    })),
    closingHeading: venueArticle.closingHeading,
    closing: venueArticle.closing.join("\n\n"),
  };
}
