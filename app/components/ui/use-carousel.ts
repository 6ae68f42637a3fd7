import { useCallback, useState } from "react";
import { arrowKeyDelta, canStep, stepIndex } from "./carousel-index";
import { useSwipe } from "./use-swipe";

export interface CarouselOptions {
  count: number;
  /** Wrap from the last item to the first and back. */
  loop?: boolean;
  startIndex?: number;
}

/**
 * State and input handling of a carousel: buttons, left/right arrow keys while the carousel
 * region has focus, and swipes. Rendering is left to the caller.
 */
export function useCarousel({ count, loop = false, startIndex = 0 }: CarouselOptions) {
  const [index, setIndex] = useState(() => stepIndex(0, startIndex, count, loop));
  const move = useCallback((delta: number) => setIndex((i) => stepIndex(i, delta, count, loop)), [count, loop]);
  const swipe = useSwipe(move);

  const onKeyDown = (e: React.KeyboardEvent) => {
    const delta = arrowKeyDelta(e.key);
    if (delta === 0 || !canStep(index, delta, count, loop)) return;
    e.preventDefault();
    move(delta);
  };

  return {
    index,
    canPrevious: canStep(index, -1, count, loop),
    canNext: canStep(index, 1, count, loop),
    previous: () => move(-1),
    next: () => move(1),
    /** Spread on the carousel region (which should be focusable). */
    regionProps: { onKeyDown, ...swipe },
  };
}
