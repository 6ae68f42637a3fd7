// The blog article's venue photos (SPEC.md §2.9), as image slots for the pipeline.
// The article owns the keys and alt texts; this only names each slot for the sample generator.
import type { ImageSlot } from "~/images/types";
import { venues } from "./phoenix-wedding-venues";

export const blogImageSlots: readonly ImageSlot[] = venues.flatMap((venue) =>
  venue.photos.map((photo, i) => ({
    key: photo.key,
    orientation: photo.orientation,
    label: `Blog · ${venue.name} · ${i + 1}`,
  })),
);
