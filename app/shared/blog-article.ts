import type { ResolvedImage } from "~/images/types";

/** The Markdown fields' help text (the rules blog-markdown.server.ts enforces). */
export const MARKDOWN_HELP =
  "Leave an empty line between paragraphs. *Stars* slant words, **double stars** make them bold, " +
  "### starts a small heading, a line starting with - is a list item, and [words](https://address) is a link.";

export const MAX_VENUES = 30;
export const MAX_VENUE_PHOTOS = 8;

// The blog article as stored (table blog_article, migration 0016) and as the editor's form holds
// it before checking (every field a string, as typed).

export interface BlogVenuePhoto {
  /** media_photos.id */
  photoId: number;
  alt: string;
  /** Across the whole column; otherwise half, two to a row. */
  wide: boolean;
}

export interface BlogVenue {
  /** The section's anchor (#slug), kept when the name changes so links keep working. */
  slug: string;
  name: string;
  location: string;
  setting: string;
  /** Markdown: paragraphs, ### headings, lists. */
  text: string;
  photos: BlogVenuePhoto[];
}

export interface BlogArticleValues {
  title: string;
  description: string;
  heroPhotoId: number | null;
  intro: string;
  tocHeading: string;
  venues: BlogVenue[];
  closingHeading: string;
  closing: string;
}

export interface BlogPhotoDraft {
  photoId: string;
  alt: string;
  wide: string;
}

export interface BlogVenueDraft {
  slug: string;
  name: string;
  location: string;
  setting: string;
  text: string;
  photos: BlogPhotoDraft[];
}

export interface BlogDraft {
  title: string;
  description: string;
  heroPhotoId: string;
  intro: string;
  tocHeading: string;
  venues: BlogVenueDraft[];
  closingHeading: string;
  closing: string;
}

/** What /blog and the editor's preview show (app/server/content/blog-page.server.ts builds it). */
export interface BlogVenueView {
  slug: string;
  name: string;
  location: string;
  setting: string;
  html: string;
  photos: Array<{ image: ResolvedImage; alt: string; wide: boolean }>;
}

export interface BlogArticleView {
  title: string;
  description: string;
  /** The share image (og:image, JSON-LD), a site path; undefined when none is set or ready. */
  shareImage?: string;
  shareImageAlt: string;
  introHtml: string;
  tocHeading: string;
  venues: BlogVenueView[];
  closingHeading: string;
  closingHtml: string;
}
