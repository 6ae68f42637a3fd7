// The URL name she is offered for something she names (a session type, a product): letters and
// digits of the name, accents dropped, "&" read as "and", words joined by hyphens.

/** "Fall Minis — Café & Garden 2027!" → "fall-minis-cafe-and-garden-2027" (at most `maxLength`). */
export function urlNameFrom(name: string, maxLength: number): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, maxLength)
    .replace(/-+$/, "");
}
