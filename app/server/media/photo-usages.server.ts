import type { Kysely } from "kysely";
import { builtInUsingPhoto } from "~/images/register-bundled.server";
import { testimonialsUsingPhoto } from "../admin/photos.server";
import { blogUsingPhoto } from "../content/blog-article.server";
import { designPhotosUsingPhoto } from "../content/design-photos.server";
import { homePageUsingPhoto } from "../content/home-media.server";
import { portfoliosUsingPhoto } from "../content/portfolios.server";
import type { Database } from "../db/schema";
import { galleriesUsingPhoto } from "../galleries/galleries.server";
import { schedulingUsingPhoto } from "../scheduler-admin/scheduling-photos.server";
import type { PhotoUsage } from "./library.server";

// Every place that can show a library photo, listed here and nowhere else: the library screen
// names them, and deletePhoto refuses while any of them shows the photo. A feature that starts
// showing library photos adds its source to this list (tests/integration/photo-usages.test.ts
// checks each one refuses a delete).
export const PHOTO_USAGE_SOURCES = [
  builtInUsingPhoto,
  homePageUsingPhoto,
  blogUsingPhoto,
  portfoliosUsingPhoto,
  galleriesUsingPhoto,
  testimonialsUsingPhoto,
  schedulingUsingPhoto,
  designPhotosUsingPhoto,
] as const satisfies readonly ((db: Kysely<Database>, photoId: number) => Promise<PhotoUsage[]>)[];

export async function photoUsages(db: Kysely<Database>, photoId: number): Promise<PhotoUsage[]> {
  const lists = await Promise.all(PHOTO_USAGE_SOURCES.map((source) => source(db, photoId)));
  // Two sources may name the same place (a built-in photo still in its portfolio): once is enough.
  const seen = new Set<string>();
  return lists.flat().filter((usage) => {
    const key = `${usage.label}\n${usage.href}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
