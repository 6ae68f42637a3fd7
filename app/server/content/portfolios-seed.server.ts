import type { Kysely } from "kysely";
import { collections } from "~/catalogue/collections";
import { registerBundledPhotos } from "~/images/register-bundled.server";
import type { Database } from "../db/schema";

// First start: today's eight portfolios become the database's: the words of
// app/catalogue/collections.ts, its photos (the built-in samples, registered in the media library
// under their slot key, e.g. "portfolio/wedding/001") with today's alt texts in today's order, and
// the first photo as the /work cover. A portfolio that exists is left alone (ON CONFLICT DO
// NOTHING), so an owner's edits are never overwritten and two instances starting together agree.

export async function ensurePortfolios(db: Kysely<Database>) {
  const existing = await db.selectFrom("portfolios").select("slug").execute();
  if (existing.length >= collections.length) return;
  // The seed refers to the built-in photos by id: make sure they are in the library (boot() has
  // done it already; a database migrated by another tool has not). Idempotent, one query if done.
  await registerBundledPhotos(db);
  const photoIds = new Map(
    (
      await db
        .selectFrom("media_photos")
        .select(["id", "filename"])
        .where("source", "=", "bundled")
        .where("filename", "like", "portfolio/%")
        .execute()
    ).map((row) => [row.filename, Number(row.id)]),
  );
  for (const collection of collections) {
    const photos = collection.images.flatMap((image) => {
      const id = photoIds.get(image.key);
      return id === undefined ? [] : [{ id, alt: image.alt }];
    });
    await db.transaction().execute(async (trx) => {
      const created = await trx
        .insertInto("portfolios")
        .values({
          slug: collection.slug,
          title: collection.title,
          heading: collection.pageTitle,
          subtitle: collection.pageSubtitle,
          card_text: collection.description,
          // Today's meta description is the page's subtitle.
          description: collection.pageSubtitle,
          cover_photo_id: photos[0]?.id ?? null,
        })
        .onConflict((oc) => oc.column("slug").doNothing())
        .returning("id")
        .executeTakeFirst();
      // Only a portfolio this call created gets its photos: an existing one is the owner's.
      if (!created || photos.length === 0) return;
      await trx
        .insertInto("portfolio_photos")
        .values(
          photos.map((photo, position) => ({
            portfolio_id: Number(created.id),
            photo_id: photo.id,
            position,
            alt_text: photo.alt,
            caption: "",
          })),
        )
        .execute();
    });
  }
}
