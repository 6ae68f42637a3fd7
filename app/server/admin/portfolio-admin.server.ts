import { data } from "react-router";
import { thumbnailUrl } from "~/components/admin/photos/photo-format";
import { db as sharedDb } from "~/server/db/db.server";
import { portfolioDetailsOf } from "~/shared/content/portfolio.schema";
import { portfolioSlugs, type PortfolioSlug } from "~/shared/portfolio-slugs";
import { isPortfolioSlug, readPortfolio, readPortfolioRow } from "../content/portfolios.server";
import { libraryListing } from "./photo-library-page.server";

// What the portfolio editor's screens show: the list, one portfolio's words and photos, and the
// library picker. Its changes are app/server/content/portfolio-edits.server.ts.

export function slugParam(slug: string | undefined): PortfolioSlug {
  if (!slug || !isPortfolioSlug(slug)) throw data({ error: "There is no such portfolio." }, { status: 404 });
  return slug;
}

/** The list screen: each portfolio's title, photo count and cover thumbnail. */
export async function portfolioList() {
  return Promise.all(
    portfolioSlugs.map(async (slug) => {
      const { row, items } = await readPortfolio(slug);
      const cover = items.find((i) => i.photoId === Number(row.cover_photo_id)) ?? items[0];
      return {
        slug,
        title: row.title,
        count: items.length,
        processing: items.filter((i) => i.photo.state !== "ready").length,
        cover: cover ? (thumbnailUrl(cover.photo.variants) ?? null) : null,
        updatedAt: new Date(row.updated_at).toISOString(),
      };
    }),
  );
}

/** The editor screen's data: the words, and every photo with a thumbnail and its state. */
export async function portfolioEditorData(slug: PortfolioSlug) {
  const { row, items } = await readPortfolio(slug);
  return {
    slug,
    version: row.version,
    details: portfolioDetailsOf(row),
    coverPhotoId: row.cover_photo_id === null ? (items[0]?.photoId ?? null) : Number(row.cover_photo_id),
    items: items.map((item) => ({
      itemId: item.itemId,
      photoId: item.photoId,
      altText: item.altText,
      caption: item.caption,
      filename: item.photo.filename,
      state: item.photo.state,
      thumb: thumbnailUrl(item.photo.variants, 200) ?? null,
      placeholder: item.photo.placeholder,
    })),
  };
}

/** The photo ids already in a portfolio (the picker leaves them out). */
async function photoIdsIn(portfolioId: number): Promise<Set<number>> {
  const rows = await sharedDb()
    .selectFrom("portfolio_photos")
    .select("photo_id")
    .where("portfolio_id", "=", portfolioId)
    .execute();
  return new Set(rows.map((r) => Number(r.photo_id)));
}

/** The picker: ready library photos not yet in this portfolio, on one page of the library. */
export async function portfolioPickerData(slug: PortfolioSlug, url: URL) {
  const row = await readPortfolioRow(slug);
  const [present, { photos, search, page, pages }] = await Promise.all([photoIdsIn(row.id), libraryListing(url)]);
  const choices = photos
    .filter((p) => p.state === "ready" && !present.has(p.id))
    .map((p) => ({ id: p.id, filename: p.filename, altText: p.altText, thumb: thumbnailUrl(p.variants, 200) ?? null }));
  return { slug, title: row.title, photos: choices, search, page, pages };
}
