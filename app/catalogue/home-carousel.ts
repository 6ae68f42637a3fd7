// The home page "Fine Art Prints" carousel (SPEC §2.3, §9.7). Prices and sizes
// come from the products each item leads to.

import { photoAlbum as seedPhotoAlbum, weddingAlbum as seedWeddingAlbum, type Albums } from "./albums";
import { printCarouselCopy } from "./home-carousel-copy";
import type { PrintFlowId } from "./print-flow-ids";
import { printFlows as seedPrintFlows, resolvePrint, type PrintFlows, type PrintItem } from "./print-flows";
import { sizesText, startingCents } from "./sizes";

export interface CarouselItem {
  /** The spec's item id. */
  readonly id: number;
  readonly title: string;
  readonly priceCents: number;
  /** Show the price as "from …": the item covers several prices. */
  readonly priceIsFrom: boolean;
  readonly sizesText: string;
  readonly imageKey: string;
  /** Both the image and the price link here. */
  readonly to: string;
}

const lowest = (items: readonly PrintItem[]) => Math.min(...items.map((item) => item.startingCents));

/** The carousel, priced from the flows and albums of one catalogue. */
export function buildPrintCarousel(printFlows: PrintFlows, { photoAlbum, weddingAlbum }: Albums) {
  const print = (flow: PrintFlowId, id?: string): PrintItem => {
    const item = resolvePrint(flow, id, printFlows);
    if (!item) throw new Error(`No ${flow} print ${id ?? ""}`);
    return item;
  };
  const gardenRoses = print("legacy", "1");
  const vintagePeonies = print("legacy", "2");
  const tulip = print("tulip");
  const floralItems = printFlows.floral.items;
  const landscapeItems = printFlows.landscape.items;
  const portraitSizes = gardenRoses.sizes;
  return {
    ...printCarouselCopy,
    items: [
      {
        id: 5,
        title: "Signature Photo Albums",
        priceCents: startingCents(photoAlbum.sizes),
        priceIsFrom: false, // SPEC §9.7 shows "$150.00"
        sizesText: sizesText(photoAlbum.sizes),
        imageKey: photoAlbum.imageKey,
        to: "/photo-albums",
      },
      {
        id: 7,
        title: "Signature Wedding Albums",
        priceCents: startingCents(weddingAlbum.sizes),
        priceIsFrom: false, // SPEC §9.7: "$1,000.00", sizes "Custom sizes available"
        sizesText: "Custom sizes available",
        imageKey: weddingAlbum.imageKey,
        to: "/signature-wedding-albums",
      },
      {
        id: 1,
        title: "Garden Roses Print",
        priceCents: gardenRoses.startingCents,
        priceIsFrom: false,
        sizesText: sizesText(gardenRoses.sizes),
        imageKey: gardenRoses.imageKey,
        to: gardenRoses.paths.detail,
      },
      {
        id: 3,
        title: tulip.title,
        priceCents: tulip.startingCents,
        priceIsFrom: false,
        sizesText: sizesText(tulip.sizes),
        imageKey: tulip.imageKey,
        to: tulip.paths.detail,
      },
      {
        id: 2,
        title: "Vintage Peonies Print",
        priceCents: vintagePeonies.startingCents,
        priceIsFrom: false,
        sizesText: sizesText(vintagePeonies.sizes),
        imageKey: vintagePeonies.imageKey,
        to: vintagePeonies.paths.detail,
      },
      {
        id: 6,
        title: "All Floral Prints and Products",
        priceCents: lowest(floralItems),
        priceIsFrom: false,
        sizesText: sizesText(portraitSizes),
        imageKey: "prints/floral/garden-bouquet",
        to: "/floral-gallery",
      },
      {
        id: 4,
        title: "Landscape Prints",
        priceCents: lowest(landscapeItems),
        priceIsFrom: false,
        sizesText: sizesText(portraitSizes),
        imageKey: "prints/landscape/red-rock-canyon",
        to: "/landscape-gallery",
      },
    ] satisfies readonly CarouselItem[] as readonly CarouselItem[],
  } as const;
}

export type PrintCarousel = ReturnType<typeof buildPrintCarousel>;

/** The carousel at its seeded prices (the home page prices from its loader's catalogue). */
export const printCarousel: PrintCarousel = buildPrintCarousel(seedPrintFlows, {
  photoAlbum: seedPhotoAlbum,
  weddingAlbum: seedWeddingAlbum,
});
