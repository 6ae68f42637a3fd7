import type { Kysely } from "kysely";
import type { Database } from "../server/db/schema";
import { registerBundledPhoto, type PhotoUsage } from "../server/media/library.server";
import { bundledPhotos } from "./images.server";

/**
 * Records every built-in photo of the manifest in the media library, once (idempotent: a photo
 * already there is left alone), without reprocessing: the library keeps the build's /img/… files.
 * Read through bundledPhotos(), the same path getImage() resolves (decision 019).
 */
export async function registerBundledPhotos(db: Kysely<Database>): Promise<number> {
  // One query for what is there already, so a normal start costs no more than that.
  const known = new Set(
    (await db.selectFrom("media_photos").select("filename").where("source", "=", "bundled").execute()).map(
      (row) => row.filename,
    ),
  );
  const missing = bundledPhotos().filter((photo) => !known.has(photo.key));
  // A few at a time, so PostgreSQL's round trips overlap: it halves a first start there.
  let next = 0;
  const worker = async () => {
    while (next < missing.length) {
      const photo = missing[next++]!;
      await registerBundledPhoto(db, {
        filename: photo.key,
        width: photo.width,
        height: photo.height,
        placeholder: photo.placeholder || null,
        variants: photo.variants.flatMap((v) => (v.format === "png" ? [] : [{ ...v, format: v.format }])),
      });
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return missing.length;
}

/** The page a built-in photo's slot key belongs to: how the library says where it is used. */
export function builtInUsage(key: string): PhotoUsage {
  const [area = "", group = ""] = key.split("/");
  const title = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
  if (area === "portfolio") return { label: `${title(group)} portfolio`, href: `/${group}-portfolio` };
  if (area === "blog") return { label: "Blog", href: "/blog" };
  if (area === "testimonials") return { label: "Testimonials", href: "/testimonials" };
  if (key === "site/love-stories") return { label: "Love Stories", href: "/testimonials/love-stories" };
  if (key === "site/life-stories") return { label: "Life Stories", href: "/testimonials/life-stories" };
  if (area === "albums")
    return { label: "Albums", href: group === "wedding-album" ? "/wedding-albums" : "/photo-albums" };
  const prints: Record<string, PhotoUsage> = {
    landscape: { label: "Landscape prints", href: "/landscape-gallery" },
    floral: { label: "Floral prints", href: "/floral-gallery" },
    tulip: { label: "Tulip print", href: "/tulip-print" },
  };
  if (area === "prints") return prints[group] ?? { label: "Prints", href: "/all-products" };
  return { label: "Home page", href: "/" };
}

// Built-in photos are part of the site's design: the library names their page and so never
// deletes them.
export async function builtInUsingPhoto(db: Kysely<Database>, photoId: number): Promise<PhotoUsage[]> {
  const row = await db
    .selectFrom("media_photos")
    .select(["filename", "source"])
    .where("id", "=", photoId)
    .executeTakeFirst();
  return row?.source === "bundled" ? [builtInUsage(row.filename)] : [];
}
