import type { Kysely } from "kysely";
import { z } from "zod";
import {
  siteSettingsChangeSummary,
  siteSettingsSchema,
  type SiteSettingsValues,
} from "~/shared/content/site-settings.schema";
import { MAX_TAX_RATE_MILLIS } from "~/shared/services/sales-tax";
import { parseValues } from "../admin/editor/form-values.server";
import { insertSeedRow, readSeededRow, recordRowSave } from "../admin/editor/record-row.server";
import { db as sharedDb } from "../db/db.server";
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
});

export async function readSiteSettings(db: Kysely<Database> = sharedDb()): Promise<StoredSiteSettings> {
  const r = storedRow.parse(await readSeededRow(db, "site_settings", SITE_SETTINGS_ID, ensureSiteSettings));
  return {
    version: r.version,
    salesTaxRateMillis: r.sales_tax_rate_millis,
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
  columns: (value) => ({ ...toColumns(value), sales_tax_rate_millis: value.salesTaxRate }),
  summary: (before, after) =>
    siteSettingsChangeSummary(before.values, after, { before: before.salesTaxRateMillis, after: after.salesTaxRate }),
});
