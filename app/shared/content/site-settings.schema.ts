import { z } from "zod";
import { changeSummary } from "~/shared/admin/change-summary";
import { salesTaxRateField } from "~/shared/services/sales-tax";
import {
  checkShopSettings,
  SHOP_SETTINGS_FIELDS,
  shopSettingsOf,
  shopSettingsShape,
  type ShopSettings,
} from "~/shared/shop/shop-settings.schema";

// The site settings editor's form: its fields, what each accepts (the messages are the ones shown
// under each field), and the words the activity log uses for them. Shared by the page and the
// server; the allowed video players come from the server's configuration.

export interface SiteSettingsValues {
  siteName: string;
  contactEmail: string;
  socialUrl: string;
  socialLabel: string;
  googleReviewsUrl: string;
  weddingReviewsUrl: string;
  bookingUrl: string;
  albumProjectUrl: string;
  welcomeVideoUrl: string;
}

/** The public settings' fields, in the order the activity log names them. */
export const SITE_SETTINGS_FIELDS = [
  "siteName",
  "contactEmail",
  "socialUrl",
  "socialLabel",
  "googleReviewsUrl",
  "weddingReviewsUrl",
  "bookingUrl",
  "albumProjectUrl",
  "welcomeVideoUrl",
] as const satisfies readonly (keyof SiteSettingsValues)[];

/** The form's fields: the public settings, the sales tax rate (never shown on the site) and the shop's shipping and tax. */
export const SITE_SETTINGS_FORM_FIELDS = [...SITE_SETTINGS_FIELDS, "salesTaxRate", ...SHOP_SETTINGS_FIELDS] as const;

export const SITE_SETTINGS_LABELS: Record<keyof SiteSettingsValues, string> = {
  siteName: "site name",
  contactEmail: "contact e-mail",
  socialUrl: "social profile link",
  socialLabel: "social link label",
  googleReviewsUrl: "Google reviews link",
  weddingReviewsUrl: "wedding reviews link",
  bookingUrl: "booking link",
  albumProjectUrl: "album project link",
  welcomeVideoUrl: "welcome video",
};

function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && !url.username && !url.password;
  } catch {
    return false;
  }
}

const webAddress = (what: string) =>
  z
    .string()
    .trim()
    .min(1, `Enter ${what}.`)
    .max(500, "This address is too long (500 characters at most).")
    .refine(isWebAddress, "Enter the full address, starting with https:// (copy it from the browser's address bar).");

/**
 * What the editor accepts. The welcome video must play from a player the server's CSP allows:
 * the server passes its origins and its check (app/server/content/video-origins.server.ts).
 */
export function siteSettingsSchema(videoOrigins: readonly string[], isAllowedVideo: (url: string) => boolean) {
  return z
    .object({
      siteName: z.string().trim().min(1, "Enter the site's name.").max(80, "Keep the name to 80 characters or fewer."),
      contactEmail: z.email({ message: "Enter an e-mail address like hello@yourstudio.com." }).max(200),
      socialUrl: webAddress("the address of your social profile"),
      socialLabel: z
        .string()
        .trim()
        .min(1, "Enter the name shown on the link, for example Instagram.")
        .max(40, "Keep it to 40 characters or fewer."),
      googleReviewsUrl: webAddress("the address of your Google reviews"),
      weddingReviewsUrl: webAddress("the address of your wedding reviews page"),
      bookingUrl: webAddress("the address of your booking questionnaire"),
      albumProjectUrl: webAddress("the address of your album project page"),
      welcomeVideoUrl: z
        .string()
        .trim()
        .min(1, "Enter the address of your welcome video.")
        .max(500, "This address is too long (500 characters at most).")
        .refine(
          isAllowedVideo,
          `Use the video's player address, starting with ${videoOrigins.map((o) => `${o}/`).join(" or ")}`,
        ),
      /** Percent × 1000 (app/shared/services/sales-tax.ts). */
      salesTaxRate: salesTaxRateField,
      ...shopSettingsShape,
    })
    .superRefine(checkShopSettings)
    .transform((v) => ({ ...v, shop: shopSettingsOf(v) }));
}

/** "Changed the booking link and contact e-mail", for the activity log. */
export function siteSettingsChangeSummary(
  before: SiteSettingsValues,
  after: SiteSettingsValues,
  taxRateMillis: { before: number; after: number },
  shop: { before: ShopSettings; after: ShopSettings },
): string {
  return changeSummary(
    [
      ...SITE_SETTINGS_FIELDS.map((k) => before[k] !== after[k] && SITE_SETTINGS_LABELS[k]),
      taxRateMillis.before !== taxRateMillis.after && "sales tax rate",
      JSON.stringify(shop.before) !== JSON.stringify(shop.after) && "shop's shipping and tax",
    ],
    "Saved the site settings without changes",
  );
}
