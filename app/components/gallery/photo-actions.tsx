import type { ReactNode } from "react";
import type { ClientItem } from "./gallery-types";
import { HeartButton } from "./heart-button";

// The buttons about one photo, on its grid tile and in the lightbox's toolbar. The grid and the
// lightbox take them through their `actions` render prop (PhotoActionsRender), so another action
// is one more element here: a download button (download-*.tsx) and an order-a-print button
// (print-*.tsx) go beside the heart, each reading the gallery through useClientGallery().

export type PhotoActionsPlace = "grid" | "lightbox";

/** What the grid and the lightbox call for each photo they show. */
export type PhotoActionsRender = (item: ClientItem, where: PhotoActionsPlace) => ReactNode;

export function PhotoActions({ item, where }: { item: ClientItem; where: PhotoActionsPlace }) {
  return (
    <>
      <HeartButton item={item} where={where} />
    </>
  );
}

export const photoActions: PhotoActionsRender = (item, where) => <PhotoActions item={item} where={where} />;
