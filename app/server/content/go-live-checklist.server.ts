import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import type { Kysely } from "kysely";
import { imageSlots } from "~/catalogue/image-slots";
import { listContractTemplates } from "../contracts/contract-templates.server";
import { db as sharedDb } from "../db/db.server";
import { listQuestionnaires } from "../questionnaires/questionnaires.server";
import { listSessionTypes } from "../scheduler-admin/session-types.server";
import type { Database } from "../db/schema";
import { readBlogArticle } from "./blog-article.server";
import { designSlotsOnSamples } from "./design-photos.server";
import type { HomeMediaItems } from "~/shared/content/home-media.schema";
import { readHomeMedia } from "./home-media.server";
import { readHomeTexts, seedHomeTexts } from "./home-texts.server";
import type { SiteSettingsValues } from "~/shared/content/site-settings.schema";
import { readSiteSettings } from "./site-settings.server";

// The dashboard's go-live checklist: sample content the site still shows. Each item links to the
// editor that fixes it.

export interface ChecklistItem {
  id:
    | "about-text"
    | "example-links"
    | "featured-by"
    | "sample-photos"
    | `sample-photos-${SamplePhotoArea}`
    | `sample-contract-${number}`
    | `sample-questionnaire-${number}`
    | `sample-session-type-${number}`;
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
  // One listing of the folder, not a file check per slot and extension: those were 4,340 system
  // calls, most of the dashboard's time (bench/studio.ts).
  const listed = existsSync(photosDir) ? readdirSync(photosDir, { recursive: true, encoding: "utf8" }) : [];
  const files = new Set(listed.map((file) => file.split(path.sep).join("/")));
  return imageSlots
    .filter((slot) => !extensions.some((ext) => files.has(`${slot.key}.${ext}`)))
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
  items.push(...(await samplePhotoItems(db, media.items, sampleSlots(photosDir))));
  items.push(...(await sampleContractItems(db)));
  items.push(...(await sampleQuestionnaireItems(db)));
  items.push(...(await sampleSessionTypeItems(db)));
  return items;
}

/** The seeded session types she has not saved yet (issue 30 §1, migration 0029). */
async function sampleSessionTypeItems(db: Kysely<Database>): Promise<ChecklistItem[]> {
  const samples = (await listSessionTypes(db)).filter((t) => t.isSample);
  return samples.map((t) => ({
    id: `sample-session-type-${t.id}`,
    text: `SAMPLE session type "${t.name}": made from your price list so clients can book it themselves. Check its length, price, deposit, agreement and booking rules, then save it (or make it inactive, or delete it).`,
    editor: { to: `/admin/session-types/${t.id}`, label: "Edit the session type" },
  }));
}

/** The seeded contract templates she has neither changed nor deleted (issue 28 §4). */
async function sampleContractItems(db: Kysely<Database>): Promise<ChecklistItem[]> {
  const samples = (await listContractTemplates(db)).filter((t) => t.isSample);
  return samples.map((t) => ({
    id: `sample-contract-${t.id}`,
    text: `SAMPLE contract "${t.name}": written in plain words as a starting point, not legal advice. Have a lawyer in Arizona read it, then change it to fit how you work (or delete it) before a client signs it.`,
    editor: { to: `/admin/contracts/${t.id}`, label: "Edit the contract" },
  }));
}

/** The seeded questionnaires she has neither changed nor kept as they are (issue 29 §3). */
async function sampleQuestionnaireItems(db: Kysely<Database>): Promise<ChecklistItem[]> {
  const samples = (await listQuestionnaires(db)).filter((q) => q.isSample);
  return samples.map((q) => ({
    id: `sample-questionnaire-${q.id}`,
    text: `SAMPLE questionnaire "${q.name}": questions written as a starting point. Read them, change them to fit how you work, or keep them as they are.`,
    editor: { to: `/admin/questionnaires/${q.id}`, label: "Edit the questionnaire" },
  }));
}

type SamplePhotoArea = "home" | "portfolios" | "blog";

/**
 * Generated SAMPLE photos still shown, one item per editor that replaces them: the home page's
 * slides and portraits, the portfolios (named, with counts), the blog, and the shop's and the
 * design's own pictures (/admin/design-photos, decision 048): only the slots still on samples count.
 */
async function samplePhotoItems(
  db: Kysely<Database>,
  home: HomeMediaItems,
  samples: readonly string[],
): Promise<ChecklistItem[]> {
  const sampleKeys = new Set(samples);
  const bundled = await db
    .selectFrom("media_photos")
    .select(["id", "filename"])
    .where("source", "=", "bundled")
    .execute();
  const sampleIds = new Set(bundled.filter((row) => sampleKeys.has(row.filename)).map((row) => Number(row.id)));
  const items: ChecklistItem[] = [];
  const count = (n: number) => (n === 1 ? "1 sample photo" : `${n} sample photos`);

  const onHome = [...home.hero, ...home.about].filter((item) => sampleIds.has(item.photoId)).length;
  if (onHome > 0) {
    items.push({
      id: "sample-photos-home",
      text: `The home page's slides and about photos still show ${count(onHome)} marked SAMPLE.`,
      editor: { to: "/admin/home-photos", label: "Choose the home photos" },
    });
  }

  const inPortfolios = await db
    .selectFrom("portfolio_photos")
    .innerJoin("portfolios", "portfolios.id", "portfolio_photos.portfolio_id")
    .select(["portfolios.slug", "portfolios.title", "portfolio_photos.photo_id"])
    .orderBy("portfolios.id")
    .execute();
  const perPortfolio = new Map<string, number>();
  for (const row of inPortfolios) {
    if (sampleIds.has(Number(row.photo_id))) perPortfolio.set(row.title, (perPortfolio.get(row.title) ?? 0) + 1);
  }
  if (perPortfolio.size > 0) {
    const list = [...perPortfolio].map(([title, n]) => `${title} (${n})`).join(", ");
    items.push({
      id: "sample-photos-portfolios",
      text: `Portfolios still showing sample photos: ${list}. Upload your own and remove the samples.`,
      editor: { to: "/admin/portfolios", label: "Edit the portfolios" },
    });
  }

  const article = (await readBlogArticle(db)).values;
  const inBlog = article.venues.flatMap((venue) => venue.photos).filter((photo) => sampleIds.has(photo.photoId)).length;
  if (inBlog > 0) {
    items.push({
      id: "sample-photos-blog",
      text: `The blog article still shows ${count(inBlog)}.`,
      editor: { to: "/admin/blog", label: "Edit the blog article" },
    });
  }

  const designSamples = (await designSlotsOnSamples(db, samples)).length;
  if (designSamples > 0) {
    items.push({
      id: "sample-photos",
      text: `${count(designSamples)} of the shop and the site's design (prints, albums, testimonial tiles, the logo) ${designSamples === 1 ? "is a generated sample" : "are generated samples"} marked SAMPLE. Choose your own from your photo library.`,
      editor: { to: "/admin/design-photos", label: "Choose the design & shop photos" },
    });
  }
  return items;
}
