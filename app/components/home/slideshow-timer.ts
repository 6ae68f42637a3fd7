// Hero slideshow timing (DECISIONS §1): the first slide stays 9 s, every later one 7 s, the index
// wraps, and the 1 s cross-fade is CSS. Kept free of React so the rules can be tested with fake timers.

export const HERO_TIMING = { firstSlideMs: 9000, laterSlideMs: 7000, fadeMs: 1000 } as const;

/** How long slide `index` stays before the next one fades in. */
export function slideDuration(index: number): number {
  return index === 0 ? HERO_TIMING.firstSlideMs : HERO_TIMING.laterSlideMs;
}

export function nextSlide(index: number, count: number): number {
  return count > 0 ? (index + 1) % count : 0;
}

export interface SlideshowOptions {
  count: number;
  onAdvance: (index: number) => void;
  /** Injected for tests; default Date.now. */
  now?: () => number;
}

export interface SlideshowTimer {
  /** Stops the clock, keeping the time the current slide has left (e.g. while the tab is hidden). */
  pause(): void;
  /** Continues with the time that was left. */
  resume(): void;
  stop(): void;
}

export function startSlideshow({ count, onAdvance, now = Date.now }: SlideshowOptions): SlideshowTimer {
  let index = 0;
  let remaining = slideDuration(0);
  let startedAt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let state: "running" | "paused" | "stopped" = "paused";

  const run = () => {
    if (count <= 1) return;
    state = "running";
    startedAt = now();
    timer = setTimeout(() => {
      index = nextSlide(index, count);
      remaining = slideDuration(index);
      onAdvance(index);
      if (state === "running") run();
    }, remaining);
  };

  run();
  return {
    pause() {
      if (state !== "running") return;
      clearTimeout(timer);
      remaining = Math.max(0, remaining - (now() - startedAt));
      state = "paused";
    },
    resume() {
      if (state === "paused") run();
    },
    stop() {
      clearTimeout(timer);
      state = "stopped";
    },
  };
}
