// Previous/next arrow buttons of a carousel. Disabled (not hidden) at the ends, so a keyboard or
// screen-reader user learns there is nothing further, and the labels are the accessible names.

interface CarouselButtonsProps {
  onPrevious: () => void;
  onNext: () => void;
  canPrevious: boolean;
  canNext: boolean;
  previousLabel?: string;
  nextLabel?: string;
  className?: string;
}

const buttonClass =
  "flex h-11 w-11 items-center justify-center rounded-full border border-ink/20 bg-white/90 text-ink shadow-sm transition-colors hover:bg-ink hover:text-white disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-white/90 disabled:hover:text-ink";

export function CarouselButtons({
  onPrevious,
  onNext,
  canPrevious,
  canNext,
  previousLabel = "Previous slide",
  nextLabel = "Next slide",
  className = "",
}: CarouselButtonsProps) {
  return (
    <div className={`flex items-center justify-center gap-3 ${className}`}>
      <button
        type="button"
        aria-label={previousLabel}
        disabled={!canPrevious}
        onClick={onPrevious}
        className={buttonClass}
      >
        <Chevron direction="left" />
      </button>
      <button type="button" aria-label={nextLabel} disabled={!canNext} onClick={onNext} className={buttonClass}>
        <Chevron direction="right" />
      </button>
    </div>
  );
}

export function Chevron({ direction }: { direction: "left" | "right" }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
      <path d={direction === "left" ? "M15 18l-6-6 6-6" : "M9 6l6 6-6 6"} />
    </svg>
  );
}
