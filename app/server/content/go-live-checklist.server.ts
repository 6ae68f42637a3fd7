import { existsSync } from "node:fs";
import path from "node:path";
import type { Kysely } from "kysely";
import { imageSlots } from "~/catalogue/image-slots";
import { db as sharedDb } from "../db/db.server";
import type { Database } from "../db/schema";
import { readHomeMedia } from "./home-media.server";
import { readHomeTexts, seedHomeTexts } from "./home-texts.server";
import { readSiteSettings, type SiteSettingsValues } from "./site-settings.server";

// The dashboard's go-live checklist: sample content the site still shows. Each item links to the
// editor that fixes it; items without an editor yet say in words what to do.

export interface ChecklistItem {
  id: "about-text" | "example-links" | "featured-by" | "sample-photos";
  text: string;
  /** The admin editor that fixes it, when there is one. */
  editor?: { to: string; label: string };
  /** What to do when no editor exists yet. */
  howTo?: string;
}

/** The made-up publications the site ships with in "Featured by" (the seed, app/catalogue/site-images.ts). */
const SAMPLE_PUBLICATIONS = ["Desert Bride Journal", "Southwest Weddings Review", "Valley Family Living"];

const SETTING_NAMES: Record<keyof SiteSettingsValues, string> = {
  siteName: "Site name",
  contactEmail: "Contact e-mail",
  socialUrl: "Social profile link",
  socialLabel: "Social link label",
  googleReviewsUrl: "Google reviews link",
  weddingReviewsUrl: "Wedding reviews link",
  bookingUrl: "Booking link",
  albumProjectUrl: "Album project link",
  welcomeVideoUrl: "Welcome video",
};

/** example.com, example.org, example.net and their subdomains are reserved placeholders (RFC 2606). */
export function isExampleAddress(value: string): boolean {
  const host = value.includes("@") && !value.includes("://") ? value.split("@").pop() : safeHost(value);
  return !!host && /(^|\.)example\.(com|org|net)$/i.test(host);
}

function safeHost(value: string): string | undefined {
  try {
    return new URL(value).hostname;
  } catch {
    return undefined;
  }
}

/** Photo slots with no photo of hers in content/photos beside the server: the build drew a SAMPLE. */
export function sampleSlots(photosDir = path.resolve("content/photos")): string[] {
  const extensions = ["jpg", "jpeg", "png", "webp", "avif"].flatMap((e) => [e, e.toUpperCase()]);
  return imageSlots
    .filter((slot) => !extensions.some((ext) => existsSync(path.join(photosDir, `${slot.key}.${ext}`))))
    .map((slot) => slot.key);
}

export async function goLiveChecklist(db: Kysely<Database> = sharedDb(), photosDir?: string): Promise<ChecklistItem[]> {
  const [home, settings, media] = await Promise.all([readHomeTexts(db), readSiteSettings(db), readHomeMedia(db)]);
  const items: ChecklistItem[] = [];
  if (home.values.aboutText.trim() === seedHomeTexts().aboutText.trim()) {
    items.push({
      id: "about-text",
      text: "The about text is still the sample text the site came with. Write it in your own words.",
      editor: { to: "/admin/home", label: "Edit the home page" },
    });
  }
  const exampleSettings = (Object.keys(SETTING_NAMES) as (keyof SiteSettingsValues)[]).filter((k) =>
    isExampleAddress(settings.values[k]),
  );
  if (exampleSettings.length > 0) {
    items.push({
      id: "example-links",
      text: `Still placeholder (example.com) addresses: ${exampleSettings.map((k) => SETTING_NAMES[k]).join(", ")}.`,
      editor: { to: "/admin/site-settings", label: "Edit the site settings" },
    });
  }
  const madeUp = media.items.featured.filter((entry) => SAMPLE_PUBLICATIONS.includes(entry.name)).map((e) => e.name);
  if (madeUp.length > 0) {
    items.push({
      id: "featured-by",
      text: `The "Featured by" strip shows made-up publications: ${madeUp.join(", ")}. Replace them with the publications that featured you, or remove them.`,
      editor: { to: "/admin/home-photos#featured-editor", label: "Edit Featured by" },
    });
  }
  const samples = sampleSlots(photosDir);
  if (samples.length > 0) {
    items.push({
      id: "sample-photos",
      text: `${samples.length} of ${imageSlots.length} photos are generated samples marked SAMPLE (no photo of yours in content/photos on this server).`,
      howTo:
        "There is no editor for the site's own photos yet: save each photo as content/photos/<its key>.jpg (content/README.md lists the keys) and rebuild the site, or ask your developer to.",
    });
  }
  return items;
}
