import type { Kysely } from "kysely";
import { getImage } from "~/images/images.server";
import { largestFallbackUrl, parseSrcset } from "~/images/srcset";
import type { PackedImage } from "~/images/packed-image";
import type { ResolvedImage } from "~/images/types";
import { libraryImage, type ImageVariant } from "~/images/variants";
import { db as sharedDb } from "../db/db.server";
import type { Database } from "../db/schema";
import { env } from "../env.server";
import type { PhotoUsage } from "../media/library.server";
import { publicUrl } from "../media/naming";
import { DESIGN_SLOTS, designSlot } from "./design-slots.server";

// The one step that shows her library photos in the design's and the shop's image slots
// (decision 048). Loaders keep resolving slot keys with getImage() as before and hand their answer
// to designPhotos(request).apply(): every ResolvedImage of a slot she changed becomes the library
// photo (with her description as `alt`), and every URL of the built-in picture (a cart thumbnail,
// an og:image, JSON-LD) becomes the library photo's file of the same format and rank. One query per
// request, shared by the request's loaders (the root's bee logo and the page's own photos).

export interface DesignPhotos {
  /** The slot's picture: her library photo when she chose one, else the built-in one. */
  image(key: string): ResolvedImage;
  /** The widest JPEG of the slot's picture (absolute with a site URL): og:image, the sitemap. */
  ogImageUrl(key: string, siteUrl?: string): string;
  /** A loader's answer with every built-in picture of a changed slot replaced (a copy; `data()` kept). */
  apply<T>(payload: T): T;
}

interface Chosen {
  image: ResolvedImage;
  alt: string;
}

/** The slots she changed, each with its ready library photo: one query (rows × variants). */
export async function chosenDesignPhotos(db: Kysely<Database> = sharedDb()): Promise<Map<string, Chosen>> {
  const rows = await db
    .selectFrom("design_photos as d")
    .innerJoin("media_photos as p", "p.id", "d.photo_id")
    .leftJoin("media_variants as v", "v.photo_id", "p.id")
    .select([
      "d.slot_key",
      "d.alt_text",
      "p.id",
      "p.state",
      "p.width",
      "p.height",
      "p.placeholder",
      "v.format",
      "v.width as variant_width",
      "v.height as variant_height",
      "v.path",
    ])
    .execute();
  const mediaPublicUrl = env().MEDIA_PUBLIC_URL;
  const grouped = new Map<string, { row: (typeof rows)[number]; variants: ImageVariant[] }>();
  for (const row of rows) {
    const entry = grouped.get(row.slot_key) ?? { row, variants: [] };
    if (row.format && row.path)
      entry.variants.push({
        format: row.format,
        width: Number(row.variant_width),
        height: Number(row.variant_height),
        url: publicUrl(row.path, mediaPublicUrl),
      });
    grouped.set(row.slot_key, entry);
  }
  const chosen = new Map<string, Chosen>();
  for (const [key, { row, variants }] of grouped) {
    const slot = designSlot(key);
    const image = libraryImage({
      id: Number(row.id),
      state: row.state,
      width: row.width === null ? null : Number(row.width),
      height: row.height === null ? null : Number(row.height),
      placeholder: row.placeholder,
      variants,
    });
    // A slot no longer in the catalogue, or a photo still processing: the built-in picture.
    if (slot && image) chosen.set(key, { image, alt: row.alt_text.trim() || slot.defaultAlt });
  }
  return chosen;
}

/** The built-in picture's file URLs → the library photo's, format by format, smallest to widest. */
function urlMap(chosen: Map<string, Chosen>): Map<string, string> {
  const map = new Map<string, string>();
  for (const [key, { image }] of chosen) {
    const builtIn = getImage(key);
    for (const format of ["avif", "webp", "fallback"] as const) {
      const from = parseSrcset(builtIn.srcset[format]).sort((a, b) => a.width - b.width);
      const to = parseSrcset(image.srcset[format]).sort((a, b) => a.width - b.width);
      if (to.length === 0) continue;
      from.forEach((candidate, i) => {
        // The widest stays the widest (og:image); the others keep their rank as far as it goes.
        const target = i === from.length - 1 ? to[to.length - 1]! : to[Math.min(i, to.length - 1)]!;
        map.set(candidate.url, target.url);
      });
    }
    map.set(builtIn.src, image.src);
  }
  return map;
}

