import { z } from "zod";
import { EDIT_MESSAGES } from "~/shared/admin/edit-messages";
import { textField } from "~/shared/admin/form-fields";
import { defineIntents } from "~/shared/admin/intents";
import { MAX_ALT_TEXT, squashSpaces } from "~/shared/media/photo-library.schema";

// The portfolio editor's forms (docs/decisions/022): its intents, its words and a photo's
// description (the messages are the ones shown under each field), and the mapping between a
// portfolio's row and the words form. Shared by the page, its photo rows, the picker and the server.

export const PORTFOLIO_INTENTS = defineIntents([
  "details",
  "add",
  "move-up",
  "move-down",
  "move-top",
  "move-to",
  "photo-text",
  "cover",
  "remove",
]);

export const PLACE_NOT_A_NUMBER = EDIT_MESSAGES.badPlace;

/** The words of a portfolio. */
export const portfolioDetailsSchema = z.object({
  title: textField("title", 60, "Give the portfolio a title, for example Wedding Portfolio."),
  heading: textField("page heading", 80, "Give the page a heading, for example WEDDING PORTFOLIO."),
  subtitle: textField("subtitle", 200, "Write a line under the heading."),
  cardText: textField("card text", 160, "Write a short line for the card on the Portfolio page."),
  description: textField("description", 200, "Write a description for search engines (one or two sentences)."),
});

export type PortfolioDetails = z.infer<typeof portfolioDetailsSchema>;

export const PORTFOLIO_DETAIL_FIELDS = [
  "title",
  "heading",
  "subtitle",
  "cardText",
  "description",
] as const satisfies readonly (keyof PortfolioDetails)[];

/** A portfolio's row (its words' columns). */
export interface PortfolioWordsRow {
  title: string;
  heading: string;
  subtitle: string;
  card_text: string;
  description: string;
}

export const portfolioDetailsOf = (row: PortfolioWordsRow): PortfolioDetails => ({
  title: row.title,
  heading: row.heading,
  subtitle: row.subtitle,
  cardText: row.card_text,
  description: row.description,
});

export const portfolioWordsRowOf = (details: PortfolioDetails): PortfolioWordsRow => ({
  title: details.title,
  heading: details.heading,
  subtitle: details.subtitle,
  card_text: details.cardText,
  description: details.description,
});

/** A photo's description and caption in this portfolio. */
export const photoTextSchema = z.object({
  altText: z
    .string()
    .transform(squashSpaces)
    .pipe(
      z
        .string()
        .min(1, "Describe the photo in a few words: it is read aloud to people who cannot see it.")
        .max(MAX_ALT_TEXT, `Keep the description to ${MAX_ALT_TEXT} characters or fewer.`),
    ),
  caption: z
    .string()
    .trim()
    .max(300, "Keep the caption to 300 characters or fewer.")
    .refine((t) => !/[<>]/.test(t), "The caption cannot contain < or >."),
});

export const PHOTO_TEXT_FIELDS = ["altText", "caption"] as const;

export const PHOTO_TEXT_REFUSED = "Not saved: the photo's description needs a look.";
