// The home page "INVESTMENT" section (SPEC §2.3, §9.1–9.4), in display order. Since decision 024
// these values only seed the investment_content row on first start (/admin/investment edits it);
// the headings below are still read by the page.

import { weddingAlbum } from "./albums";
import { formatDollars } from "~/shared/money";
import { startingCents } from "./sizes";

export interface PackageCard {
  readonly id: string;
  readonly title: string;
  /** Wedding packages only, e.g. "Best for more than 50 people". */
  readonly subtitle?: string;
  readonly priceCents: number;
  /** Shown after the price, e.g. "per person". */
  readonly priceUnit?: string;
  readonly description: string;
  readonly features: readonly string[];
}

export interface AddOn {
  readonly id: string;
  readonly title: string;
  readonly priceCents: number;
  /** Show the price as "starting at …". */
  readonly priceIsFrom: boolean;
  readonly description: string;
  readonly isClickable?: boolean;
  /** Names the settings link the card opens; the URL itself is configuration. */
  readonly linksTo?: "albumProject";
}

export const weddingPackages: readonly PackageCard[] = [
  {
    id: "full-wedding-day",
    title: "Full Wedding Day Package",
    subtitle: "Best for more than 50 people",
    priceCents: 4_000_00,
    description: "Complete coverage of your day, from getting ready to the last dance.",
    features: ["8 hours of coverage", "800 edited images", "Sneak peeks within 5 days", "5-6 week turnaround"],
  },
  {
    id: "intimate-wedding",
    title: "Intimate Wedding Package",
    subtitle: "Best for fewer than 50 people",
    priceCents: 3_000_00,
    description: "Relaxed coverage for a smaller celebration, with time for every moment that matters.",
    features: ["5 hours of coverage", "500 edited images", "Sneak peeks within 5 days", "4-5 week turnaround"],
  },
  {
    id: "elopement",
    title: "Elopement Package",
    subtitle: "Best for fewer than 15 people",
    priceCents: 2_000_00,
    description: "Just the two of you, or a few of your closest people, somewhere that means something.",
    features: ["3 hours of coverage", "250 edited images", "Sneak peeks within 5 days", "3-4 week turnaround"],
  },
];

export const weddingPackageIncludes: readonly string[] = [
  "Online gallery with printing rights",
  "Social media and high-resolution formats",
  "Mostly color images, with some black and white at the artist's discretion",
];

export const weddingAddOns: readonly AddOn[] = [
  {
    id: "second-shooter",
    title: "Second Shooter",
    priceCents: 500_00,
    priceIsFrom: false,
    description: "Recommended for over 50 guests.",
  },
  {
    id: "signature-wedding-album",
    title: "Signature Wedding Album",
    priceCents: startingCents(weddingAlbum.sizes),
    priceIsFrom: true,
    description: "A handcrafted lay-flat heirloom album designed from your wedding gallery.",
    isClickable: true,
    linksTo: "albumProject",
  },
];

const EXTRA_PERSON_CENTS = 75_00;

export const familyPackages: readonly PackageCard[] = [
  {
    id: "family",
    title: "Family Session",
    priceCents: 500_00,
    description: "An easy, playful hour at golden hour for the people you call home.",
    features: [
      "60 minutes at golden hour",
      "100 edited images",
      `Up to 6 people (${formatDollars(EXTRA_PERSON_CENTS)} per person beyond 6)`,
      "2-3 week turnaround",
    ],
  },
  {
    id: "maternity",
    title: "Maternity Session",
    priceCents: 450_00,
    description: "Celebrating you and the little one on the way.",
    features: ["60 minutes", "100 edited images", "Up to 2 people", "2-3 week turnaround"],
  },
  {
    id: "newborn",
    title: "Newborn Session",
    priceCents: 550_00,
    description: "Unhurried, gentle portraits of your newest family member in the comfort of home.",
    features: ["120 minutes in home (or studio if preferred)", "100 edited images", "2-3 week turnaround"],
  },
];

/** Family session terms as figures, for anything that needs to compute with them. */
export const familyPricing = {
  includedPeople: 6,
  extraPersonCents: EXTRA_PERSON_CENTS,
  extendedFamilyUnitCents: 300_00,
} as const;

export const extendedFamilyNote = `Extended family sessions: ${formatDollars(familyPricing.extendedFamilyUnitCents)} per nuclear family unit`;

const seventyFiveImages = "75 edited images";

export const additionalServices: readonly PackageCard[] = [
  {
    id: "senior",
    title: "Senior",
    priceCents: 450_00,
    description: "Celebrate the milestone with portraits that feel like you.",
    features: ["60 minutes", seventyFiveImages, "2-3 week turnaround"],
  },
  {
    id: "engagement-couples",
    title: "Engagement/Couples",
    priceCents: 450_00,
    description: "An adventure for two, wherever your story fits best.",
    features: ["60 minutes", seventyFiveImages, "2-3 week turnaround"],
  },
  {
    id: "boudoir",
    title: "Boudoir",
    priceCents: 500_00,
    description: "An intimate, private session in the studio, at your pace.",
    features: ["60 minutes in studio", "Studio included", seventyFiveImages],
  },
  {
    id: "individual-empowerment",
    title: "Individual Empowerment",
    priceCents: 450_00,
    description: "Portraits that honor your strength and natural beauty.",
    features: ["60 minutes", seventyFiveImages],
  },
  {
    id: "branding",
    title: "Branding",
    priceCents: 500_00,
    description: "Headshots and brand imagery that tell your business story.",
    features: ["60 minutes in studio", "Studio included", seventyFiveImages],
  },
  {
    id: "group-branding",
    title: "Group Branding",
    priceCents: 100_00,
    priceUnit: "per person",
    description: "Consistent, polished headshots and team images for your whole group.",
    features: [
      "120 minutes",
      "10 individual headshots per person",
      "100 group images",
      "8-person minimum",
      "Studio rental not included",
      "3-4 week turnaround",
    ],
  },
];

/** Travel, studio and retainer figures behind the booking bullets. */
export const bookingTerms = {
  driveHourCents: 50_00,
  studioHourCents: { min: 60_00, max: 80_00 },
  retainerCents: { wedding: 500_00, other: 150_00 },
} as const;

export const travelAndBooking: readonly string[] = [
  `Travel beyond the Phoenix Valley is ${formatDollars(bookingTerms.driveHourCents)} per hour of drive time plus gas. Flight and hotel are added to the invoice when needed.`,
  `Studio rental is ${formatDollars(bookingTerms.studioHourCents.min)}–${formatDollars(bookingTerms.studioHourCents.max)} per hour. A 2-hour minimum is recommended for newborn sessions.`,
  `A retainer holds your date: ${formatDollars(bookingTerms.retainerCents.wedding)} for a wedding package, ${formatDollars(bookingTerms.retainerCents.other)} for any other package.`,
  "Booking is made through my booking link, which includes a questionnaire, a contract and an invoice; the retainer is paid there.",
  "All collections include high-resolution digital images, printing rights and a private online gallery.",
];

/** Sub-section headings, in display order. */
export const investmentHeadings = {
  section: "INVESTMENT",
  weddingPackages: "WEDDING PACKAGES",
  weddingAddOns: "WEDDING PACKAGE ADD ONS",
  familyPackages: "FAMILY PACKAGES",
  additionalServices: "ADDITIONAL SERVICES",
  travelAndBooking: "TRAVEL & BOOKING INFORMATION",
} as const;
