import { homeTextsForPage, seedHomeTexts } from "~/server/content/home-texts.server";
import { renderAboutMarkdown } from "~/server/content/markdown.server";
import { contentFromDatabase } from "~/server/content/seed-content.server";
import type { HomeTexts } from "~/components/home/home-data";

/** The home page's texts: stored ones in a running server; the seed while the build prerenders (no database). */
export async function homeTexts(): Promise<HomeTexts> {
  if (contentFromDatabase()) return homeTextsForPage();
  const seed = seedHomeTexts();
  return { ...seed, aboutHtml: renderAboutMarkdown(seed.aboutText) };
}
