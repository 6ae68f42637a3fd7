import type { Kysely } from "kysely";
import { aboutPortraits, featuredLogos, heroSlides } from "~/catalogue/site-images";
import { registerBundledPhotos } from "~/images/register-bundled.server";
import { HOME_MEDIA_IDS, HOME_MEDIA_LISTS } from "~/shared/content/home-media-form";
import type { HomeMediaItems } from "~/shared/content/home-media.schema";
import { db as sharedDb } from "../db/db.server";
import type { Database } from "../db/schema";

// Today's home page photos (app/catalogue/site-images.ts) as the database's first lists, which
// boot() has registered in the media library just before (filed under their slot key).

/** The seed: today's photos by their library records. */
async function seedItems(db: Kysely<Database>): Promise<HomeMediaItems | undefined> {
  const keys = [...heroSlides, ...aboutPortraits].map((slot) => slot.key);
  const rows = await db
    .selectFrom("media_photos")
    .select(["id", "filename"])
    .where("source", "=", "bundled")
    .where("filename", "in", keys)
    .execute();
  const ids = new Map(rows.map((row) => [row.filename, Number(row.id)]));
  if (keys.some((key) => !ids.has(key))) return undefined;
  const photos = (slots: typeof heroSlides) => slots.map((slot) => ({ photoId: ids.get(slot.key)!, alt: slot.alt }));
  return {
    hero: photos(heroSlides),
    // Today's strip links nowhere; the built-in PNG logos stay outside the library (decision 023).
    featured: featuredLogos.map((logo) => ({ name: logo.name, link: "", logo: { kind: "bundled", key: logo.key } })),
    about: photos(aboutPortraits),
  };
}

/** First start: today's lists become the database's. Existing rows are left alone. */
export async function ensureHomeMedia(db: Kysely<Database> = sharedDb()) {
  const present = await db.selectFrom("home_media").select("id").execute();
  if (present.length === HOME_MEDIA_LISTS.length) return;
  let seed = await seedItems(db);
  if (!seed) {
    // A database set up by another tool, read before boot() registered the built-in photos.
    await registerBundledPhotos(db);
    seed = await seedItems(db);
    if (!seed) throw new Error("home_media: the built-in home page photos are missing from the media library");
  }
  for (const list of HOME_MEDIA_LISTS) {
    await db
      .insertInto("home_media")
      .values({ id: HOME_MEDIA_IDS[list], list, items: JSON.stringify(seed[list]) })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}
