import type { MetaDescriptor } from "react-router";

// Head tags for a page: title, description, canonical URL, Open Graph and Twitter card.
// Every route's `meta` export calls this, so each page is described the same way.

export interface PageMetaInput {
  title: string;
  description: string;
  /** The page's path, e.g. "/work"; the canonical URL is SITE_URL + path. */
  path: string;
  /** Absolute site URL (from the root loader's settings). */
  siteUrl: string;
  siteName: string;
  /** Path of the page's lead image (e.g. an /img/… JPEG); made absolute here. */
  image?: string;
  /**
   * The site's share image, used when the page has no lead image; siteFromMatches() supplies it
   * from the root loader, so every page spreading it gets an og:image.
   */
  defaultImage?: string;
  /** "noindex, nofollow" for size-selection pages; "noindex" for checkout-like pages. */
  robots?: string;
  type?: "website" | "article" | "product";
  /** Alt text of the image, for og:image:alt and twitter:image:alt. */
  imageAlt?: string;
}

export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const canonical = input.siteUrl + (input.path === "/" ? "/" : input.path.replace(/\/$/, ""));
  const title = input.path === "/" ? input.title : `${input.title} | ${input.siteName}`;
  const imagePath = input.image ?? input.defaultImage;
  const image = imagePath ? new URL(imagePath, input.siteUrl + "/").toString() : undefined;
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: input.description },
    { tagName: "link", rel: "canonical", href: canonical },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:site_name", content: input.siteName },
    { property: "og:locale", content: "en_US" },
    { property: "og:title", content: title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: canonical },
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: input.description },
  ];
  if (image) tags.push({ property: "og:image", content: image }, { name: "twitter:image", content: image });
  if (input.image && input.imageAlt) {
    tags.push(
      { property: "og:image:alt", content: input.imageAlt },
      { name: "twitter:image:alt", content: input.imageAlt },
    );
  }
  if (input.robots) tags.push({ name: "robots", content: input.robots });
  return tags;
}

interface MatchLike {
  id: string;
  // Loader data of any route; only the root's settings are read here.
  loaderData?: unknown;
  data?: unknown;
}

/** The site URL, name and share image from the root loader, for use inside a route's `meta` function. */
export function siteFromMatches(matches: ReadonlyArray<MatchLike | undefined>): {
  siteUrl: string;
  siteName: string;
  defaultImage?: string;
} {
  const root = matches.find((m) => m?.id === "root");
  const data = (root?.loaderData ?? root?.data) as
    { settings?: { siteUrl: string; siteName: string }; shareImage?: string } | undefined;
  return {
    siteUrl: data?.settings?.siteUrl ?? "",
    siteName: data?.settings?.siteName ?? "",
    ...(data?.shareImage ? { defaultImage: data.shareImage } : {}),
  };
}
