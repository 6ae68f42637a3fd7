import type { Kysely } from "kysely";
import { z } from "zod";
import { db as sharedDb } from "../db/db.server";
import type { Database } from "../db/schema";
import { env, type Env } from "../env.server";
import { fieldErrors, type FieldErrors } from "~/shared/field-errors";
import { saveVersioned } from "./versioned-save.server";
import { allowedVideoOrigins, videoOriginOf } from "./video-origins.server";

// The site settings the pages show (e-mail, links, welcome video, site name): one database row,
// seeded from the environment on first start, edited in /admin/site-settings.

export const SITE_SETTINGS_ID = 1;

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

export interface StoredSiteSettings {
  values: SiteSettingsValues;
  version: number;
}

const webAddress = (what: string) =>
  z
    .string()
    .trim()
    .min(1, `Enter ${what}.`)
    .max(500, "This address is too long (500 characters at most).")
    .refine(isWebAddress, "Enter the full address, starting with https:// (copy it from the browser's address bar).");

function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** What the editor accepts; the messages are the ones the form shows under each field. */
export function siteSettingsSchema(videoOrigins: readonly string[]) {
  return z.object({
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
        (value) => videoOriginOf(value, videoOrigins) !== undefined,
        `Use the video's player address, starting with ${videoOrigins.map((o) => `${o}/`).join(" or ")}`,
      ),
  });
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

/** Inserts the seed row unless one exists (first start); safe to call on every start and by several instances. */
export async function ensureSiteSettings(db: Kysely<Database> = sharedDb(), config: Env = env()) {
  const seed = seedSiteSettings(config);
  await db
    .insertInto("site_settings")
    .values({
      id: SITE_SETTINGS_ID,
      site_name: seed.siteName,
      contact_email: seed.contactEmail,
      social_url: seed.socialUrl,
      social_label: seed.socialLabel,
      google_reviews_url: seed.googleReviewsUrl,
      wedding_reviews_url: seed.weddingReviewsUrl,
      booking_url: seed.bookingUrl,
      album_project_url: seed.albumProjectUrl,
      welcome_video_url: seed.welcomeVideoUrl,
    })
    .onConflict((oc) => oc.column("id").doNothing())
    .execute();
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
});

export async function readSiteSettings(db: Kysely<Database> = sharedDb()): Promise<StoredSiteSettings> {
  let row = await db.selectFrom("site_settings").selectAll().where("id", "=", SITE_SETTINGS_ID).executeTakeFirst();
  if (!row) {
    // A database migrated by another tool (npm run db:migrate) before the server first started.
    await ensureSiteSettings(db);
    row = await db.selectFrom("site_settings").selectAll().where("id", "=", SITE_SETTINGS_ID).executeTakeFirstOrThrow();
  }
  const r = storedRow.parse(row);
  return {
    version: r.version,
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

export type SaveSettingsResult =
  | { ok: true; version: number }
  | { ok: false; status: 400; fields: FieldErrors; values: Record<string, string> }
  | { ok: false; status: 409; values: Record<string, string> };

/** Validates the editor's form and saves it if nobody saved since it was loaded. */
export async function saveSiteSettings(
  input: Record<string, string>,
  expectedVersion: number,
  actorEmail: string,
  db: Kysely<Database> = sharedDb(),
): Promise<SaveSettingsResult> {
  const parsed = siteSettingsSchema(allowedVideoOrigins(env())).safeParse(input);
  if (!parsed.success) return { ok: false, status: 400, fields: fieldErrors(parsed.error.issues), values: input };
  const v = parsed.data;
  const before = await readSiteSettings(db);
  const outcome = await saveVersioned({
    db,
    table: "site_settings",
    id: SITE_SETTINGS_ID,
    expectedVersion,
    values: {
      site_name: v.siteName,
      contact_email: v.contactEmail,
      social_url: v.socialUrl,
      social_label: v.socialLabel,
      google_reviews_url: v.googleReviewsUrl,
      wedding_reviews_url: v.weddingReviewsUrl,
      booking_url: v.bookingUrl,
      album_project_url: v.albumProjectUrl,
      welcome_video_url: v.welcomeVideoUrl,
    },
    activity: { actorEmail, area: "Site settings", summary: changeSummary(before.values, v) },
  });
  if (!outcome.saved) return { ok: false, status: 409, values: input };
  return { ok: true, version: outcome.version };
}

const LABELS: Record<keyof SiteSettingsValues, string> = {
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

/** "Changed the booking link and contact e-mail", for the activity log. */
function changeSummary(before: SiteSettingsValues, after: SiteSettingsValues): string {
  const changed = (Object.keys(LABELS) as (keyof SiteSettingsValues)[]).filter((k) => before[k] !== after[k]);
  if (changed.length === 0) return "Saved the site settings without changes";
  const names = changed.map((k) => LABELS[k]);
  const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
  return `Changed the ${list}`;
}
