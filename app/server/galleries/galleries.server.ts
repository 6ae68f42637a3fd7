import type { Kysely, Selectable } from "kysely";
import type { Database, GalleriesTable, GallerySetsTable } from "../db/schema";
import type { PhotoUsage } from "../media/library.server";
import { hashAccessCode } from "./access-code.server";
import { newGallerySlug } from "./slug.server";

// Client galleries as the admin and the client's pages read them (docs/decisions/025). Rows are
// normalised here (ids as numbers, booleans as booleans) so no caller meets a dialect's spelling.

export type GalleryRow = Omit<Selectable<GalleriesTable>, "prints_allowed" | "watermark" | "id" | "version"> & {
  id: number;
  version: number;
  prints_allowed: boolean;
  watermark: boolean;
};

export type GallerySet = Omit<Selectable<GallerySetsTable>, "id" | "gallery_id"> & { id: number; gallery_id: number };

const bool = (value: unknown) => value === true || value === 1 || value === "1";

function normalise(row: Selectable<GalleriesTable>): GalleryRow {
  return {
    ...row,
    id: Number(row.id),
    version: Number(row.version),
    cover_photo_id: row.cover_photo_id === null ? null : Number(row.cover_photo_id),
    prints_allowed: bool(row.prints_allowed),
    watermark: bool(row.watermark),
  };
}

export async function readGalleryBySlug(db: Kysely<Database>, slug: string): Promise<GalleryRow | undefined> {
  const row = await db.selectFrom("galleries").selectAll().where("slug", "=", slug).executeTakeFirst();
  return row ? normalise(row) : undefined;
}

export async function readGalleryById(db: Kysely<Database>, id: number): Promise<GalleryRow | undefined> {
  const row = await db.selectFrom("galleries").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? normalise(row) : undefined;
}

export async function listGalleries(db: Kysely<Database>): Promise<GalleryRow[]> {
  const rows = await db
    .selectFrom("galleries")
    .selectAll()
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map(normalise);
}

export async function readGallerySets(db: Kysely<Database>, galleryId: number): Promise<GallerySet[]> {
  const rows = await db
    .selectFrom("gallery_sets")
    .selectAll()
    .where("gallery_id", "=", galleryId)
    .orderBy("position")
    .orderBy("id")
    .execute();
  return rows.map((r) => ({ ...r, id: Number(r.id), gallery_id: Number(r.gallery_id), position: Number(r.position) }));
}

export interface NewGallery {
  title: string;
  clientName: string;
  clientEmail: string;
  sessionDate: string | null;
  accessCode: string;
  expiresOn: string | null;
}

/** A new draft gallery with an unguessable link; returns its row. */
export async function createGallery(db: Kysely<Database>, input: NewGallery): Promise<GalleryRow> {
  const row = await db
    .insertInto("galleries")
    .values({
      slug: newGallerySlug(),
      title: input.title,
      client_name: input.clientName,
      client_email: input.clientEmail,
      session_date: input.sessionDate,
      cover_photo_id: null,
      access_code_hash: await hashAccessCode(input.accessCode),
      published_at: null,
      expires_on: input.expiresOn,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return normalise(row);
}

// Deleting a library photo that a gallery shows is refused, naming the gallery.
export async function galleriesUsingPhoto(db: Kysely<Database>, photoId: number): Promise<PhotoUsage[]> {
  const rows = await db
    .selectFrom("gallery_photos")
    .innerJoin("galleries", "galleries.id", "gallery_photos.gallery_id")
    .select(["galleries.id", "galleries.title"])
    .where("gallery_photos.photo_id", "=", photoId)
    .execute();
  return rows.map((r) => ({ label: `Client gallery: ${r.title}`, href: `/admin/galleries/${Number(r.id)}` }));
}
