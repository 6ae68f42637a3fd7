import type { AppLoadContext } from "react-router";
import { homeTextsForPage, seedHomeTexts } from "~/server/content/home-texts.server";
import { renderAboutMarkdown } from "~/server/content/markdown.server";
import type { HomeTexts } from "~/components/home/home-data";
import { isPrerendering } from "./settings.server";

/** The home page's texts: stored ones per request; the seed while the build prerenders (no database). */
export async function homeTexts(context: AppLoadContext | undefined): Promise<HomeTexts> {
  if (!isPrerendering(context)) return homeTextsForPage();
  const seed = seedHomeTexts();
  return { ...seed, aboutHtml: renderAboutMarkdown(seed.aboutText) };
}
