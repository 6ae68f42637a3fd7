import type { Kysely, Selectable } from "kysely";
import { resolveCollection } from "~/catalogue/collections";
import { largestFallbackUrl } from "~/images/srcset";
import type { ResolvedImage } from "~/images/types";
import { libraryImage } from "~/images/variants";
import { portfolioPath, portfolioSlugs, type PortfolioSlug } from "~/shared/portfolio-slugs";
import { db as sharedDb } from "../db/db.server";
import type { Database, PortfoliosTable } from "../db/schema";
import { getPhotosByIds, type MediaPhoto, type PhotoUsage } from "../media/library.server";
import { ensurePortfolios } from "./portfolios-seed.server";

// The eight portfolios as the pages and the editor read them (docs/decisions/022). The slugs and
// routes are fixed in code (app/shared/portfolio-slugs.ts), so is whether a gallery opens a
// lightbox (a design choice, app/catalogue/collections.ts); words, photos, order and cover are
// the database's.

export type PortfolioRow = Selectable<PortfoliosTable>;

export interface PortfolioItem {
  /** portfolio_photos.id: what the editor's actions name. */
  itemId: number;
  photoId: number;
  altText: string;
  caption: string;
  photo: MediaPhoto;
}

export interface StoredPortfolio {
  row: PortfolioRow;
  items: PortfolioItem[];
}

export function isPortfolioSlug(slug: string): slug is PortfolioSlug {
  return (portfolioSlugs as readonly string[]).includes(slug);
}

export async function readPortfolioRow(slug: PortfolioSlug, db: Kysely<Database> = sharedDb()) {
  let row = await db.selectFrom("portfolios").selectAll().where("slug", "=", slug).executeTakeFirst();
  if (!row) {
    // A database migrated by another tool is seeded on first read, like the other content.
    await ensurePortfolios(db);
    row = await db.selectFrom("portfolios").selectAll().where("slug", "=", slug).executeTakeFirstOrThrow();
  }
  return { ...row, id: Number(row.id), version: Number(row.version) };
}

/** A portfolio with its photos in order, each with its library record. */
export async function readPortfolio(slug: PortfolioSlug, db: Kysely<Database> = sharedDb()): Promise<StoredPortfolio> {
  const row = await readPortfolioRow(slug, db);
  const links = await db
    .selectFrom("portfolio_photos")
    .selectAll()
    .where("portfolio_id", "=", row.id)
    .orderBy("position")
    .orderBy("id")
    .execute();
  const photos = new Map(
    (
      await getPhotosByIds(
        db,
        links.map((l) => Number(l.photo_id)),
      )
    ).map((p) => [p.id, p]),
  );
  const items = links.flatMap((link) => {
    const photo = photos.get(Number(link.photo_id));
    return photo
      ? [{ itemId: Number(link.id), photoId: photo.id, altText: link.alt_text, caption: link.caption, photo }]
      : [];
  });
  return { row, items };
}

/** What the page says for a photo: its alt text here, else the library's description. */
function altOf(item: Pick<PortfolioItem, "altText">, libraryAlt: string, title: string) {
  return item.altText || libraryAlt || `A photo from the ${title}`;
}

export interface PortfolioPageImage {
  image: ResolvedImage;
  alt: string;
  caption: string;
}

/** The public page: ready photos only (one still processing appears when it is ready). */
export async function portfolioPage(slug: PortfolioSlug, db?: Kysely<Database>) {
  const { row, items } = await readPortfolio(slug, db);
  const images: PortfolioPageImage[] = items.flatMap((item) => {
    const image = libraryImage(item.photo);
    return image ? [{ image, alt: altOf(item, item.photo.altText, row.title), caption: item.caption }] : [];
  });
  const [first] = images;
  return {
    route: portfolioPath(slug),
    title: row.heading,
    cardTitle: row.title,
    subtitle: row.subtitle,
    description: row.description,
    hasLightbox: resolveCollection(slug).hasLightbox,
    images,
    ogImage: first ? largestFallbackUrl(first.image) : undefined,
  };
}

export interface WorkCard {
  slug: PortfolioSlug;
  route: string;
  title: string;
  description: string;
  image: ResolvedImage | undefined;
  alt: string;
}

/** The /work cards in the fixed order: each portfolio's cover, else its first ready photo. */
export async function workCards(db: Kysely<Database> = sharedDb()): Promise<WorkCard[]> {
  const rows = await Promise.all(portfolioSlugs.map((slug) => readPortfolioRow(slug, db)));
  const links = await db
    .selectFrom("portfolio_photos")
    .innerJoin("media_photos", "media_photos.id", "portfolio_photos.photo_id")
    .select([
      "portfolio_photos.portfolio_id",
      "portfolio_photos.photo_id",
      "portfolio_photos.alt_text",
      "media_photos.state",
    ])
    .where(
      "portfolio_photos.portfolio_id",
      "in",
      rows.map((r) => r.id),
    )
    .orderBy("portfolio_photos.portfolio_id")
    .orderBy("portfolio_photos.position")
    .execute();
  const covers = rows.map((row) => {
    const own = links.filter((l) => Number(l.portfolio_id) === row.id && l.state === "ready");
    return own.find((l) => Number(l.photo_id) === Number(row.cover_photo_id)) ?? own[0];
  });
  const photos = new Map(
    (
      await getPhotosByIds(
        db,
        covers.flatMap((c) => (c ? [Number(c.photo_id)] : [])),
      )
    ).map((p) => [p.id, p]),
  );
  return rows.map((row, i) => {
    const cover = covers[i];
    const photo = cover ? photos.get(Number(cover.photo_id)) : undefined;
    return {
      slug: row.slug as PortfolioSlug,
      route: portfolioPath(row.slug as PortfolioSlug),
      title: row.title,
      description: row.card_text,
      image: photo ? libraryImage(photo) : undefined,
      alt: cover && photo ? altOf({ altText: cover.alt_text }, photo.altText, row.title) : "",
    };
  });
}

/** For the library: "Wedding portfolio" (as the built-in photos say it, so the two merge). */
export const portfolioUsageLabel = (slug: string) => `${slug.charAt(0).toUpperCase()}${slug.slice(1)} portfolio`;

// A photo in a portfolio is in use: the library names the portfolio and refuses to delete it
// (remove it from the portfolio first).
export async function portfoliosUsingPhoto(db: Kysely<Database>, photoId: number): Promise<PhotoUsage[]> {
  const rows = await db
    .selectFrom("portfolio_photos")
    .innerJoin("portfolios", "portfolios.id", "portfolio_photos.portfolio_id")
    .select("portfolios.slug")
    .where("portfolio_photos.photo_id", "=", photoId)
    .orderBy("portfolios.id")
    .execute();
  return rows.map(({ slug }) => ({
    label: portfolioUsageLabel(slug),
    href: isPortfolioSlug(slug) ? portfolioPath(slug) : "/work",
  }));
}
