import type { ResolvedImage } from "~/images/types";

// What /minis/<slug> renders (app/server/scheduling/mini-day-page.server.ts builds it).

export type MiniDayState = "open" | "full" | "passed";

export interface MiniSlotView {
  start: number;
  /** "5:30 pm" */
  time: string;
  free: boolean;
}

export interface MiniDayView {
  slug: string;
  title: string;
  /** Her text, as paragraphs. */
  paragraphs: string[];
  /** "Tuesday, December 1, 2026" */
  date: string;
  /** "5:00 pm to 8:00 pm" */
  hours: string;
  place: string;
  price: string;
  deposit: string;
  /** "20-minute sessions" */
  length: string;
  cover: { image: ResolvedImage; alt: string } | null;
  state: MiniDayState;
  slots: MiniSlotView[];
}
