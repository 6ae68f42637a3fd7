import type { Kysely } from "kysely";
import { getImage, hasImage } from "~/images/images.server";
import { largestFallbackUrl } from "~/images/srcset";
import type { ResolvedImage } from "~/images/types";
import type { HomeMediaItems, LogoRef, PhotoItem } from "~/shared/content/home-media.schema";
import { db as sharedDb } from "../db/db.server";
import type { Database } from "../db/schema";
import { readHomeMedia, readyImages } from "./home-media.server";

// What the home page shows of its photo lists: each photo resolved for <Picture>, in order.

export interface HomeMediaForPage {
  hero: { image: ResolvedImage; alt: string }[];
  featured: { image: ResolvedImage; alt: string; name: string; link: string }[];
  portraits: { image: ResolvedImage; alt: string }[];
  /** The first slide's widest JPEG, for og:image. */
  ogImage: string | undefined;
}

const photoIdsOf = (items: HomeMediaItems) => [
  ...items.hero.map((i) => i.photoId),
  ...items.about.map((i) => i.photoId),
  ...items.featured.flatMap((i) => (i.logo.kind === "library" ? [i.logo.photoId] : [])),
];

function logoImage(logo: LogoRef, images: Map<number, ResolvedImage>): ResolvedImage | undefined {
  if (logo.kind === "library") return images.get(logo.photoId);
  return hasImage(logo.key) ? getImage(logo.key) : undefined;
}

/** Resolved for <Picture>, in order. A photo that is gone or not ready is left out, never a 500. */
export function shownLists(items: HomeMediaItems, images: Map<number, ResolvedImage>): HomeMediaForPage {
  const shown = (list: PhotoItem[]) =>
    list.flatMap((item) => {
      const image = images.get(item.photoId);
      return image ? [{ image, alt: item.alt }] : [];
    });
  const hero = shown(items.hero);
  return {
    hero,
    featured: items.featured.flatMap((item) => {
      const image = logoImage(item.logo, images);
      return image ? [{ image, alt: `${item.name} logo`, name: item.name, link: item.link }] : [];
    }),
    portraits: shown(items.about),
    ogImage: hero[0] ? largestFallbackUrl(hero[0].image) : undefined,
  };
}

export async function homeMediaForPage(db: Kysely<Database> = sharedDb()): Promise<HomeMediaForPage> {
  const { items } = await readHomeMedia(db);
  return shownLists(items, await readyImages(db, photoIdsOf(items)));
}