const isResolvedImage = (value: object): value is ResolvedImage =>
  typeof (value as ResolvedImage).key === "string" &&
  typeof (value as ResolvedImage).src === "string" &&
  typeof (value as ResolvedImage).srcset === "object";

const isPackedImage = (value: object): value is PackedImage =>
  typeof (value as PackedImage).key === "string" && typeof (value as PackedImage).files === "object";

export function designPhotosOf(chosen: Map<string, Chosen>): DesignPhotos {
  const urls = chosen.size > 0 ? urlMap(chosen) : new Map<string, string>();
  const image = (key: string): ResolvedImage => {
    const mine = chosen.get(key);
    return mine ? { ...mine.image, alt: mine.alt } : getImage(key);
  };
  const url = (text: string): string => {
    const direct = urls.get(text);
    if (direct !== undefined) return direct;
    if (!/^https?:\/\//.test(text)) return text;
    const parsed = URL.canParse(text) ? new URL(text) : undefined;
    const mapped = parsed && urls.get(parsed.pathname);
    return mapped ? new URL(mapped, parsed).href : text;
  };
  const walk = (value: unknown): unknown => {
    if (typeof value === "string") return url(value);
    if (Array.isArray(value)) return value.map(walk);
    if (value === null || typeof value !== "object") return value;
    if (isResolvedImage(value) || isPackedImage(value)) return chosen.has(value.key) ? image(value.key) : value;
    // react-router's data(payload, init): its payload walked, the same status and headers.
    const proto = Object.getPrototypeOf(value) as object | null;
    if (proto !== Object.prototype && proto !== null) {
      const wrapped = value as { type?: unknown; data?: unknown };
      if (wrapped.type === "DataWithResponseInit")
        return Object.assign(Object.create(proto), value, { data: walk(wrapped.data) });
      return value;
    }
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v)]));
  };
  return {
    image,
    ogImageUrl: (key, siteUrl) => {
      const widest = largestFallbackUrl(image(key));
      return siteUrl ? new URL(widest, siteUrl).href : widest;
    },
    apply: <T>(payload: T): T => (chosen.size === 0 ? payload : (walk(payload) as T)),
  };
}

// The root's loader and the page's run side by side for one request: they share one query.
const perRequest = new WeakMap<Request, Promise<DesignPhotos>>();

/** The design photos for this request's loaders (read once per request). */
export function designPhotos(request?: Request, db?: Kysely<Database>): Promise<DesignPhotos> {
  const load = () => chosenDesignPhotos(db).then(designPhotosOf);
  if (!request) return load();
  let pending = perRequest.get(request);
  if (!pending) {
    pending = load();
    perRequest.set(request, pending);
  }
  return pending;
}

/** The library names the slot wherever one of her photos is shown in it (and refuses to delete it). */
export async function designPhotosUsingPhoto(db: Kysely<Database>, photoId: number): Promise<PhotoUsage[]> {
  const rows = await db
    .selectFrom("design_photos")
    .select("slot_key")
    .where("photo_id", "=", photoId)
    .orderBy("slot_key")
    .execute();
  return rows.map((row) => ({
    label: `Design & shop photos · ${designSlot(row.slot_key)?.name ?? row.slot_key}`,
    href: `/admin/design-photos?slot=${encodeURIComponent(row.slot_key)}#slot-editor`,
  }));
}

/** The design and shop slots still showing the generated SAMPLE (for the go-live checklist). */
export async function designSlotsOnSamples(db: Kysely<Database>, samples: readonly string[]): Promise<string[]> {
  const chosen = await chosenDesignPhotos(db);
  const sampleKeys = new Set(samples);
  return DESIGN_SLOTS.filter((slot) => sampleKeys.has(slot.key) && !chosen.has(slot.key)).map((slot) => slot.key);
}
