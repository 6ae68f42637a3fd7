import { useId, useState, type ReactNode } from "react";
import { DownloadActions } from "./download-actions";
import { useClientGallery } from "./gallery-context";
import type { ClientItem } from "./gallery-types";
import { HeartButton } from "./heart-button";
import { PrintOrder } from "./print-order";

// The buttons about one photo, on its grid tile and in the lightbox's toolbar. The grid and the
// lightbox take them through their `actions` render prop (PhotoActionsRender). A tile has the heart
// only (it must stay small on a phone); the lightbox adds "Download or print", a panel with the
// sizes the photo's set allows and, when the gallery takes print orders, the print form.

export type PhotoActionsPlace = "grid" | "lightbox";

/** What the grid and the lightbox call for each photo they show. */
export type PhotoActionsRender = (item: ClientItem, where: PhotoActionsPlace) => ReactNode;

export function PhotoActions({ item, where }: { item: ClientItem; where: PhotoActionsPlace }) {
  return (
    <>
      <HeartButton item={item} where={where} />
      {where === "lightbox" && <DeliveryPanel key={item.itemId} item={item} />}
    </>
  );
}

function DeliveryPanel({ item }: { item: ClientItem }) {
  const { gallery, sets } = useClientGallery();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const allowed = sets.find((set) => set.id === item.setId)?.downloads ?? gallery.downloads;
  if (allowed === "none" && !gallery.printsAllowed) return null;
  const label = allowed === "none" ? "Order a print" : gallery.printsAllowed ? "Download or print" : "Download";
  return (
    <>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((shown) => !shown)}
        className="rounded-full bg-white px-4 py-2.5 text-sm font-medium text-ink hover:bg-white/90"
      >
        {label}
      </button>
      <div
        id={panelId}
        hidden={!open}
        role="group"
        aria-label={`${label}: ${item.filename}`}
        className="absolute right-0 bottom-full left-0 mb-2 max-h-[60vh] overflow-y-auto rounded-lg bg-white p-4 text-left text-ink shadow-xl sm:left-auto sm:w-96"
      >
        <div className="flex flex-col gap-4">
          {allowed !== "none" && (
            <DownloadActions slug={gallery.slug} itemId={item.itemId} filename={item.filename} allowed={allowed} />
          )}
          {gallery.printsAllowed && gallery.printSizes.length > 0 && (
            <PrintOrder
              slug={gallery.slug}
              printKey={item.printKey}
              filename={item.filename}
              image={item.image.src}
              sizes={gallery.printSizes}
            />
          )}
        </div>
      </div>
    </>
  );
}

export const photoActions: PhotoActionsRender = (item, where) => <PhotoActions item={item} where={where} />;
