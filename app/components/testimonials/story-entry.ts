import type { ResolvedImage } from "~/images/types";

// What a public story page needs of one approved testimonial, and the photo chain of
// DECISIONS.md §1: photo_url (ours only) → the built-in photo made for this row → initials.
// Pure and shared by the server (which resolves the built-in photo) and the browser.

export interface StoryEntry {
  id: number;
  brideName: string;
  groomName: string | null;
  reviewText: string;
  rating: number;
  photoUrl: string | null;
  /** The built-in photo for these names, when the catalogue has one and the image was built. */
  builtInPhoto: ResolvedImage | null;
}

export type PhotoStep =
  { kind: "url"; src: string } | { kind: "built-in"; image: ResolvedImage } | { kind: "initials"; text: string };

/** The steps to try, in order; always ends with initials, so there is always something to show. */
export function photoChain(entry: Pick<StoryEntry, "photoUrl" | "builtInPhoto" | "brideName" | "groomName">) {
  const steps: PhotoStep[] = [];
  const url = entry.photoUrl?.trim();
  // Only our own paths: an external URL (a row from the old backend whose photo could not be
  // copied on approval) would be a third-party request from the visitor's browser, and the CSP
  // blocks it anyway. The next step shows instead.
  if (url && url.startsWith("/") && !url.startsWith("//")) steps.push({ kind: "url", src: url });
  if (entry.builtInPhoto) steps.push({ kind: "built-in", image: entry.builtInPhoto });
  steps.push({ kind: "initials", text: initials(entry.brideName, entry.groomName) });
  return steps;
}

/** "A&R" for Ashley and Ryan, "O" for Olivia alone. First code point, so an accent or emoji stays whole. */
export function initials(brideName: string, groomName?: string | null): string {
  const first = (name: string | null | undefined) => Array.from(name?.trim() ?? "")[0]?.toUpperCase() ?? "";
  return [first(brideName), first(groomName)].filter(Boolean).join("&");
}

/** "bride_name + groom_name", the partner part only when present (SPEC.md §2.8). */
export function signature(brideName: string, groomName?: string | null): string {
  const partner = groomName?.trim();
  return partner ? `${brideName} + ${partner}` : brideName;
}
