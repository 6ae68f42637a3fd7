// The products that live outside the two galleries: the Golden Tulips Print page,
// the Golden Coast Landscape page and the legacy /product/{id} catalogue.

import type { PrintOrientation } from "./sizes";

export const tulipPrint = {
  productKey: "tulip/golden-tulips",
  title: "Golden Tulips Print",
  description:
    "A bunch of golden tulips glowing in warm afternoon light, their petals just beginning to open. Bright and hopeful, it brings a little sunshine to any wall.",
  imageKey: "prints/tulip/golden-tulips",
  orientation: "landscape" satisfies PrintOrientation,
} as const;

/** /landscape-prints sells the golden-coast landscape print under its own page. */
export const goldenCoastPrint = {
  productKey: "landscape/golden-coast",
  title: "Golden Coast Landscape",
  description:
    "Late golden light spills across the coastline as waves roll onto the shore below. A warm, expansive view that fills a room with the calm of the end of the day.",
  imageKey: "prints/landscape/golden-coast",
  orientation: "landscape" satisfies PrintOrientation,
} as const;

export interface LegacyProduct {
  readonly id: number;
  readonly title: string;
  readonly description: string;
  readonly imageKey: string;
  /** Product 3's photo is cropped from the top (SPEC §9.7). */
  readonly imagePosition: "center" | "top";
  /** Prints take the portrait print sizes; the album takes the photo album sizes. */
  readonly kind: "print" | "album";
}

/** /product/{id}, reading (a) of SPEC §2.6: ids 1–4. */
export const legacyProducts: readonly LegacyProduct[] = [
  {
    id: 1,
    title: "Garden Roses Print",
    description:
      "Garden roses in soft coral and cream, gathered loosely as if just cut from the garden. Romantic and gentle, it adds quiet color to a bedroom or entryway.",
    imageKey: "prints/legacy/1",
    imagePosition: "center",
    kind: "print",
  },
  {
    id: 2,
    title: "Vintage Peonies",
    description:
      "Blush peonies in a muted, vintage palette, their full petals softly lit. A timeless floral that feels both classic and calm.",
    imageKey: "prints/legacy/2",
    imagePosition: "center",
    kind: "print",
  },
  {
    id: 3,
    title: "Signature Photo Album",
    description:
      "A lay-flat album designed around your session, printed on archival photo paper. Your favorite images, bound to be held and shared for years.",
    imageKey: "prints/legacy/3",
    imagePosition: "top",
    kind: "album",
  },
  {
    id: 4,
    title: "Singular Rose",
    description:
      "A single rose photographed against a quiet background, every petal in sharp, delicate detail. Minimal and elegant.",
    imageKey: "prints/legacy/4",
    imagePosition: "center",
    kind: "print",
  },
];

/**
 * /product/{id} reads its id as an integer, like parseInt: "2" → 2, "2abc" → 2;
 * a missing or non-numeric id is 0, which no product has ("Product not found").
 */
export function parseLegacyId(raw: string | undefined): number {
  const parsed = Number.parseInt(raw ?? "", 10);
  return Number.isNaN(parsed) ? 0 : parsed;
}
