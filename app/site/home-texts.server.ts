import { homeTextsForPage } from "~/server/content/home-texts.server";
import type { HomeTexts } from "~/components/home/home-data";

/**
 * The home page's texts, as stored (edited in /admin/home, seeded on first start). Nothing is
 * prerendered, so this always runs in a server with its database: the main thread or the render
 * cache's worker thread, which opens its own connection (decision 020).
 */
export async function homeTexts(): Promise<HomeTexts> {
  return homeTextsForPage();
}
