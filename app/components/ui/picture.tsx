import type { CSSProperties } from "react";
import { unpackImage, type PictureImage } from "~/images/packed-image";

export interface PictureProps {
  /** From getImage() in a loader, or packed for a long list's data (packImage). */
  image: PictureImage;
  /**
   * Required; pass "" for a purely decorative image (it stays decorative). Otherwise the description
   * she gave the photo in its slot (image.alt, decision 048) wins.
   */
  alt: string;
  /** How wide the image shows, e.g. "(min-width: 1024px) 33vw, 100vw". Default "100vw". */
  sizes?: string;
  /** For the largest image above the fold: loads eagerly with fetchpriority="high". */
  priority?: boolean;
  /** On the <picture> element. */
  className?: string;
  /** On the <img> element. */
  imgClassName?: string;
  /** Fill the parent box (width and height 100%, object-fit cover) instead of keeping the aspect ratio. */
  fill?: boolean;
}

/**
 * AVIF, then WebP, then JPEG (PNG for logos), with the tiny blurred placeholder painted behind the
 * image until it has loaded. Stateless, so the server's HTML and hydration always agree.
 *
 * No layout shift: width and height are always set, and Tailwind's preflight gives every <img>
 * `max-width: 100%; height: auto`, so the box keeps the photo's aspect ratio before it loads.
 * That rule is deliberately not repeated inline: an inline height would beat imgClassName
 * ("h-10 w-auto" on a logo strip).
 */
export function Picture({
  image: picture,
  alt,
  sizes = "100vw",
  priority = false,
  className,
  imgClassName,
  fill = false,
}: PictureProps) {
  const image = unpackImage(picture);
  const style: CSSProperties = fill ? { width: "100%", height: "100%", objectFit: "cover" } : {};
  if (image.placeholder) {
    Object.assign(style, {
      backgroundImage: `url("${image.placeholder}")`,
      backgroundSize: "cover",
      backgroundPosition: "center",
      backgroundRepeat: "no-repeat",
    } satisfies CSSProperties);
  }
  return (
    <picture className={className}>
      {/* A logo may have neither: its PNG was the smallest (scripts/images/encode.ts). */}
      {image.srcset.avif && <source type="image/avif" srcSet={image.srcset.avif} sizes={sizes} />}
      {image.srcset.webp && <source type="image/webp" srcSet={image.srcset.webp} sizes={sizes} />}
      <img
        src={image.src}
        srcSet={image.srcset.fallback}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt={alt === "" ? "" : (image.alt ?? alt)}
        loading={priority ? "eager" : "lazy"}
        decoding="async"
        fetchPriority={priority ? "high" : undefined}
        className={imgClassName}
        style={Object.keys(style).length > 0 ? style : undefined}
      />
    </picture>
  );
}
