// Structured data of the portfolio and shop pages, as components a route drops into its page.
// Product pages pass what their loader built from the catalogue's offers (ProductLdView): the
// browser bundles no catalogue. Image URLs come from the page's own ResolvedImages.
import type { ProductLdView } from "~/shared/shop/shop-views";
import { largestFallbackUrl } from "~/images/srcset";
import type { ResolvedImage } from "~/images/types";
import { useSiteSettings } from "~/components/layout/use-site-settings";
import { absoluteUrl, type JsonLdObject } from "./json-ld";
import { breadcrumbListJsonLd, imageGalleryJsonLd, productJsonLd, type Crumb } from "./json-ld-pages";
import { JsonLd } from "./json-ld-script";

const HOME: Crumb = { name: "Home", path: "/" };

/** A product page: a print flow's detail page, /product-detail/{id}, an album page. */
export function ProductJsonLd({ product, image }: { product: ProductLdView; image: ResolvedImage }) {
  const { siteUrl, siteName } = useSiteSettings();
  const data: JsonLdObject[] = [
    productJsonLd({
      name: product.name,
      description: product.description,
      url: absoluteUrl(siteUrl, product.path),
      image: absoluteUrl(siteUrl, largestFallbackUrl(image)),
      sizes: product.offers,
      sku: product.sku,
      siteName,
    }),
    breadcrumbListJsonLd(siteUrl, [HOME, product.shelf, { name: product.name, path: product.path }]),
  ];
  return <JsonLd data={data} />;
}

/** A shop list page (/all-products, the galleries): Home › this page. */
export function ShopPageJsonLd({ name, path }: { name: string; path: string }) {
  const { siteUrl } = useSiteSettings();
  return <JsonLd data={breadcrumbListJsonLd(siteUrl, [HOME, { name, path }])} />;
}

/** A portfolio page: the gallery's images, and Home › Portfolio › this gallery. */
export function PortfolioJsonLd({
  name,
  description,
  path,
  images,
}: {
  name: string;
  description: string;
  path: string;
  images: ReadonlyArray<{ image: ResolvedImage; alt: string }>;
}) {
  const { siteUrl } = useSiteSettings();
  const data: JsonLdObject[] = [
    imageGalleryJsonLd({
      name,
      description,
      url: absoluteUrl(siteUrl, path),
      images: images.map(({ image, alt }) => ({
        url: absoluteUrl(siteUrl, largestFallbackUrl(image)),
        caption: alt,
      })),
    }),
    breadcrumbListJsonLd(siteUrl, [HOME, { name: "Portfolio", path: "/work" }, { name, path }]),
  ];
  return <JsonLd data={data} />;
}
