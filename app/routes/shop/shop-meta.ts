import type { MetaDescriptor } from "react-router";
import { largestFallbackUrl } from "~/images/srcset";
import type { ResolvedImage } from "~/images/types";
import { pageMeta, siteFromMatches } from "~/seo/meta";
import { NOINDEX } from "~/shared/robots";

// Head tags of the shop pages. Size-selection pages say "noindex, nofollow" (SPEC §2.6);
// React Router's <Meta> swaps the tag in and out as the visitor comes and goes.

interface MetaArgs {
  matches: ReadonlyArray<{ id: string; loaderData?: unknown; data?: unknown } | undefined>;
  location: { pathname: string };
}

export function shopMeta(
  args: MetaArgs,
  page: { title: string; description: string; image?: ResolvedImage; robots?: string },
): MetaDescriptor[] {
  return pageMeta({
    ...siteFromMatches(args.matches),
    title: page.title,
    description: page.description,
    path: args.location.pathname,
    ...(page.image ? { image: largestFallbackUrl(page.image) } : {}),
    ...(page.robots ? { robots: page.robots } : {}),
    type: "product",
  });
}

/** An album page: its title, and the album's description and photo. */
export function albumMeta(
  args: MetaArgs & { data?: { description: string; image: ResolvedImage } },
  title: string,
): MetaDescriptor[] {
  return shopMeta(args, { title, description: args.data?.description ?? "", image: args.data?.image });
}

/** A shop screen that answers 404 ("Print not found", "Invalid selection"). */
export function missingMeta(args: MetaArgs, message: string): MetaDescriptor[] {
  return shopMeta(args, { title: message, description: message, robots: NOINDEX });
}
