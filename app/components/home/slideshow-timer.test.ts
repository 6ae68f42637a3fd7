import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { nextSlide, slideDuration, startSlideshow } from "./slideshow-timer";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("slide timing", () => {
  it("keeps the first slide 9 s and every later one 7 s", () => {
    expect(slideDuration(0)).toBe(9000);
    expect([1, 2, 3, 4, 5].map(slideDuration)).toEqual([7000, 7000, 7000, 7000, 7000]);
  });

  it("wraps from the last slide to the first", () => {
    expect(nextSlide(4, 6)).toBe(5);
    expect(nextSlide(5, 6)).toBe(0);
  });
});

describe("startSlideshow", () => {
  it("advances after 9 s, then every 7 s, and wraps", () => {
    const seen: number[] = [];
    const timer = startSlideshow({ count: 6, onAdvance: (i) => seen.push(i) });
    vi.advanceTimersByTime(8999);
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual([1]);
    vi.advanceTimersByTime(6999);
    expect(seen).toEqual([1]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual([1, 2]);
    vi.advanceTimersByTime(7000 * 4);
    expect(seen).toEqual([1, 2, 3, 4, 5, 0]);
    // Back on the first slide, which again stays 9 s.
    vi.advanceTimersByTime(8999);
    expect(seen).toHaveLength(6);
    vi.advanceTimersByTime(1);
    expect(seen.at(-1)).toBe(1);
    timer.stop();
  });

  it("pauses while hidden and resumes with the time that was left", () => {
    const seen: number[] = [];
    const timer = startSlideshow({ count: 6, onAdvance: (i) => seen.push(i) });
    vi.advanceTimersByTime(4000);
    timer.pause();
    vi.advanceTimersByTime(60_000);
    expect(seen).toEqual([]);
    timer.resume();
    vi.advanceTimersByTime(4999);
    expect(seen).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual([1]);
    timer.stop();
  });

  it("ignores a resume that was not preceded by a pause, and stops for good", () => {
    const seen: number[] = [];
    const timer = startSlideshow({ count: 3, onAdvance: (i) => seen.push(i) });
    timer.resume();
    vi.advanceTimersByTime(9000);
    expect(seen).toEqual([1]);
    timer.stop();
    timer.resume();
    vi.advanceTimersByTime(60_000);
    expect(seen).toEqual([1]);
  });

  it("never ticks with a single slide", () => {
    const onAdvance = vi.fn();
    startSlideshow({ count: 1, onAdvance });
    vi.advanceTimersByTime(60_000);
    expect(onAdvance).not.toHaveBeenCalled();
  });
});
