import { MAX_SEARCH_LENGTH } from "~/components/admin/photos/photo-format";
import { db as sharedDb } from "../db/db.server";
import { getPhoto, listPhotos } from "../media/library.server";
import { photoUsages } from "../media/photo-usages.server";

// What the photo library's screens show: one page of photos (searched by file name) with where
// each is used, and the photo a delete page asks about. Its changes are photo-library.server.ts.

export const PAGE_SIZE = 24;

/** The page and search of the library's query string, cleaned (never a 500 for an odd URL). */
export function libraryQuery(url: URL) {
  const search = (url.searchParams.get("q") ?? "").trim().slice(0, MAX_SEARCH_LENGTH);
  const page = Math.max(1, Math.min(10_000, Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1));
  return { search, page, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE };
}

/** One page of the library (the picker of a portfolio shows it too). */
export async function libraryListing(url: URL) {
  const query = libraryQuery(url);
  const { photos, total } = await listPhotos(sharedDb(), {
    search: query.search || undefined,
    limit: query.limit,
    offset: query.offset,
  });
  return { photos, search: query.search, page: query.page, pages: Math.max(1, Math.ceil(total / query.limit)), total };
}

/** The library screen: a page of photos, each with where it is used. */
export async function libraryPage(url: URL) {
  const { photos, ...listing } = await libraryListing(url);
  const withUsages = await Promise.all(
    photos.map(async (photo) => ({ photo, usages: await photoUsages(sharedDb(), photo.id) })),
  );
  return { ...listing, photos: withUsages, deleted: url.searchParams.has("deleted") };
}

/** The photo a delete page asks about, with the places that still show it; undefined when gone. */
export async function photoToDelete(id: number) {
  const photo = await getPhoto(sharedDb(), id);
  return photo && { photo, usages: await photoUsages(sharedDb(), photo.id) };
}
