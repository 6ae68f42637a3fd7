// Structured data of the product, portfolio and blog pages. Pure builders: they take absolute
// URLs and the page's own values and return plain objects; <JsonLd> renders them into the page.
import { absoluteUrl, CONTEXT, type JsonLdObject } from "./json-ld";

/** 4500 → "45.00": schema.org prices are decimal strings, not cents. */
export function centsToPrice(cents: number): string {
  return (cents / 100).toFixed(2);
}

export interface ProductInput {
  name: string;
  description: string;
  /** Absolute URL of the product page. */
  url: string;
  /** Absolute URL of the product photo. */
  image: string;
  /** The catalogue's offers of the product: one schema.org Offer per size. */
  sizes: readonly { readonly size: string; readonly cents: number }[];
  sku?: string;
  siteName: string;
}

/** The head of a page's object: its type, its title (a name or a headline), description, photo and address. */
function describedPage(
  type: string,
  title: { name: string } | { headline: string },
  page: { description: string; image?: string; url: string },
) {
  return {
    "@context": CONTEXT,
    "@type": type,
    ...title,
    description: page.description,
    ...(page.image ? { image: [page.image] } : {}),
    url: page.url,
  };
}

/** A product page: one Offer per size, in US dollars, in stock (prints are made to order). */
export function productJsonLd(input: ProductInput): JsonLdObject {
  return {
    ...describedPage("Product", { name: input.name }, input),
    ...(input.sku ? { sku: input.sku } : {}),
    brand: { "@type": "Brand", name: input.siteName },
    offers: input.sizes.map((option) => ({
      "@type": "Offer",
      name: option.size,
      price: centsToPrice(option.cents),
      priceCurrency: "USD",
      availability: "https://schema.org/InStock",
      itemCondition: "https://schema.org/NewCondition",
      url: input.url,
    })),
  };
}

export interface Crumb {
  name: string;
  /** Site path, e.g. "/work". */
  path: string;
}

/** Home › … › this page. Positions start at 1. */
export function breadcrumbListJsonLd(siteUrl: string, crumbs: readonly Crumb[]): JsonLdObject {
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: crumb.name,
      item: absoluteUrl(siteUrl, crumb.path),
    })),
  };
}

export interface GalleryInput {
  name: string;
  description: string;
  url: string;
  /** Absolute image URLs with their captions (alt texts). */
  images: ReadonlyArray<{ url: string; caption: string }>;
}

/** A portfolio page. */
export function imageGalleryJsonLd(input: GalleryInput): JsonLdObject {
  return {
    "@context": CONTEXT,
    "@type": "ImageGallery",
    name: input.name,
    description: input.description,
    url: input.url,
    image: input.images.map((image) => ({
      "@type": "ImageObject",
      contentUrl: image.url,
      caption: image.caption,
    })),
  };
}

export interface BlogPostingInput {
  headline: string;
  description: string;
  url: string;
  /** Absolute URL of the lead image; the article may have none (its share photo is optional). */
  image?: string;
  /** ISO date, e.g. "2025-01-15". */
  datePublished: string;
  dateModified?: string;
  siteUrl: string;
  siteName: string;
}

export function blogPostingJsonLd(input: BlogPostingInput): JsonLdObject {
  return {
    ...describedPage("BlogPosting", { headline: input.headline }, input),
    mainEntityOfPage: { "@type": "WebPage", "@id": input.url },
    datePublished: input.datePublished,
    dateModified: input.dateModified ?? input.datePublished,
    // Written in the photographer's voice on behalf of her studio: the business is the author.
    author: {
      "@type": "Organization",
      "@id": `${input.siteUrl}/#business`,
      name: input.siteName,
      url: input.siteUrl + "/",
    },
    publisher: { "@type": "Organization", "@id": `${input.siteUrl}/#business`, name: input.siteName },
  };
}
