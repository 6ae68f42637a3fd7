import crypto from "node:crypto";

/** A new gallery link's slug: 128 random bits, base64url (22 characters, see GALLERY_SLUG). */
export function newGallerySlug(): string {
  return crypto.randomBytes(16).toString("base64url");
}
