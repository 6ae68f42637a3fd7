// /work and the eight portfolio pages (SPEC §2.4, DECISIONS §1).

import type { ImageOrientation } from "~/images/types";
import { portfolioPath, type PortfolioSlug } from "~/shared/portfolio-slugs";
import {
  brandingScenes,
  describeScenes,
  empowermentScenes,
  engagementScenes,
  familyScenes,
  maternityScenes,
  newbornScenes,
  seniorScenes,
  weddingScenes,
  type Scenes,
} from "./portfolio-scenes";

export type CollectionSlug = PortfolioSlug;

export interface PortfolioImage {
  /** "portfolio/wedding/001" */
  readonly key: string;
  readonly alt: string;
  readonly orientation: Extract<ImageOrientation, "portrait" | "landscape">;
}

export interface Collection {
  readonly slug: CollectionSlug;
  /** "/wedding-portfolio" */
  readonly route: string;
  /** The /work card. */
  readonly title: string;
  readonly description: string;
  /** The portfolio page. */
  readonly pageTitle: string;
  readonly pageSubtitle: string;
  readonly hasLightbox: boolean;
  readonly images: readonly PortfolioImage[];
}

// Six portrait in every ten, spread out so the masonry columns interleave.
const ORIENTATION_PATTERN = "PLPPLPPLPL";

function orientationAt(index: number): PortfolioImage["orientation"] {
  const mark = ORIENTATION_PATTERN[index % ORIENTATION_PATTERN.length];
  return mark === "L" ? "landscape" : "portrait";
}

/** "portfolio/wedding/007" for the 7th image (1-based, three digits). */
export function portfolioImageKey(slug: CollectionSlug, n: number): string {
  return `portfolio/${slug}/${String(n).padStart(3, "0")}`;
}

function images(slug: CollectionSlug, count: number, scenes: Scenes): PortfolioImage[] {
  return describeScenes(scenes, count).map((alt, i) => ({
    key: portfolioImageKey(slug, i + 1),
    alt,
    orientation: orientationAt(i),
  }));
}

export const collections: readonly Collection[] = [
  {
    slug: "wedding",
    route: portfolioPath("wedding"),
    title: "Wedding Portfolio",
    description: "Love stories told across Arizona's deserts, red rocks and beyond.",
    pageTitle: "WEDDING PORTFOLIO",
    pageSubtitle: "Cinematic, heartfelt coverage of your wedding day, from the first look to the last dance.",
    hasLightbox: true,
    images: images("wedding", 125, weddingScenes),
  },
  {
    slug: "family",
    route: portfolioPath("family"),
    title: "Family Portfolio",
    description: "Real connection and everyday joy, captured in golden light.",
    pageTitle: "FAMILY PORTFOLIO",
    pageSubtitle: "Genuine laughter, warm embraces and the everyday moments that make your family yours.",
    hasLightbox: true,
    images: images("family", 52, familyScenes),
  },
  {
    slug: "engagement",
    route: portfolioPath("engagement"),
    title: "Engagement & Couples",
    description: "Adventurous, romantic sessions for two people in love.",
    pageTitle: "ENGAGEMENT & COUPLES",
    pageSubtitle: "Romantic, adventurous sessions that capture your connection in the places you love.",
    hasLightbox: true,
    images: images("engagement", 23, engagementScenes),
  },
  {
    slug: "maternity",
    route: portfolioPath("maternity"),
    title: "Maternity Portfolio",
    description: "Celebrating the beauty and anticipation of growing life.",
    pageTitle: "MATERNITY PORTFOLIO",
    pageSubtitle: "Honoring the strength, beauty and anticipation of the journey to meeting your little one.",
    hasLightbox: true,
    images: images("maternity", 46, maternityScenes),
  },
  {
    slug: "newborn",
    route: portfolioPath("newborn"),
    title: "Newborn Portfolio",
    description: "Tiny fingers, sleepy yawns and the first days at home.",
    pageTitle: "NEWBORN PORTFOLIO",
    pageSubtitle: "Gentle, timeless portraits of your newest family member in those first precious days.",
    hasLightbox: true,
    images: images("newborn", 17, newbornScenes),
  },
  {
    slug: "senior",
    route: portfolioPath("senior"),
    title: "Senior Portfolio",
    description: "Confident portraits that celebrate the milestone and what comes next.",
    pageTitle: "Senior Portfolio",
    pageSubtitle: "Celebrating achievements and capturing the bright future ahead with confidence and style.",
    hasLightbox: true,
    images: images("senior", 23, seniorScenes),
  },
  {
    slug: "branding",
    route: portfolioPath("branding"),
    title: "Branding Portfolio",
    description: "Headshots and brand imagery that tell your business story.",
    pageTitle: "BRANDING PORTFOLIO",
    pageSubtitle: "Professional headshots and brand photography that tells your unique story.",
    hasLightbox: true,
    images: images("branding", 17, brandingScenes),
  },
  {
    slug: "empowerment",
    route: portfolioPath("empowerment"),
    title: "Empowerment Portfolio",
    description: "Intimate portraits celebrating strength and natural beauty.",
    pageTitle: "EMPOWERMENT PORTFOLIO",
    pageSubtitle:
      "Celebrating inner strength and natural beauty through intimate portrait sessions that capture your authentic self.",
    hasLightbox: false,
    images: images("empowerment", 17, empowermentScenes),
  },
];

export function resolveCollection(slug: CollectionSlug): Collection {
  const found = collections.find((c) => c.slug === slug);
  if (!found) throw new Error(`Unknown collection ${slug}`);
  return found;
}

/** The /work page's fixed words. */
export const workPage = {
  heading: "I'M SO GLAD YOU'RE HERE",
  cardLink: "View Collection →",
  back: { to: "/", label: "← Back to Home" },
} as const;
