import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { aboutPortraits, featuredLogos, heroSlides } from "~/catalogue/site-images";
import { openDatabase, type AppDatabase } from "~/server/db/db.server";
import { databaseKinds, emptyPostgresDatabase } from "../helpers/databases";
import { startServer, type TestServer } from "../helpers/server";
import { ADMIN_EMAIL, createAdminAccount, signIn } from "./admin-client";
import { htmlUntil } from "../helpers/html-until";

// The home page photos editor (issue 18, decision 023) over HTTP against the built server, on
// SQLite and (with TEST_DATABASE_URL) PostgreSQL: the seed shows today's photos; each list's save
// valid, invalid, with a stale version, without a session and with a bad CSRF token; the row
// buttons change only the draft; a saved change reaches / through the render cache.

const kinds = databaseKinds;

const LISTS = { hero: 1, featured: 2, about: 3 } as const;
type List = keyof typeof LISTS;

/** Text as React writes it into an attribute. */
const attr = (text: string) => text.replace(/&/g, "&amp;").replace(/'/g, "&#x27;").replace(/"/g, "&quot;");

/** The alt texts of the <img> elements inside the hero section, in order. */
function heroAlts(html: string): string[] {
  const hero = /data-testid="hero"[\s\S]*?<\/section>/.exec(html)?.[0] ?? "";
  return [...hero.matchAll(/<img[^>]*alt="([^"]*)"/g)].map((m) => m[1]!.replace(/&#x27;/g, "'"));
}

describe.each(kinds)("home photos editor on %s", (kind) => {
  let server: TestServer;
  let app: AppDatabase;
  let dropDatabase: (() => Promise<void>) | undefined;
  let session: { cookie: string; csrf: string };
  const ids = new Map<string, number>();

  beforeAll(async () => {
    const pgDb = kind === "postgres" ? await emptyPostgresDatabase() : undefined;
    dropDatabase = pgDb?.drop;
    server = await startServer(pgDb ? { DATABASE_URL: pgDb.url } : {});
    const created = await createAdminAccount(server.databaseUrl);
    expect(created.code, created.output).toBe(0);
    app = openDatabase(server.databaseUrl);
    session = await signIn(server.url);
    for (const row of await app.db.selectFrom("media_photos").select(["id", "filename"]).execute()) {
      ids.set(row.filename, Number(row.id));
    }
  }, 60_000);
  afterAll(async () => {
    await app?.db.destroy();
    await server?.stop();
    await dropDatabase?.();
  });

  const post = (fields: Record<string, string>, options: { cookie?: string | null } = {}) =>
    fetch(server.url + "/admin/home-photos", {
      method: "POST",
      redirect: "manual",
      headers: {
        ...(options.cookie === null ? {} : { cookie: options.cookie ?? session.cookie }),
        "content-type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams(fields),
    });
  // The render cache re-renders / when the content version moves (decision 020): poll ≤ 2.5 s.
  const publicHome = (done: (html: string) => boolean) => htmlUntil(server.url + "/", done, { limitMs: 2_500 });
  const page = async (path: string) => (await fetch(server.url + path, { headers: { cookie: session.cookie } })).text();
  const versionOf = async (list: List) =>
    Number(
      (await app.db.selectFrom("home_media").select("version").where("id", "=", LISTS[list]).executeTakeFirstOrThrow())
        .version,
    );
  const itemsOf = async (list: List) =>
    JSON.parse(
      (await app.db.selectFrom("home_media").select("items").where("id", "=", LISTS[list]).executeTakeFirstOrThrow())
        .items,
    ) as unknown[];
  const activityCount = async () => (await app.db.selectFrom("activity_log").select("id").execute()).length;
  const photo = (key: string) => String(ids.get(key));
  /** A flat form of photo rows. */
  const photoRows = (rows: [string, string][]) => ({
    count: String(rows.length),
    ...Object.fromEntries(
      rows.flatMap(([key, alt], i) => [
        [`photo-${i}`, photo(key)],
        [`alt-${i}`, alt],
      ]),
    ),
  });
  const todaysHero = () => photoRows(heroSlides.map((s) => [s.key, s.alt]));
  const todaysFeatured = () => ({
    count: String(featuredLogos.length),
    ...Object.fromEntries(
      featuredLogos.flatMap((l, i) => [
        [`name-${i}`, l.name],
        [`link-${i}`, ""],
        [`logo-${i}`, `bundled:${l.key}`],
      ]),
    ),
  });

  it("seeds today's photos, in order, referencing the library's built-in photos; / shows them as before", async () => {
    const hero = (await itemsOf("hero")) as { photoId: number; alt: string }[];
    expect(hero).toEqual(heroSlides.map((s) => ({ photoId: ids.get(s.key), alt: s.alt })));
    const about = (await itemsOf("about")) as { photoId: number; alt: string }[];
    expect(about).toEqual(aboutPortraits.map((s) => ({ photoId: ids.get(s.key), alt: s.alt })));
    expect(await itemsOf("featured")).toEqual(
      featuredLogos.map((l) => ({ name: l.name, link: "", logo: { kind: "bundled", key: l.key } })),
    );
    expect(await versionOf("hero")).toBe(1);
    const home = await (await fetch(server.url + "/")).text();
    expect(heroAlts(home)).toEqual([heroSlides[0]!.alt]);
    // The LCP slide: eager, high priority, with its size.
    expect(home).toMatch(
      /<img[^>]*width="\d+" height="\d+" alt="Bride and groom[^"]*" loading="eager"[^>]*fetchPriority="high"/,
    );
    for (const logo of featuredLogos) expect(home).toContain(`alt="${logo.name} logo"`);
    // The editor starts from the same lists; the dashboard's checklist item links to it.
    const editor = await page("/admin/home-photos");
    expect(editor).toContain(`value="${attr(heroSlides[5]!.alt)}"`);
    expect(editor).toContain('value="Desert Bride Journal"');
    const dashboard = await page("/admin");
    expect(dashboard).toMatch(/data-item="featured-by"[\s\S]*?href="\/admin\/home-photos#featured-editor"/);
  });

  it("hero: saves a new first slide and a new order; / shows it within 2.5 s; the activity log says so", async () => {
    const version = await versionOf("hero");
    const res = await post({
      csrf: session.csrf,
      list: "hero",
      version: String(version),
      intent: "save",
      ...photoRows([
        ["portfolio/wedding/001", "A new first slide in the desert"],
        [heroSlides[2]!.key, heroSlides[2]!.alt],
        [heroSlides[1]!.key, heroSlides[1]!.alt],
        [heroSlides[0]!.key, heroSlides[0]!.alt],
      ]),
    });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Saved: the home page shows the new hero slides now.");
    expect(html).toMatch(/<a href="\/"[^>]*>View on site<\/a>/);
    expect(await versionOf("hero")).toBe(version + 1);
    const home = await publicHome((h) => heroAlts(h)[0] === "A new first slide in the desert");
    expect(heroAlts(home)).toEqual(["A new first slide in the desert"]);
    expect(home).toMatch(/<img[^>]*alt="A new first slide in the desert" loading="eager"[^>]*fetchPriority="high"/);
    // The later slides are in the page's data, in the new order.
    const order = [heroSlides[2]!.alt, heroSlides[1]!.alt, heroSlides[0]!.alt].map((alt) => home.indexOf(alt));
    expect(order.every((at) => at > 0)).toBe(true);
    const entry = await app.db.selectFrom("activity_log").selectAll().orderBy("id", "desc").executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ actor_email: ADMIN_EMAIL, area: "Home page", summary: "Changed the hero slides" });
    // The library names the home page as a place the photo is used.
    const library = await page(`/admin/photos?q=${encodeURIComponent("portfolio/wedding/001")}`);
    expect(library).toContain("Home page · hero slides");
  });

  it("hero: Move up, Remove and Add change only the draft, shown with a preview, until Save", async () => {
    const version = await versionOf("hero");
    const logged = await activityCount();
    const before = await itemsOf("hero");
    const moved = await post({
      csrf: session.csrf,
      list: "hero",
      version: String(version),
      intent: "up-1",
      ...photoRows([
        [heroSlides[0]!.key, "First alt"],
        [heroSlides[1]!.key, "Second alt"],
      ]),
    });
    expect(moved.status).toBe(200);
    const html = await moved.text();
    expect(html).toContain("Not saved yet");
    expect(html).toContain("Preview of the hero slides (not saved yet)");
    expect(html.indexOf('value="Second alt"')).toBeLessThan(html.indexOf('value="First alt"'));
    const removed = await post({
      csrf: session.csrf,
      list: "hero",
      version: String(version),
      intent: "remove-0",
      ...photoRows([
        [heroSlides[0]!.key, "First alt"],
        [heroSlides[1]!.key, "Second alt"],
      ]),
    });
    const removedHtml = await removed.text();
    expect(removedHtml).not.toContain('value="First alt"');
    expect(removedHtml).toContain('value="Second alt"');
    const added = await post({
      csrf: session.csrf,
      list: "hero",
      version: String(version),
      intent: "add",
      pick: photo(heroSlides[3]!.key),
      ...photoRows([[heroSlides[0]!.key, "First alt"]]),
    });
    expect(added.status).toBe(200);
    expect(await added.text()).toContain(`name="photo-1" value="${photo(heroSlides[3]!.key)}"`);
    // "Use this photo": the row gets the picked photo (and its library description, here none).
    const used = await post({
      csrf: session.csrf,
      list: "hero",
      version: String(version),
      intent: "use-0",
      pick: photo("portfolio/family/002"),
      ...photoRows([[heroSlides[0]!.key, "First alt"]]),
    });
    const usedHtml = await used.text();
    expect(usedHtml).toContain(`name="photo-0" value="${photo("portfolio/family/002")}"`);
    expect(usedHtml).not.toContain('value="First alt"');
    // "Preview": checked like a save, shown like the page, stored nowhere.
    const preview = await post({
      csrf: session.csrf,
      list: "featured",
      version: String(await versionOf("featured")),
      intent: "preview",
      ...todaysFeatured(),
      "name-0": "Previewed Publication",
    });
    expect(preview.status).toBe(200);
    const previewHtml = await preview.text();
    expect(previewHtml).toContain("Preview of Featured by (not saved yet)");
    expect(previewHtml).toContain('alt="Previewed Publication logo"');
    const badPreview = await post({
      csrf: session.csrf,
      list: "about",
      version: String(await versionOf("about")),
      intent: "preview",
      ...photoRows([[aboutPortraits[0]!.key, ""]]),
    });
    expect(badPreview.status).toBe(400);
    expect(await badPreview.text()).toContain("Describe the photo in a few words");
    expect(await (await fetch(server.url + "/")).text()).not.toContain("Previewed Publication");
    expect(await versionOf("hero")).toBe(version);
    expect(await itemsOf("hero")).toEqual(before);
    expect(await activityCount()).toBe(logged);
  });

  it("refuses invalid lists with a message under each field, changing nothing", async () => {
    const versions = [await versionOf("hero"), await versionOf("featured"), await versionOf("about")];
    const logged = await activityCount();
    const hero = await post({
      csrf: session.csrf,
      list: "hero",
      version: String(versions[0]),
      ...todaysHero(),
      "alt-0": "  ",
      "photo-1": "999999",
      "photo-2": "not-a-photo",
    });
    expect(hero.status).toBe(400);
    const heroHtml = await hero.text();
    expect(heroHtml).toContain("Describe the photo in a few words, for people who cannot see it.");
    expect(heroHtml).toContain("Choose a photo from the library.");
    expect(heroHtml).toMatch(/id="hero-alt-0"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="hero-alt-0"/);
    // A photo id that is not in the library is refused too (checked against the database).
    const unknown = await post({
      csrf: session.csrf,
      list: "hero",
      version: String(versions[0]),
      ...todaysHero(),
      "photo-1": "999999",
    });
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain("Choose a photo from the library that has finished processing.");
    const featured = await post({
      csrf: session.csrf,
      list: "featured",
      version: String(versions[1]),
      ...todaysFeatured(),
      "name-0": "",
      "link-1": "http://plain.example.org/story",
      "link-2": "javascript:alert(1)",
    });
    expect(featured.status).toBe(400);
    const featuredHtml = await featured.text();
    expect(featuredHtml).toContain("Enter the publication&#x27;s name.");
    expect(featuredHtml).toContain("Enter the full address, starting with https://, or leave it empty for no link.");
    expect(featuredHtml).toMatch(
      /id="featured-link-2"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="featured-link-2"/,
    );
    // What was typed is kept.
    expect(featuredHtml).toContain('value="http://plain.example.org/story"');
    const badLogo = await post({
      csrf: session.csrf,
      list: "featured",
      version: String(versions[1]),
      ...todaysFeatured(),
      "logo-0": "bundled:site/hero/1",
    });
    expect(badLogo.status).toBe(400);
    expect(await badLogo.text()).toContain("Choose a logo");
    const about = await post({ csrf: session.csrf, list: "about", version: String(versions[2]), count: "0" });
    expect(about.status).toBe(400);
    expect(await about.text()).toContain("Keep at least 1 photo.");
    const missingVersion = await post({ csrf: session.csrf, list: "hero", ...todaysHero() });
    expect(missingVersion.status).toBe(400);
    expect([await versionOf("hero"), await versionOf("featured"), await versionOf("about")]).toEqual(versions);
    expect(await activityCount()).toBe(logged);
  });

  it("a second tab's save with the old version is refused with a reload offer", async () => {
    const version = await versionOf("about");
    const first = await post({
      csrf: session.csrf,
      list: "about",
      version: String(version),
      ...photoRows(aboutPortraits.slice(0, 5).map((s) => [s.key, s.alt])),
    });
    expect(first.status).toBe(200);
    const second = await post({
      csrf: session.csrf,
      list: "about",
      version: String(version),
      ...photoRows(aboutPortraits.map((s) => [s.key, `${s.alt} (second tab)`])),
    });
    expect(second.status).toBe(409);
    const html = await second.text();
    expect(html).toMatch(/<a href="\/admin\/home-photos"[^>]*>reload to see the latest version<\/a>/);
    expect(await itemsOf("about")).toHaveLength(5);
    expect(await versionOf("about")).toBe(version + 1);
  });

  it("about and Featured by: saved changes show on /", async () => {
    const aboutVersion = await versionOf("about");
    const about = await post({
      csrf: session.csrf,
      list: "about",
      version: String(aboutVersion),
      ...photoRows([
        [aboutPortraits[4]!.key, "Her on a red rock trail, now first"],
        [aboutPortraits[0]!.key, aboutPortraits[0]!.alt],
      ]),
    });
    expect(about.status).toBe(200);
    expect(await about.text()).toMatch(/<a href="\/#about"[^>]*>View on site<\/a>/);
    const featuredVersion = await versionOf("featured");
    const featured = await post({
      csrf: session.csrf,
      list: "featured",
      version: String(featuredVersion),
      count: "2",
      "name-0": "Arizona Weddings Today",
      "link-0": "https://azweddings.test/features/maya",
      "logo-0": `library:${photo("site/hero/6")}`,
      "name-1": "Valley Family Living",
      "link-1": "",
      "logo-1": "bundled:site/featured/valley-family-living",
    });
    expect(featured.status).toBe(200);
    const home = await publicHome((h) => h.includes("Arizona Weddings Today logo") && h.includes("now first"));
    expect(home).toMatch(
      /<a href="https:\/\/azweddings.test\/features\/maya"[^>]*><picture>[\s\S]*?alt="Arizona Weddings Today logo"/,
    );
    expect(home).toContain('alt="Valley Family Living logo"');
    expect(home).not.toContain("Desert Bride Journal logo");
    const carousel = /data-testid="about-carousel"[\s\S]*?<\/ul>/.exec(home)?.[0] ?? "";
    expect([...carousel.matchAll(/<img[^>]*alt="([^"]*)"/g)].map((m) => m[1])).toEqual([
      "Her on a red rock trail, now first",
      aboutPortraits[0]!.alt,
    ]);
    // One made-up publication is left: the checklist names only that one.
    const dashboard = await page("/admin");
    expect(dashboard).toContain("made-up publications: Valley Family Living.");
    const entry = await app.db.selectFrom("activity_log").selectAll().orderBy("id", "desc").executeTakeFirstOrThrow();
    expect(entry.summary).toBe("Changed the Featured by entries");
  });

  it("every action: 401 without a session, 403 with a wrong or missing CSRF token, nothing changed", async () => {
    const before = [
      await versionOf("hero"),
      await versionOf("featured"),
      await versionOf("about"),
      await activityCount(),
    ];
    const actions: Record<string, string>[] = [
      { list: "hero", version: String(before[0]), ...todaysHero() },
      { list: "hero", version: String(before[0]), intent: "up-1", ...todaysHero() },
      { list: "featured", version: String(before[1]), ...todaysFeatured() },
      { list: "about", version: String(before[2]), ...photoRows([[aboutPortraits[0]!.key, "Forged"]]) },
    ];
    for (const fields of actions) {
      const stranger = await post({ csrf: session.csrf, ...fields }, { cookie: null });
      expect(stranger.status, fields.list).toBe(401);
      const forged = await post({ csrf: "not-the-token", ...fields });
      expect(forged.status, fields.list).toBe(403);
      const missing = await post(fields);
      expect(missing.status, fields.list).toBe(403);
    }
    expect([
      await versionOf("hero"),
      await versionOf("featured"),
      await versionOf("about"),
      await activityCount(),
    ]).toEqual(before);
    const res = await fetch(server.url + "/admin/home-photos", { redirect: "manual" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toContain("/admin/sign-in");
  });

  it("keeps the saved lists on restart: the seed only fills a fresh database", async () => {
    const hero = await itemsOf("hero");
    await server.restart();
    session = await signIn(server.url);
    expect(await itemsOf("hero")).toEqual(hero);
    expect(heroAlts(await (await fetch(server.url + "/")).text())).toEqual(["A new first slide in the desert"]);
  });
});
