// The home page's INVESTMENT section as the page and the editor hold it. Its cards are the session
// services she sells (table services, migration 0021; decision 033): what the page shows is what a
// proposal copies and charges. The other texts stay in investment_content (migration 0017).
// Prices are integer cents, shown with formatDollars().

/** One card: a package, an add-on or an additional service (a `services` row). */
export interface ServiceValues {
  /** The row's id once stored; absent for a card not saved yet (and in the seed). */
  id?: number;
  title: string;
  /** "" for none; wedding packages say who they suit, e.g. "Best for more than 50 people". */
  subtitle: string;
  priceCents: number;
  /** "" for none; shown after the price, e.g. "per person". */
  priceUnit: string;
  /** Show the price as "Starting at …". */
  priceIsFrom: boolean;
  description: string;
  /** The "what is included" lines, in order. */
  features: string[];
  /** Sales tax applies to it in a proposal (Arizona taxes session fees as retail). */
  taxable: boolean;
  /** The card links to the album project (Site settings → Album project link). */
  linksToAlbumProject: boolean;
}

export interface InvestmentValues {
  weddingPackages: ServiceValues[];
  weddingIncludes: string[];
  weddingAddOns: ServiceValues[];
  familyPackages: ServiceValues[];
  familyNote: string;
  additionalServices: ServiceValues[];
  travelNotes: string[];
}

/** A card as the form holds it: every field a string, checkboxes "on" or "". */
export interface ServiceDraft {
  id: string;
  title: string;
  subtitle: string;
  price: string;
  priceUnit: string;
  priceIsFrom: string;
  taxable: string;
  description: string;
  /** One line per feature. */
  features: string;
  linksToAlbumProject: string;
}

export interface InvestmentDraft {
  weddingPackages: ServiceDraft[];
  weddingIncludes: string;
  weddingAddOns: ServiceDraft[];
  familyPackages: ServiceDraft[];
  familyNote: string;
  additionalServices: ServiceDraft[];
  travelNotes: string;
}

export const MAX_CARDS = 12;

/** The section's lists of services, in the page's order. */
export const SERVICE_LISTS = ["weddingPackages", "weddingAddOns", "familyPackages", "additionalServices"] as const;
export type ServiceList = (typeof SERVICE_LISTS)[number];
export type ServiceLists = Record<ServiceList, ServiceValues[]>;
