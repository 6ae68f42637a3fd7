// Structured data (schema.org JSON-LD) for search engines: what every page carries (the business)
// and the shared pieces. The page builders (products, breadcrumbs, galleries, articles) are in
// json-ld-pages.ts, so a page's browser bundle carries only the builders it uses.

export type JsonLdObject = { "@context"?: string; "@type": string } & Record<string, unknown>;

export const CONTEXT = "https://schema.org";

/** "https://site" + "/path" → absolute URL; already-absolute URLs pass through. */
export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, siteUrl.replace(/\/$/, "") + "/").href;
}

/** The cities of SPEC.md §1 the photographer serves. */
export const areaServed = ["Phoenix", "Scottsdale", "Sedona"] as const;

export interface BusinessInput {
  siteUrl: string;
  siteName: string;
  email: string;
  socialUrl: string;
  /** Absolute URL of the business's photo. */
  image: string;
  /** Absolute URL of its logo. */
  logo: string;
}

/** The photographer's business, on every page (root layout). */
export function businessJsonLd(input: BusinessInput): JsonLdObject {
  const url = input.siteUrl + "/";
  return {
    "@context": CONTEXT,
    "@type": "ProfessionalService",
    "@id": `${url}#business`,
    name: input.siteName,
    url,
    description: "Wedding, family and portrait photographer based in Phoenix, Arizona.",
    email: input.email,
    image: input.image,
    logo: input.logo,
    priceRange: "$$$",
    address: { "@type": "PostalAddress", addressLocality: "Phoenix", addressRegion: "AZ", addressCountry: "US" },
    areaServed: areaServed.map((name) => ({ "@type": "City", name: `${name}, AZ` })),
    sameAs: [input.socialUrl],
  };
}

/**
 * JSON for inside a <script> element: "<" is escaped so no text in the data (a title, a
 * caption) can close the script early and inject markup.
 */
export function serializeJsonLd(data: JsonLdObject | readonly JsonLdObject[]): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
