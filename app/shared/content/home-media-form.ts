// The home page photo editor's lists and form layout, shared by the browser (the editor) and the
// server's checks (app/server/content/home-media-schema.ts). No zod here: it stays out of the
// admin page's browser bundle.

export const HOME_MEDIA_LISTS = ["hero", "featured", "about"] as const;
export type HomeMediaList = (typeof HOME_MEDIA_LISTS)[number];

/** Row ids of home_media, fixed so the seed and the editor agree. */
export const HOME_MEDIA_IDS: Record<HomeMediaList, number> = { hero: 1, featured: 2, about: 3 };

/** How many entries each list may hold: the page is designed for six slides and six portraits. */
export const LIST_LIMITS: Record<HomeMediaList, { min: number; max: number }> = {
  hero: { min: 1, max: 10 },
  featured: { min: 0, max: 8 },
  about: { min: 1, max: 12 },
};

// Each row is a few named fields with its index: photo-0, alt-0 (slides, portraits) or name-0,
// link-0, logo-0 (Featured by); `count` says how many rows the form holds. Field errors use the
// same names, so each message lands under its field.

export const ROW_FIELDS: Record<HomeMediaList, readonly string[]> = {
  hero: ["photo", "alt"],
  featured: ["name", "link", "logo"],
  about: ["photo", "alt"],
};

/** A row as typed (strings), before any checking: what moves and removals work on. */
export type DraftRow = Record<string, string>;

/** The flat form (`count`, `photo-0`, …) → rows as typed; at most the list's maximum plus one. */
export function draftRows(list: HomeMediaList, form: Record<string, string>): DraftRow[] {
  const count = Math.min(Math.max(0, Math.floor(Number(form.count) || 0)), LIST_LIMITS[list].max + 1);
  return Array.from({ length: count }, (_, i) =>
    Object.fromEntries(ROW_FIELDS[list].map((name) => [name, form[`${name}-${i}`] ?? ""])),
  );
}

/** Rows → the flat form, the inverse of draftRows. */
export function flatForm(rows: readonly DraftRow[]): Record<string, string> {
  const flat: Record<string, string> = { count: String(rows.length) };
  rows.forEach((row, i) => {
    for (const [name, value] of Object.entries(row)) flat[`${name}-${i}`] = value;
  });
  return flat;
}
