import { z } from "zod";
import { defineIntents } from "~/shared/admin/intents";
import { idField } from "~/shared/admin/form-fields";

// The photo library's forms (/admin/photos; a photo's delete page is the kit's deleteAction):
// their intents, and what a description may be. Shared by the cards and uploader that post them and the server that checks.

/** A library card's forms (and the uploader's Retry), posted to /admin/photos. */
export const PHOTO_CARD_INTENTS = defineIntents(["alt", "retry"]);

/** A photo's description (alt text), in the library and in a portfolio: one or two sentences. */
export const MAX_ALT_TEXT = 300;

export const PHOTO_GONE = "That photo no longer exists. Reload the page.";

/** The photo a card's form names (a hidden field). */
export const photoIdField = idField(PHOTO_GONE);

/** Spaces and line breaks as one space: it is read aloud in one breath. */
export const squashSpaces = (text: string) => text.replace(/\s+/g, " ").trim();

/** The library's description; empty removes it. */
export const libraryAltSchema = z
  .string()
  .transform(squashSpaces)
  .pipe(
    z
      .string()
      .max(MAX_ALT_TEXT, `Keep the description under ${MAX_ALT_TEXT} characters: one or two sentences.`)
      .refine((text) => !/[<>]/.test(text), "The description cannot contain < or >."),
  );
