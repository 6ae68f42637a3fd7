import type { Kysely, Selectable } from "kysely";
import type { Database, GalleriesTable, GallerySetsTable } from "../db/schema";
import { getPhotosByIds, type MediaPhoto, type PhotoUsage } from "../media/library.server";
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

export interface GalleryItem {
  /** gallery_photos.id: what the client's and the admin's actions name. */
  itemId: number;
  setId: number | null;
  position: number;
  photo: MediaPhoto;
}

export interface GalleryContent {
  gallery: GalleryRow;
  sets: GallerySet[];
  /** In gallery order (position); group by setId for the grid. */
  items: GalleryItem[];
}

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

/** A gallery with its sets and photos (each with its library record), in order. */
export async function readGalleryContent(db: Kysely<Database>, gallery: GalleryRow): Promise<GalleryContent> {
  const links = await db
    .selectFrom("gallery_photos")
    .selectAll()
    .where("gallery_id", "=", gallery.id)
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
      ? [
          {
            itemId: Number(link.id),
            setId: link.set_id === null ? null : Number(link.set_id),
            position: Number(link.position),
            photo,
          },
        ]
      : [];
  });
  return { gallery, sets: await readGallerySets(db, gallery.id), items };
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
