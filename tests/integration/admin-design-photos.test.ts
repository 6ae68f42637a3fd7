import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type AppDatabase } from "~/server/db/db.server";
import { goLiveChecklist } from "~/server/content/go-live-checklist.server";
import { DESIGN_SLOTS } from "~/server/content/design-slots.server";
import { databaseKinds, emptyPostgresDatabase } from "../helpers/databases";
import { startServer, type TestServer } from "../helpers/server";
import { createAdminAccount, signIn, textOf } from "./admin-client";
import { insertGalleryPhotoRow } from "./media-helpers";
import { htmlUntil } from "../helpers/html-until";

// The design & shop photos editor (issue 31 §2, decision 048) over HTTP against the built server,
// on SQLite and (with TEST_DATABASE_URL) PostgreSQL: choosing a library photo for a print's slot
// (the shop's pages then serve that photo's files and her description), going back to the
// built-in photo, bad input, a stale version, the library refusing to delete a photo in use, and
// the go-live checklist counting only the slots still on samples.

const SLOT = "prints/floral/pink-peonies";
const NAME = "Floral print: Pink Peonies";
const CHOSEN = "portfolio/wedding/001";

describe.each(databaseKinds)("design & shop photos editor on %s", (kind) => {
  let server: TestServer;
  let app: AppDatabase;
  let dropDatabase: (() => Promise<void>) | undefined;
  let session: { cookie: string; csrf: string };
  let photoId: number;
  let variantUrl: string;

  beforeAll(async () => {
    const pgDb = kind === "postgres" ? await emptyPostgresDatabase() : undefined;
    dropDatabase = pgDb?.drop;
    server = await startServer(pgDb ? { DATABASE_URL: pgDb.url } : {});
    const created = await createAdminAccount(server.databaseUrl);
    expect(created.code, created.output).toBe(0);
    app = openDatabase(server.databaseUrl);
    session = await signIn(server.url);
    const photo = await app.db
      .selectFrom("media_photos")
      .select("id")
      .where("filename", "=", CHOSEN)
      .executeTakeFirstOrThrow();
    photoId = Number(photo.id);
    const avif = await app.db
      .selectFrom("media_variants")
      .select("path")
      .where("photo_id", "=", photoId)
      .where("format", "=", "avif")
      .orderBy("width")
      .executeTakeFirstOrThrow();
    variantUrl = avif.path;
  }, 60_000);
  afterAll(async () => {
    await app?.db.destroy();
    await server?.stop();
    await dropDatabase?.();
  });

  const post = (fields: Record<string, string>, path = "/admin/design-photos") =>
    fetch(server.url + path, {
      method: "POST",
      redirect: "manual",
      headers: { cookie: session.cookie, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ csrf: session.csrf, ...fields }),
    });
  const page = async (path: string) => (await fetch(server.url + path, { headers: { cookie: session.cookie } })).text();
  const chosenPhotoOf = async (slot: string) =>
    (await app.db.selectFrom("design_photos").select("photo_id").where("slot_key", "=", slot).executeTakeFirst())
      ?.photo_id ?? null;
  const versionOf = async (slot: string) =>
    Number(
      (
        await app.db
          .selectFrom("design_photos")
          .select("version")
          .where("slot_key", "=", slot)
          .executeTakeFirstOrThrow()
      ).version,
    );
  // The render cache re-renders a page when the content version moves (decision 020): poll ≤ 2.5 s.
  const publicPage = (path: string, done: (html: string) => boolean) =>
    htmlUntil(server.url + path, done, { limitMs: 2_500 });

  it("lists every slot without another editor, grouped, each with its picture, needs and SAMPLE badge", async () => {
    const html = await page("/admin/design-photos");
    const text = textOf(html);
    for (const heading of ["Shop products", "Testimonial tiles", "Site design"]) expect(text).toContain(heading);
    expect(html.match(/data-testid="design-slot"/g)).toHaveLength(DESIGN_SLOTS.length);
    expect(text).toContain(NAME);
    expect(text).toContain("Love Stories tile");
    expect(text).toContain("The bee logo");
    expect(text).toContain("Upright (2:3), at least 1067 × 1600 pixels");
    expect(text).toContain("SAMPLE");
    expect(html).toContain(`href="/admin/design-photos?slot=${encodeURIComponent(SLOT)}#slot-editor"`);
    // The hero and Featured by have their own editor: not here.
    expect(text).not.toContain("Desert Bride Journal");
    // The picker opens for one slot, with the library's photos.
    const editor = await page(`/admin/design-photos?slot=${encodeURIComponent(SLOT)}`);
    expect(textOf(editor)).toContain(`Choose a photo: ${NAME}`);
    expect(editor).toContain(`<option value="${photoId}">`);
  });

  it("refuses bad input with a 400 and a message, storing nothing", async () => {
    const version = await versionOf(SLOT);
    const cases: [Record<string, string>, string][] = [
      [{ slot: SLOT, photo: "", alt: "" }, "Choose a photo from your library."],
      [{ slot: SLOT, photo: "99999999", alt: "" }, "Choose a photo from your library that has finished processing."],
      [{ slot: SLOT, photo: "abc", alt: "" }, "Choose a photo from your library."],
      [{ slot: SLOT, photo: String(photoId), alt: "x".repeat(400) }, "Keep the description under"],
      [{ slot: "site/hero/1", photo: String(photoId), alt: "" }, "not one of the site's design or shop pictures"],
      [{ slot: "../../etc", photo: String(photoId), alt: "" }, "not one of the site's design or shop pictures"],
    ];
    for (const [fields, message] of cases) {
      const res = await post({ intent: "choose", version: String(version), ...fields });
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect(textOf(await res.text())).toContain(message);
    }
    const missingVersion = await post({ intent: "choose", slot: SLOT, photo: String(photoId) });
    expect(missingVersion.status).toBe(400);
    expect(await versionOf(SLOT)).toBe(version);
    expect(await chosenPhotoOf(SLOT)).toBeNull();
  });

  it("chooses a library photo: the shop's pages serve its files and her description; logged; in use", async () => {
    const version = await versionOf(SLOT);
    const before = await publicPage("/all-products", () => true);
    expect(before).not.toContain(variantUrl);
    const res = await post({
      intent: "choose",
      version: String(version),
      slot: SLOT,
      photo: String(photoId),
      alt: "Pink peonies in June light",
    });
    expect(res.status).toBe(200);
    expect(textOf(await res.text())).toContain(`Saved: ${NAME} shows your photo now.`);
    expect(await versionOf(SLOT)).toBe(version + 1);

    const all = await publicPage("/all-products", (html) => html.includes(variantUrl));
    expect(all).toContain(variantUrl);
    expect(all).toContain('alt="Pink peonies in June light"');
    const detail = await publicPage("/product-detail/pink-peonies", (html) => html.includes(variantUrl));
    expect(detail).toContain(variantUrl);
    // The product's JSON-LD image is the library photo's widest JPEG too.
    expect(detail).toMatch(/"image":\[?"[^"]*portfolio-wedding-001[^"]*\.jpg"/);
    // Other products keep their built-in photos.
    expect(all).toContain("/img/prints-floral-vintage-roses-");

    const activity = await app.db
      .selectFrom("activity_log")
      .select(["area", "summary"])
      .where("area", "=", "Design & shop photos")
      .execute();
    expect(activity).toContainEqual({ area: "Design & shop photos", summary: `Chose photo ${photoId} for ${NAME}` });

    const editor = textOf(await page("/admin/design-photos"));
    expect(editor).toContain("Your photo");
  });

  it("an uploaded photo as the bee logo: every page's header shows it, and the library will not delete it", async () => {
    const id = await insertGalleryPhotoRow(app.db, {
      sha256: "d".repeat(64),
      md5: "d".repeat(32),
      filename: "my-logo.png",
      bytes: 10,
      width: 800,
      height: 800,
      source: "upload",
    });
    await app.db
      .insertInto("media_variants")
      .values(
        (["avif", "webp", "jpeg"] as const).flatMap((format) =>
          [400, 800].map((width) => ({
            photo_id: id,
            format,
            width,
            height: width,
            path: `/media/my-logo-${width}.${format === "jpeg" ? "jpg" : format}`,
            storage_key: `variants/my-logo-${width}.${format}`,
          })),
        ),
      )
      .execute();
    await page("/admin/design-photos");
    const version = await versionOf("site/bee-logo");
    const res = await post({
      intent: "choose",
      version: String(version),
      slot: "site/bee-logo",
      photo: String(id),
      alt: "",
    });
    expect(res.status).toBe(200);
    const home = await publicPage("/testimonials", (html) => html.includes("/media/my-logo-400.avif"));
    expect(home).toContain("/media/my-logo-400.avif 400w");
    // Left empty, the description is the built-in one.
    expect(home).toMatch(/<img[^>]*alt="Bee Logo"/);

    const refused = await post({ intent: "delete" }, `/admin/photos/${id}/delete`);
    expect(refused.status).toBe(409);
    expect(textOf(await refused.text())).toContain("Design & shop photos · The bee logo");
    expect(await app.db.selectFrom("media_photos").select("id").where("id", "=", id).executeTakeFirst()).toBeTruthy();

    const back = await post({ intent: "revert", version: String(version + 1), slot: "site/bee-logo" });
    expect(back.status).toBe(200);
    const deleted = await post({ intent: "delete" }, `/admin/photos/${id}/delete`);
    expect(deleted.status).toBe(302);
  });

  it("refuses a save from a stale tab with a 409", async () => {
    const version = await versionOf(SLOT);
    const res = await post({ intent: "choose", version: String(version - 1), slot: SLOT, photo: String(photoId) });
    expect(res.status).toBe(409);
    expect(await versionOf(SLOT)).toBe(version);
  });

  it("the go-live checklist links to the editor and counts only the slots still on samples", async () => {
    const items = await goLiveChecklist(app.db);
    const item = items.find((i) => i.id === "sample-photos");
    expect(item?.editor).toEqual({ to: "/admin/design-photos", label: "Choose the design & shop photos" });
    expect(item?.howTo).toBeUndefined();
    expect(item?.text).toContain(`${DESIGN_SLOTS.length - 1} sample photos`);
    expect(JSON.stringify(items)).not.toMatch(/developer/i);
  });

  it("goes back to the built-in photo: the page serves the built-in files again", async () => {
    const version = await versionOf(SLOT);
    const res = await post({ intent: "revert", version: String(version), slot: SLOT });
    expect(res.status).toBe(200);
    expect(textOf(await res.text())).toContain(`Saved: ${NAME} shows the built-in photo again.`);
    const all = await publicPage("/all-products", (html) => !html.includes(variantUrl));
    expect(all).not.toContain(variantUrl);
    expect(all).toContain("/img/prints-floral-pink-peonies-");
    expect(await chosenPhotoOf(SLOT)).toBeNull();
    // No longer in use there.
    const item = (await goLiveChecklist(app.db)).find((i) => i.id === "sample-photos");
    expect(item?.text).toContain(`${DESIGN_SLOTS.length} sample photos`);
  });
});
