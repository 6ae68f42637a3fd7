// Small helpers over ResolvedImage that are safe in browser code (no manifest here).
import type { ResolvedImage } from "./types";

export interface SrcsetCandidate {
  url: string;
  width: number;
}

/** Parses "url 400w, url 800w" into its candidates. */
export function parseSrcset(srcset: string): SrcsetCandidate[] {
  return srcset
    .split(",")
    .map((part) => part.trim().split(/\s+/))
    .filter((words): words is [string, string] => words.length === 2 && /^\d+w$/.test(words[1] ?? ""))
    .map(([url, width]) => ({ url, width: Number.parseInt(width, 10) }));
}

/** The widest fallback file: a JPEG for photos, a PNG for logos. Fits og:image. */
export function largestFallbackUrl(image: ResolvedImage): string {
  const widest = parseSrcset(image.srcset.fallback).reduce<SrcsetCandidate | undefined>(
    (best, candidate) => (best && best.width >= candidate.width ? best : candidate),
    undefined,
  );
  return widest?.url ?? image.src;
}
