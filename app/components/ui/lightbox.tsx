import { useEffect, useId, useRef, type ReactNode } from "react";
import type { ResolvedImage } from "~/images/types";
import { Chevron } from "./carousel-buttons";
import { stepIndex } from "./carousel-index";
import { Picture } from "./picture";
import { useSwipe } from "./use-swipe";
import { CloseIcon } from "./close-icon";

export interface LightboxImage {
  image: ResolvedImage;
  alt: string;
}

interface LightboxProps {
  images: readonly LightboxImage[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /**
   * Buttons about the photo on show (a client gallery's heart, download, print), in a bar at the
   * bottom of the dialog, inside its focus trap. Build it from `index`: it changes with the photo.
   */
  toolbar?: ReactNode;
}

const FOCUSABLE = 'button:not([disabled]), [href], [tabindex]:not([tabindex="-1"])';

/**
 * A full-screen image viewer: a modal dialog that traps focus, closes on Escape, the close button
 * or a backdrop click (not an image click), moves with the arrow keys and swipes, locks the page
 * scroll while open and gives focus back to whatever opened it.
 */
const isFormField = (target: EventTarget) =>
  target instanceof HTMLInputElement || target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement;

export function Lightbox({ images, index, onIndexChange, onClose, toolbar }: LightboxProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const swipedRef = useRef(false);
  const captionId = useId();
  const current = images[index];

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const { overflow } = document.body.style;
    document.body.style.overflow = "hidden";
    closeRef.current?.focus();
    return () => {
      document.body.style.overflow = overflow;
      opener?.focus({ preventScroll: true });
    };
  }, []);

  const go = (delta: number) => onIndexChange(stepIndex(index, delta, images.length, true));
  const swipe = useSwipe((delta) => {
    swipedRef.current = true;
    go(delta);
  });

  const onKeyDown = (e: React.KeyboardEvent) => {
    if (e.key === "Escape") {
      e.preventDefault();
      onClose();
    } else if ((e.key === "ArrowLeft" || e.key === "ArrowRight") && !isFormField(e.target)) {
      // In a toolbar's field (a print size, a quantity) the arrows belong to the field.
      e.preventDefault();
      go(e.key === "ArrowLeft" ? -1 : 1);
    } else if (e.key === "Tab") {
      const focusable = Array.from(dialogRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []);
      const first = focusable[0];
      const last = focusable.at(-1);
      if (!first || !last) return;
      if (e.shiftKey && document.activeElement === first) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && document.activeElement === last) {
        e.preventDefault();
        first.focus();
      }
    }
  };

  if (!current) return null;
  const ratio = current.image.width / current.image.height;
  const navClass =
    "absolute top-1/2 z-10 flex h-12 w-12 -translate-y-1/2 items-center justify-center rounded-full bg-white/15 text-white hover:bg-white/30";
  return (
    // The dialog handles the keys and swipes of everything inside it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      ref={dialogRef}
      role="dialog"
      aria-modal="true"
      aria-labelledby={captionId}
      data-testid="lightbox"
      data-index={index}
      className="fixed inset-0 z-[110] flex touch-pan-y items-center justify-center"
      onKeyDown={onKeyDown}
      {...swipe}
      onPointerDown={(e) => {
        swipedRef.current = false;
        swipe.onPointerDown(e);
      }}
    >
      {/* Keyboard users close with Escape or the close button; this is the pointer equivalent. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <div
        data-testid="lightbox-backdrop"
        className="absolute inset-0 bg-black/90"
        onClick={() => {
          if (swipedRef.current) swipedRef.current = false;
          else onClose();
        }}
      />
      <figure className="relative" style={{ width: `min(90vw, calc(90vh * ${ratio.toFixed(4)}))` }}>
        <Picture
          key={current.image.key}
          image={current.image}
          alt={current.alt}
          sizes="90vw"
          priority
          imgClassName="block max-h-[90vh] w-full max-w-[90vw] object-contain"
        />
        <figcaption id={captionId} className="sr-only">
          {`${current.alt} (image ${index + 1} of ${images.length})`}
        </figcaption>
      </figure>
      <p aria-hidden="true" className="absolute top-4 left-4 text-sm text-white/80">
        {index + 1} / {images.length}
      </p>
      <button
        ref={closeRef}
        type="button"
        aria-label="Close image"
        onClick={onClose}
        className="absolute top-3 right-3 z-10 flex h-12 w-12 items-center justify-center rounded-full bg-white/15 text-white hover:bg-white/30"
      >
        <CloseIcon className="h-6 w-6" />
      </button>
      {toolbar && (
        <div
          data-testid="lightbox-toolbar"
          className="absolute inset-x-0 bottom-3 z-10 flex justify-center px-3"
          // A tap on a button here is not the start of a swipe.
          onPointerDown={(e) => e.stopPropagation()}
        >
          {toolbar}
        </div>
      )}
      {images.length > 1 && (
        <>
          <button type="button" aria-label="Previous image" onClick={() => go(-1)} className={`${navClass} left-3`}>
            <Chevron direction="left" />
          </button>
          <button type="button" aria-label="Next image" onClick={() => go(1)} className={`${navClass} right-3`}>
            <Chevron direction="right" />
          </button>
        </>
      )}
    </div>
  );
}
