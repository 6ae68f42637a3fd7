import { useState } from "react";
import { Lightbox, type LightboxImage } from "~/components/ui/lightbox";
import { Picture } from "~/components/ui/picture";

// The first images are above the fold on every screen size (one per column), so they load at once.
const EAGER_COUNT = 3;
const SIZES = "(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw";

/** A gallery photo; the caption (optional, set in /admin/portfolios) shows under it. */
export type PortfolioPhotoView = LightboxImage & { caption?: string };

/** A masonry grid (CSS columns: 1, md 2, lg 3); with a lightbox each image is a button that opens it. */
export function PortfolioPhotos({
  images,
  hasLightbox,
}: {
  images: readonly PortfolioPhotoView[];
  hasLightbox: boolean;
}) {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <>
      <ul className="columns-1 gap-4 md:columns-2 lg:columns-3" data-testid="portfolio-grid">
        {images.map((item, i) => {
          const picture = (
            <Picture
              image={item.image}
              alt={item.alt}
              sizes={SIZES}
              priority={i < EAGER_COUNT}
              imgClassName="block w-full rounded-md"
            />
          );
          return (
            // Off-screen items skip style, layout and paint until scrolled near (content-visibility);
            // the aspect ratio keeps their size, so the columns never shift.
            <li
              key={item.image.key}
              className="mb-4 break-inside-avoid [content-visibility:auto]"
              // With a caption the item is taller than the photo: no fixed ratio then.
              style={item.caption ? undefined : { aspectRatio: `${item.image.width} / ${item.image.height}` }}
            >
              {hasLightbox ? (
                <button
                  type="button"
                  onClick={() => setOpen(i)}
                  className="block w-full cursor-zoom-in overflow-hidden rounded-md transition-opacity hover:opacity-90"
                >
                  {picture}
                </button>
              ) : (
                picture
              )}
              {item.caption && <p className="mt-2 text-sm text-ink-soft">{item.caption}</p>}
            </li>
          );
        })}
      </ul>
      {hasLightbox && open !== null && (
        <Lightbox images={images} index={open} onIndexChange={setOpen} onClose={() => setOpen(null)} />
      )}
    </>
  );
}
