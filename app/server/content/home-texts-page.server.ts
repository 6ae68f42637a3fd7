import type { HomeTexts } from "~/components/home/home-data";
import { readHomeTexts } from "./home-texts.server";
import { renderAboutMarkdown } from "./markdown.server";

/**
 * The home page's texts, as stored (edited in /admin/home, seeded on first start), the about text
 * rendered to HTML. Nothing is prerendered, so this always runs in a server with its database: the
 * main thread or the render cache's worker thread, which opens its own connection (decision 020).
 */
export async function homeTexts(): Promise<HomeTexts> {
  const { values } = await readHomeTexts();
  return {
    availability: values.availability,
    aboutHtml: renderAboutMarkdown(values.aboutText),
    basedIn: values.basedIn,
    serviceArea: values.serviceArea,
  };
}
