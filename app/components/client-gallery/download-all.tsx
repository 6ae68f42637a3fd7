import type { DownloadLevel } from "~/shared/galleries/gallery-rules";
import { DownloadIcon } from "./download-actions";
import { allDownloadUrl, setDownloadUrl, SIZE_LABELS, sizesAllowed, type DownloadSize } from "./download-links";

export interface DownloadAllSet {
  id: number;
  title: string;
  /** What the set allows (its own level, or the gallery's). */
  allowed: DownloadLevel;
}

/**
 * "Download all" and one ZIP per set, in the sizes allowed. The whole gallery is offered in a size
 * when any set allows it: the server leaves out the photos of sets that do not.
 */
export function DownloadAll({
  slug,
  sets,
  galleryAllowed,
}: {
  slug: string;
  sets: DownloadAllSet[];
  galleryAllowed: DownloadLevel;
}) {
  const wholeSizes = (["web", "full"] as const).filter(
    (size) =>
      sizesAllowed(galleryAllowed).includes(size) || sets.some((set) => sizesAllowed(set.allowed).includes(size)),
  );
  const setsWithDownloads = sets.filter((set) => sizesAllowed(set.allowed).length > 0);
  if (wholeSizes.length === 0) return null;
  return (
    <section aria-labelledby="download-all-heading" className="flex flex-col gap-4" data-testid="download-all">
      <h2 id="download-all-heading" className="font-serif text-2xl">
        Download your photos
      </h2>
      <ZipLinks label="All photos" sizes={wholeSizes} href={(size) => allDownloadUrl(slug, size)} />
      {setsWithDownloads.length > 1 && (
        <ul className="flex flex-col gap-3">
          {setsWithDownloads.map((set) => (
            <li key={set.id}>
              <ZipLinks
                label={set.title}
                sizes={sizesAllowed(set.allowed)}
                href={(size) => setDownloadUrl(slug, set.id, size)}
              />
            </li>
          ))}
        </ul>
      )}
      <p className="text-sm text-ink-soft">
        Photos come as one ZIP file; a large gallery can take several minutes to download.
      </p>
    </section>
  );
}

function ZipLinks({
  label,
  sizes,
  href,
}: {
  label: string;
  sizes: readonly DownloadSize[];
  href: (size: DownloadSize) => string;
}) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="min-w-32 font-medium">{label}</span>
      {sizes.map((size) => (
        <a
          key={size}
          href={href(size)}
          className="btn-outline px-4 py-2 text-left normal-case tracking-normal"
          aria-label={`Download ${label}, ${SIZE_LABELS[size].toLowerCase()} (ZIP)`}
        >
          <DownloadIcon />
          {SIZE_LABELS[size]}
        </a>
      ))}
    </div>
  );
}
