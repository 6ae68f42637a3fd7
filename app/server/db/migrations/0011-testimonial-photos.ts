import { sql } from "kysely";
import type { AppMigration } from "../dialect";
import { createdAt, integer, text } from "../migration-columns";
import { createIndex, createTable } from "../migration-kit";

// Testimonial photos move from database blobs (admin_photos, 0006) into the media library (0010).
// A testimonial's photo_url stays /media/testimonials/<hash>.jpg; this table says which library
// photo each such hash now is. Every existing blob is listed here with no photo yet: the start-up
// step carryOverTestimonialPhotos (app/server/admin/photos.server.ts) takes each into the library
// and fills photo_id. That half is not in this migration because it writes files to the media
// storage, which the migration's transaction cannot cover; until it has run, the old blob is
// still served, so no photo is ever missing.
export const testimonialPhotos: AppMigration = {
  name: "0011-testimonial-photos",
  async up(db, ctx) {
    await createTable(db, ctx, "testimonial_photo_links", {
      hash: text.primaryKey(),
      photo_id: integer.references("media_photos.id", "cascade"),
      ...createdAt,
    }).execute();
    await createIndex(db, "testimonial_photo_links_photo_idx", "testimonial_photo_links", ["photo_id"]);
    await sql`INSERT INTO testimonial_photo_links (hash) SELECT DISTINCT hash FROM admin_photos`.execute(db);
  },
};
