import { largestFallbackUrl } from "~/images/srcset";
import type { ResolvedImage } from "~/images/types";
import type { SiteSettings } from "~/shared/content/page-settings";
import { absoluteUrl, businessJsonLd } from "./json-ld";
import { JsonLd } from "./json-ld-script";

/** The business's structured data, in the <head> of every page (root layout). */
export function BusinessJsonLd({
  settings,
  logo,
  image,
  nonce,
}: {
  settings: SiteSettings;
  logo: ResolvedImage;
  /** Path of the business's photo (the site's share image). */
  image: string;
  nonce?: string;
}) {
  return (
    <JsonLd
      nonce={nonce}
      data={businessJsonLd({
        siteUrl: settings.siteUrl,
        siteName: settings.siteName,
        email: settings.email,
        socialUrl: settings.socialUrl,
        image: absoluteUrl(settings.siteUrl, image),
        logo: absoluteUrl(settings.siteUrl, largestFallbackUrl(logo)),
      })}
    />
  );
}
