import type { Kysely } from "kysely";
import { z } from "zod";
import {
  siteSettingsChangeSummary,
  siteSettingsSchema,
  type SiteSettingsValues,
} from "~/shared/content/site-settings.schema";
import { MAX_TAX_RATE_MILLIS } from "~/shared/services/sales-tax";
import type { ShopCharges } from "~/shared/shop/shop-charges";
import { shopChargesOf, type ShopSettings } from "~/shared/shop/shop-settings.schema";
import { parseValues } from "../admin/editor/form-values.server";
import { insertSeedRow, readSeededRow, recordRowSave } from "../admin/editor/record-row.server";
import { db as sharedDb, toBool } from "../db/db.server";
import type { Database } from "../db/schema";
import { env, type Env } from "../env.server";
import { allowedVideoOrigins, videoOriginOf } from "./video-origins.server";

// The site settings the pages show (e-mail, links, welcome video, site name): one database row,
// seeded from the environment on first start, edited in /admin/site-settings.

export const SITE_SETTINGS_ID = 1;

export interface StoredSiteSettings {
  values: SiteSettingsValues;
  /** Sales tax on session fees, percent × 1000 (never shown on the public pages). */
  salesTaxRateMillis: number;
  /** The shop's shipping and sales tax (decision 044). */
  shop: ShopSettings;
  version: number;
}

/** Today's values from the environment: the seed of a fresh database. */
export function seedSiteSettings(config: Env = env()): SiteSettingsValues {
  return {
    siteName: config.SITE_NAME,
    contactEmail: config.SITE_EMAIL,
    socialUrl: config.SOCIAL_URL,
    socialLabel: config.SOCIAL_LABEL,
    googleReviewsUrl: config.GOOGLE_REVIEWS_URL,
    weddingReviewsUrl: config.WEDDING_REVIEWS_URL,
    bookingUrl: config.BOOKING_URL,
    albumProjectUrl: config.ALBUM_PROJECT_URL,
    welcomeVideoUrl: config.WELCOME_VIDEO_URL,
  };
}

const toColumns = (v: SiteSettingsValues) => ({
  site_name: v.siteName,
  contact_email: v.contactEmail,
  social_url: v.socialUrl,
  social_label: v.socialLabel,
  google_reviews_url: v.googleReviewsUrl,
  wedding_reviews_url: v.weddingReviewsUrl,
  booking_url: v.bookingUrl,
  album_project_url: v.albumProjectUrl,
  welcome_video_url: v.welcomeVideoUrl,
});

/** Inserts the seed row unless one exists (first start); safe to call on every start and by several instances. */
export async function ensureSiteSettings(db: Kysely<Database> = sharedDb(), config: Env = env()) {
  await insertSeedRow(db, "site_settings", SITE_SETTINGS_ID, toColumns(seedSiteSettings(config)));
}

const bool = z.union([z.boolean(), z.number(), z.string()]).transform(toBool);
const cents = z.coerce.number().int().min(0);

// The row as read: checked at the boundary, so a hand-edited row with a blank field fails loudly.
const storedRow = z.object({
  version: z.coerce.number().int(),
  site_name: z.string().min(1),
  contact_email: z.string().min(1),
  social_url: z.string().min(1),
  social_label: z.string().min(1),
  google_reviews_url: z.string().min(1),
  wedding_reviews_url: z.string().min(1),
  booking_url: z.string().min(1),
  album_project_url: z.string().min(1),
  welcome_video_url: z.string().min(1),
  sales_tax_rate_millis: z.coerce.number().int().min(0).max(MAX_TAX_RATE_MILLIS),
  shop_tax_enabled: bool,
  shop_tax_shipping: bool,
  shipping_flat_cents: cents.nullable(),
  shipping_per_extra_cents: cents,
  shipping_free_over_cents: cents.nullable(),
  pickup_enabled: bool,
  pickup_note: z.string(),
  studio_address: z.string(),
});

export async function readSiteSettings(db: Kysely<Database> = sharedDb()): Promise<StoredSiteSettings> {
  const r = storedRow.parse(await readSeededRow(db, "site_settings", SITE_SETTINGS_ID, ensureSiteSettings));
  return {
    version: r.version,
    salesTaxRateMillis: r.sales_tax_rate_millis,
    shop: {
      shopTax: r.shop_tax_enabled,
      shopTaxShipping: r.shop_tax_shipping,
      shippingFlatCents: r.shipping_flat_cents,
      shippingPerExtraCents: r.shipping_per_extra_cents,
      shippingFreeOverCents: r.shipping_free_over_cents,
      pickup: r.pickup_enabled,
      pickupNote: r.pickup_note,
      studioAddress: r.studio_address,
    },
    values: {
      siteName: r.site_name,
      contactEmail: r.contact_email,
      socialUrl: r.social_url,
      socialLabel: r.social_label,
      googleReviewsUrl: r.google_reviews_url,
      weddingReviewsUrl: r.wedding_reviews_url,
      bookingUrl: r.booking_url,
      albumProjectUrl: r.album_project_url,
      welcomeVideoUrl: r.welcome_video_url,
    },
  };
}

/** The sales tax rate a proposal applies to its taxable lines when she sends it (percent × 1000). */
export async function readSalesTaxRateMillis(db: Kysely<Database> = sharedDb()): Promise<number> {
  return (await readSiteSettings(db)).salesTaxRateMillis;
}

/** What the shop's checkout charges besides its lines, from her settings (decision 044). */
export async function readShopCharges(db: Kysely<Database> = sharedDb()): Promise<ShopCharges> {
  const settings = await readSiteSettings(db);
  return shopChargesOf(settings.shop, settings.salesTaxRateMillis);
}

/** Validates the editor's form and saves it if nobody saved since it was loaded. */
export const saveSiteSettings = recordRowSave({
  table: "site_settings",
  id: SITE_SETTINGS_ID,
  area: "Site settings",
  notice: "Saved: the site shows the new settings now.",
  check: (input: Record<string, string>) => {
    const origins = allowedVideoOrigins(env());
    const schema = siteSettingsSchema(origins, (url) => videoOriginOf(url, origins) !== undefined);
    return parseValues(schema, input);
  },
  read: readSiteSettings,
  columns: (value) => ({
    ...toColumns(value),
    sales_tax_rate_millis: value.salesTaxRate,
    shop_tax_enabled: value.shop.shopTax,
    shop_tax_shipping: value.shop.shopTaxShipping,
    shipping_flat_cents: value.shop.shippingFlatCents,
    shipping_per_extra_cents: value.shop.shippingPerExtraCents,
    shipping_free_over_cents: value.shop.shippingFreeOverCents,
    pickup_enabled: value.shop.pickup,
    pickup_note: value.shop.pickupNote,
    studio_address: value.shop.studioAddress,
  }),
  summary: (before, after) =>
    siteSettingsChangeSummary(
      before.values,
      after,
      { before: before.salesTaxRateMillis, after: after.salesTaxRate },
      { before: before.shop, after: after.shop },
    ),
});
