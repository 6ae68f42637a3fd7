import { cropPixels, printRatio, type Crop } from "~/shared/shop/print-crop";
import type { GalleryPrint } from "../order-bits";
import { CropTool } from "./crop-tool";
import { goodsLines, isGiftCardSale } from "~/shared/shop/gift-card-sale";

// "What to print" on a paid order's page (decision 047): per line, what she sends to her lab. A
// print of a gallery photo: its original (download, MD5, pixel size), the print size, the
// quantity and the crop; a catalogue print or an album: the product, its size and the quantity.

interface Line {
  title: string;
  size: string;
  quantity: number;
  note: string | null;
  printPhotoId?: number;
  crop?: Crop;
  giftCard?: unknown;
}

export function WhatToPrint({ lines, photos }: { lines: readonly Line[]; photos: Record<number, GalleryPrint> }) {
  // A gift card sold is e-mailed, not printed (decision 051); the other lines keep their position
  // (the crop tool saves by it).
  if (goodsLines(lines).length === 0)
    return <p data-testid="what-to-print">Nothing to print: the gift cards of this order are sent by e-mail.</p>;
  return (
    <ol className="space-y-6" data-testid="what-to-print">
      {lines.map((line, position) =>
        isGiftCardSale(line) ? null : (
          <li key={position} className="border-b border-ink/10 pb-6 last:border-0 last:pb-0">
            <h3 className="text-lg">
              Item {position + 1}: {line.title}
            </h3>
            <dl className="mt-2 grid grid-cols-[8rem_1fr] gap-x-4 gap-y-1 text-sm">
              <dt className="text-ink-soft">Size</dt>
              <dd>{line.size}</dd>
              <dt className="text-ink-soft">Quantity</dt>
              <dd>{line.quantity}</dd>
              {line.note?.trim() && (
                <>
                  <dt className="text-ink-soft">Session date</dt>
                  <dd className="whitespace-pre-wrap">{line.note}</dd>
                </>
              )}
            </dl>
            {line.printPhotoId === undefined ? (
              <p className="mt-2 text-sm text-ink-soft">Order this product from your lab at this size.</p>
            ) : (
              <GalleryLine line={line} position={position} photo={photos[line.printPhotoId]} />
            )}
          </li>
        ),
      )}
    </ol>
  );
}

function GalleryLine({ line, position, photo }: { line: Line; position: number; photo: GalleryPrint | undefined }) {
  if (!photo) return <p className="mt-2 text-sm text-danger">The photo of this print has been deleted.</p>;
  const size = photo.width && photo.height ? { width: photo.width, height: photo.height } : null;
  const ratio = size ? printRatio(line.size, size) : undefined;
  const pixels = size && line.crop ? cropPixels(line.crop, size) : null;
  return (
    <div className="mt-3 space-y-3">
      <dl className="grid grid-cols-[8rem_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-ink-soft">Original</dt>
        <dd className="min-w-0 break-all">
          <a href={photo.originalUrl} download className="text-clay underline">
            Download {photo.filename}
          </a>
        </dd>
        <dt className="text-ink-soft">MD5</dt>
        <dd className="min-w-0 break-all">
          <code>{photo.md5}</code>
        </dd>
        <dt className="text-ink-soft">Pixels</dt>
        <dd>{size ? `${size.width} × ${size.height} px` : "unknown"}</dd>
        <dt className="text-ink-soft">Crop</dt>
        <dd data-testid={`crop-saved-${position}`}>
          {pixels
            ? `${pixels.width} × ${pixels.height} px from the left ${pixels.left} px, top ${pixels.top} px`
            : "Not chosen yet: the lab gets the centred largest crop."}
        </dd>
      </dl>
      {size && ratio !== undefined && (
        <CropTool
          position={position}
          imageUrl={photo.thumbnailUrl}
          photo={size}
          ratio={ratio}
          crop={line.crop}
          label={`item ${position + 1} (${line.size})`}
        />
      )}
    </div>
  );
}
