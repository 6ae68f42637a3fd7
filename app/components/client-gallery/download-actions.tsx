import type { DownloadLevel } from "~/shared/galleries/gallery-rules";
import { photoDownloadUrl, SIZE_LABELS, sizesAllowed } from "./download-links";

/**
 * The download links of one gallery photo, for the sizes its set allows (nothing at all when
 * none), each saying which size it gives, even when it is the only one. Plain links, without the
 * `download` attribute: a file arrives as an attachment (Content-Disposition) and the page stays; a
 * refusal (a closed gallery) opens as a page that says why.
 */
export function DownloadActions({
  slug,
  itemId,
  filename,
  allowed,
}: {
  slug: string;
  itemId: number;
  filename: string;
  allowed: DownloadLevel;
}) {
  const sizes = sizesAllowed(allowed);
  if (sizes.length === 0) return null;
  return (
    <div className="flex flex-col gap-2" data-testid="download-actions">
      <p className="text-sm font-medium">Download this photo</p>
      <div className="flex flex-wrap gap-2">
        {sizes.map((size) => (
          <a
            key={size}
            href={photoDownloadUrl(slug, itemId, size)}
            className="btn-outline px-4 py-2 text-left normal-case tracking-normal"
            aria-label={`Download ${filename}, ${SIZE_LABELS[size].toLowerCase()}`}
          >
            <DownloadIcon />
            {SIZE_LABELS[size]}
          </a>
        ))}
      </div>
    </div>
  );
}

export function DownloadIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M12 4v11m0 0-4-4m4 4 4-4M5 19h14" />
    </svg>
  );
}
