import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~/server/db/schema";
import { deletePhoto } from "~/server/media/photo-delete.server";
import { PHOTO_USAGE_SOURCES } from "~/server/media/photo-usages.server";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../helpers/databases";

// Deleting a photo is refused while any place shows it, whatever modules happen to be loaded:
// this file imports the delete and nothing else of the features, so each source below is found
// through the one explicit list (app/server/media/photo-usages.server.ts).

let counter = 0;
async function addPhoto(db: Kysely<Database>, source: "upload" | "bundled" = "upload", filename?: string) {
  const n = ++counter;
  const row = await db
    .insertInto("media_photos")
    .values({
      sha256: n.toString(16).padStart(64, "0"),
      md5: n.toString(16).padStart(32, "0"),
      filename: filename ?? `photo-${n}.jpg`,
      bytes: 10,
      content_type: "image/jpeg",
      original_key: source === "bundled" ? null : `originals/${n}`,
      source,
      state: "ready",
      failure_reason: null,
      width: 10,
      height: 10,
      camera: null,
      lens: null,
      captured_at: null,
      placeholder: null,
      dominant_color: null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Each source: how to make a photo shown there, and the place the refusal must name. */
const sources: [string, (db: Kysely<Database>, photoId: number) => Promise<{ label: string; href: string }>][] = [
  ["built-in photos", async () => ({ label: "Blog", href: "/blog" })],
  [
    "the home page",
    async (db, photoId) => {
      const items = [{ name: "A magazine", link: "", logo: { kind: "library", photoId } }];
      await db
        .insertInto("home_media")
        .values({ id: 2, list: "featured", items: JSON.stringify(items) })
        .execute();
      return { label: "Home page · Featured by", href: "/" };
    },
  ],
  [
    "the blog",
    async (db, photoId) => {
      await db
        .insertInto("blog_article")
        .values({
          id: 1,
          title: "t",
          description: "d",
          hero_photo_id: photoId,
          intro: "i",
          toc_heading: "h",
          venues: "[]",
          closing_heading: "c",
          closing: "c",
        })
        .execute();
      return { label: "Blog", href: "/blog" };
    },
  ],
  [
    "portfolios",
    async (db, photoId) => {
      const portfolio = await db
        .insertInto("portfolios")
        .values({ slug: "wedding", title: "t", heading: "h", subtitle: "s", card_text: "c", description: "d" })
        .returning("id")
        .executeTakeFirstOrThrow();
      await db
        .insertInto("portfolio_photos")
        .values({ portfolio_id: Number(portfolio.id), photo_id: photoId, position: 0 })
        .execute();
      return { label: expect.stringContaining("portfolio") as string, href: expect.any(String) as string };
    },
  ],
  [
    "client galleries",
    async (db, photoId) => {
      const gallery = await db
        .insertInto("galleries")
        .values({
          slug: "g-usage",
          title: "The Smiths",
          client_name: "Ann Smith",
          client_email: "ann@example.com",
          session_date: null,
          cover_photo_id: null,
          access_code_hash: "x",
          published_at: null,
          expires_on: null,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await db
        .insertInto("gallery_photos")
        .values({ gallery_id: Number(gallery.id), set_id: null, photo_id: photoId, position: 0 })
        .execute();
      return { label: "Client gallery: The Smiths", href: `/admin/galleries/${Number(gallery.id)}` };
    },
  ],
  [
    "testimonials",
    async (db, photoId) => {
      await db
        .insertInto("testimonial_photo_links")
        .values({ hash: "a".repeat(32), photo_id: photoId })
        .execute();
      const t = await db
        .insertInto("testimonials")
        .values({
          bride_name: "Ann",
          groom_name: "Bob",
          review_text: "Lovely",
          rating: 5,
          category: "wedding",
          photo_url: `/media/testimonials/${"a".repeat(32)}.jpg`,
          pin_position: null,
          pin_order: null,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      return { label: "Testimonial from Ann & Bob", href: `/admin/testimonials/${Number(t.id)}` };
    },
  ],
  [
    "session types and mini-session days",
    async (db, photoId) => {
      const day = await db
        .insertInto("mini_days")
        .values({
          slug: `minis-${photoId}`,
          title: "Holiday minis",
          date: "2026-12-12",
          place: "The garden",
          start_minute: 1020,
          end_minute: 1140,
          slot_minutes: 20,
          price_cents: 20_000,
          deposit_cents: 5_000,
          photo_id: photoId,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      return { label: "Mini-session day: Holiday minis", href: `/admin/minis/${Number(day.id)}` };
    },
  ],
  [
    "the design and shop photos",
    async (db, photoId) => {
      await db
        .insertInto("design_photos")
        .values({ slot_key: "prints/floral/pink-peonies", photo_id: photoId })
        .execute();
      return {
        label: "Design & shop photos · Floral print: Pink Peonies",
        href: "/admin/design-photos?slot=prints%2Ffloral%2Fpink-peonies#slot-editor",
      };
    },
  ],
];

describe.each(databaseKinds)("photo usages on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.cleanup();
  });

  it.each(sources)("refuses to delete a photo shown by %s, naming the place", async (name, use) => {
    const db = database.db;
    const photoId =
      name === "built-in photos" ? await addPhoto(db, "bundled", "blog/venue-1") : await addPhoto(db, "upload");
    const place = await use(db, photoId);
    expect(await deletePhoto(db, photoId)).toEqual({ ok: false, usages: [place] });
    expect(await db.selectFrom("media_photos").select("id").where("id", "=", photoId).executeTakeFirst()).toBeTruthy();
  });

  it("covers every source of the list", () => {
    expect(sources).toHaveLength(PHOTO_USAGE_SOURCES.length);
  });

  it("deletes a photo nothing shows", async () => {
    const photoId = await addPhoto(database.db);
    expect(await deletePhoto(database.db, photoId)).toEqual({ ok: true });
  });
});
