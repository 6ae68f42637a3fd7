import type { ReactNode } from "react";
import type { useCarousel } from "./use-carousel";

/**
 * The region around a carousel's slides: announced as a carousel, focusable so the arrow keys work
 * once a keyboard user reaches it, and swiped on a touch screen (useCarousel's handlers).
 */
export function CarouselRegion({
  label,
  testId,
  carousel,
  className,
  children,
}: {
  label: string;
  testId: string;
  carousel: Pick<ReturnType<typeof useCarousel>, "index" | "regionProps">;
  className: string;
  children: ReactNode;
}) {
  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      data-testid={testId}
      data-index={carousel.index}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className={className}
      {...carousel.regionProps}
    >
      {children}
    </div>
  );
}
