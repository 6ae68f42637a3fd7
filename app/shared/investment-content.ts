// The home page's INVESTMENT section as stored (table investment_content, migration 0017) and as
// the editor's form holds it before checking. Prices are integer cents, shown with formatDollars().

export interface PackageValues {
  title: string;
  /** "" for none; wedding packages say who they suit, e.g. "Best for more than 50 people". */
  subtitle: string;
  priceCents: number;
  /** "" for none; shown after the price, e.g. "per person". */
  priceUnit: string;
  description: string;
  /** The "what is included" lines, in order. */
  features: string[];
}

export interface AddOnValues {
  title: string;
  priceCents: number;
  /** Show the price as "Starting at …". */
  priceIsFrom: boolean;
  description: string;
  /** The card links to the album project (Site settings → Album project link). */
  linksToAlbumProject: boolean;
}

export interface InvestmentValues {
  weddingPackages: PackageValues[];
  weddingIncludes: string[];
  weddingAddOns: AddOnValues[];
  familyPackages: PackageValues[];
  familyNote: string;
  additionalServices: PackageValues[];
  travelNotes: string[];
}

export interface PackageDraft {
  title: string;
  subtitle: string;
  price: string;
  priceUnit: string;
  description: string;
  /** One line per feature. */
  features: string;
}

export interface AddOnDraft {
  title: string;
  price: string;
  priceIsFrom: string;
  description: string;
  linksToAlbumProject: string;
}

export interface InvestmentDraft {
  weddingPackages: PackageDraft[];
  weddingIncludes: string;
  weddingAddOns: AddOnDraft[];
  familyPackages: PackageDraft[];
  familyNote: string;
  additionalServices: PackageDraft[];
  travelNotes: string;
}

export const MAX_CARDS = 12;

export const PACKAGE_LISTS = ["weddingPackages", "familyPackages", "additionalServices"] as const;
export type PackageList = (typeof PACKAGE_LISTS)[number];
