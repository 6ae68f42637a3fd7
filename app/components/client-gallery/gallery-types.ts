import type { ResolvedImage } from "~/images/types";
import type { DownloadLevel } from "~/shared/galleries/gallery-rules";

// What the client's gallery page receives from its loader (app/server/galleries/client-gallery.server.ts
// builds it). Browser-safe: types only.

export interface ClientSet {
  id: number;
  title: string;
  /** What this set allows (its own level, or the gallery's). */
  downloads: DownloadLevel;
}

export interface ClientItem {
  /** gallery_photos.id: what the client's hearts and downloads name (behind the gallery's cookie). */
  itemId: number;
  /** What a print in the shop's cart names the photo by: random, so no cart id can be counted through. */
  printKey: string;
  setId: number | null;
  /** 1-based, over the whole gallery in its shown order. */
  number: number;
  filename: string;
  alt: string;
  /** #rrggbb, painted until the photo arrives. */
  color: string | null;
  image: ResolvedImage;
}

export interface ClientPage {
  sets: ClientSet[];
  items: ClientItem[];
  page: number;
  pageCount: number;
  total: number;
  cover: ResolvedImage | undefined;
}

/** The gallery as its actions (hearts here; downloads and prints later) need to know it. */
export interface ClientGalleryInfo {
  slug: string;
  title: string;
  clientName: string;
  /** "October 4, 2025", or null. */
  sessionDate: string | null;
  /** The gallery's own level; a set may say otherwise (ClientSet.downloads). */
  downloads: DownloadLevel;
  printsAllowed: boolean;
  /** The sizes and prices a photo is printed at (the prints' price sheet); empty without print orders. */
  printSizes: { size: string; cents: number }[];
  /** "December 31, 2026", or null when it never closes. */
  closesOn: string | null;
}

export interface PhotographerContact {
  email: string;
  siteName: string;
}

/** One of a person's favourite lists, as /g/<slug>/favourites answers it. */
export interface FavouriteList {
  name: string;
  submittedAt: string | null;
  /** Changed since it was sent, or never sent. */
  unsent: boolean;
  favourites: Array<{ itemId: number; note: string; filename: string }>;
}
