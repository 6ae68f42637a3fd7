// Every place on the site that shows a photo, for the image pipeline and the
// sample generator. Composed from exported groups: a feature with photos of its
// own (e.g. the blog's venues) exports its group and adds it to `imageSlots`.

import type { ImageSlot } from "~/images/types";
import { photoAlbum, weddingAlbum } from "./albums";
import { blogImageSlots } from "./blog-images";
import { collections } from "./collections";
import { floralPrints } from "./floral-prints";
import { landscapePrints } from "./landscape-prints";
import { legacyProducts, tulipPrint } from "./single-prints";
import {
  aboutPortraits,
  beeLogo,
  featuredLogos,
  heroSlides,
  testimonialPhotos,
  testimonialTiles,
  welcomeVideoCover,
  type SiteImage,
} from "./site-images";

export const productImageSlots: readonly ImageSlot[] = [
  ...floralPrints.map((print) => ({
    key: `prints/floral/${print.id}`,
    orientation: print.orientation,
    label: `Floral · ${print.title}`,
  })),
  ...landscapePrints.map((print) => ({
    key: `prints/landscape/${print.id}`,
    orientation: "landscape" as const,
    label: `Landscape · ${print.title}`,
  })),
  {
    key: tulipPrint.imageKey,
    orientation: tulipPrint.orientation,
    label: `Print · ${tulipPrint.title}`,
  },
  // Product 3 (the album) is a tall photo shown cropped from the top.
  ...legacyProducts.map((product) => ({
    key: product.imageKey,
    orientation: "portrait" as const,
    label: `Print · ${product.title}`,
  })),
  ...[photoAlbum, weddingAlbum].map((album) => ({
    key: album.imageKey,
    orientation: "square" as const,
    label: `Album · ${album.title}`,
  })),
];

export const portfolioImageSlots: readonly ImageSlot[] = collections.flatMap((collection) =>
  collection.images.map((image) => ({
    key: image.key,
    orientation: image.orientation,
    label: `${collection.title.replace(/ Portfolio$/, "")} · ${image.key.slice(-3)}`,
  })),
);

function siteSlot(image: SiteImage, label: string): ImageSlot {
  return {
    key: image.key,
    orientation: image.orientation,
    label,
    ...(image.kind ? { kind: image.kind } : {}),
  };
}

export const siteImageSlots: readonly ImageSlot[] = [
  ...heroSlides.map((image, i) => siteSlot(image, `Hero · ${i + 1}`)),
  ...aboutPortraits.map((image, i) => siteSlot(image, `About · ${i + 1}`)),
  ...featuredLogos.map((logo) => siteSlot(logo, logo.name)),
  siteSlot(welcomeVideoCover, "Welcome video"),
  siteSlot(beeLogo, "Bee logo"),
  ...testimonialPhotos.map((photo) => siteSlot(photo, `Testimonial · ${photo.alt}`)),
  siteSlot(testimonialTiles.loveStories, "Love Stories"),
  siteSlot(testimonialTiles.lifeStories, "Life Stories"),
];

/** All slots, unique by key. */
export const imageSlots: readonly ImageSlot[] = [
  ...productImageSlots,
  ...portfolioImageSlots,
  ...siteImageSlots,
  ...blogImageSlots,
];
