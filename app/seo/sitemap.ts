// /sitemap.xml: every indexable page once, with the image-sitemap extension for the pages'
// photos (portfolio galleries, prints and albums, the blog's venues).
import { allProducts, collections, printFlowIds, printFlows } from "~/catalogue";
import { venueArticle } from "~/catalogue/phoenix-wedding-venues";
import { absoluteUrl } from "./json-ld";
import { indexablePaths } from "./site-paths";

export interface SitemapImage {
  /** Absolute URL of the image file. */
  url: string;
  caption?: string;
}

export interface SitemapEntry {
  /** Absolute page URL. */
  loc: string;
  images?: readonly SitemapImage[];
}

function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!,
  );
}

/**
 * The entries of the sitemap. `imageUrl` turns an image slot key into an absolute file URL;
 * it comes from the image manifest on the server, and is a parameter to keep this pure.
 */
export function sitemapEntries(siteUrl: string, imageUrl: (key: string) => string): SitemapEntry[] {
  const images = pageImages();
  return indexablePaths().map((path) => {
    const own = images.get(path);
    return {
      loc: absoluteUrl(siteUrl, path),
      ...(own ? { images: own.map((image) => ({ url: imageUrl(image.key), caption: image.caption })) } : {}),
    };
  });
}

type PageImage = { key: string; caption: string };

/** The photos each page is about: a portfolio's gallery, a product's print, the blog's venues. */
function pageImages(): Map<string, PageImage[]> {
  const images = new Map<string, PageImage[]>();
  for (const collection of collections) {
    images.set(
      collection.route,
      collection.images.map((image) => ({ key: image.key, caption: image.alt })),
    );
  }
  for (const flow of printFlowIds) {
    for (const item of printFlows[flow].items) {
      images.set(item.paths.detail, [{ key: item.imageKey, caption: item.title }]);
    }
  }
  for (const product of allProducts) images.set(product.path, [{ key: product.imageKey, caption: product.title }]);
  images.set(
    "/blog",
    venueArticle.venues.flatMap((venue) => venue.photos.map((photo) => ({ key: photo.key, caption: photo.alt }))),
  );
  return images;
}

export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const images = (entry.images ?? []).map(
      (image) =>
        `<image:image><image:loc>${escapeXml(image.url)}</image:loc>${
          image.caption ? `<image:caption>${escapeXml(image.caption)}</image:caption>` : ""
        }</image:image>`,
    );
    return `<url><loc>${escapeXml(entry.loc)}</loc>${images.join("")}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}
