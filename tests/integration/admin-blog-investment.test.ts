import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { venueArticle } from "~/catalogue/phoenix-wedding-venues";
import type { BlogDraft } from "~/shared/blog-article";
import { toDraft } from "~/shared/content/blog-article.schema";
import { seedInvestment } from "~/server/content/investment-seed.server";
import { toInvestmentDraft } from "~/shared/content/investment.schema";
import { openDatabase, type AppDatabase } from "~/server/db/db.server";
import { databaseKinds, emptyPostgresDatabase } from "../helpers/databases";
import { startServer, type TestServer } from "../helpers/server";
import { ADMIN_EMAIL, createAdminAccount, signIn, textOf } from "./admin-client";
import { htmlUntil } from "../helpers/html-until";

// The blog and investment editors of issue 18 (decision 024) over HTTP against the built server,
// on SQLite and (with TEST_DATABASE_URL) PostgreSQL: the seed is today's content; every action
// valid, invalid, stale, without a session and with a bad CSRF token; a saved change on the page.

const kinds = databaseKinds;

/** A nested draft as the form's flat fields ("venues.0.photos.1.alt"). */
function flatten(node: unknown, prefix = "", out: Record<string, string> = {}): Record<string, string> {
  if (typeof node === "string") out[prefix] = node;
  else if (Array.isArray(node)) node.forEach((item, i) => flatten(item, `${prefix}.${i}`, out));
  else if (node && typeof node === "object") {
    for (const [key, value] of Object.entries(node)) flatten(value, prefix ? `${prefix}.${key}` : key, out);
  }
  // Unchecked checkboxes are not sent at all.
  for (const key of Object.keys(out))
    if (/\.(wide|priceIsFrom|linksToAlbumProject)$/.test(key) && !out[key]) delete out[key];
  return out;
}

describe.each(kinds)("blog and investment editors on %s", (kind) => {
  let server: TestServer;
  let app: AppDatabase;
  let dropDatabase: (() => Promise<void>) | undefined;
  let session: { cookie: string; csrf: string };

  beforeAll(async () => {
    const pgDb = kind === "postgres" ? await emptyPostgresDatabase() : undefined;
    dropDatabase = pgDb?.drop;
    server = await startServer(pgDb ? { DATABASE_URL: pgDb.url } : {});
    const created = await createAdminAccount(server.databaseUrl);
    expect(created.code, created.output).toBe(0);
    app = openDatabase(server.databaseUrl);
    session = await signIn(server.url);
  }, 60_000);
  afterAll(async () => {
    await app?.db.destroy();
    await server?.stop();
    await dropDatabase?.();
  });

  const post = (path: string, fields: Record<string, string>, options: { cookie?: string | null } = {}) =>
    fetch(server.url + path, {
      method: "POST",
      redirect: "manual",
      headers: {
        ...(options.cookie === null ? {} : { cookie: options.cookie ?? session.cookie }),
        "content-type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams(fields),
    });
  // Public pages come from the render cache (decision 020): poll up to 2.5 s for a saved change.
  const publicPage = (path: string, ...texts: string[]) =>
    htmlUntil(server.url + path, (html) => texts.every((text) => html.includes(text)), { limitMs: 2_500 });
  const page = async (path: string) => (await fetch(server.url + path, { headers: { cookie: session.cookie } })).text();
  const versionOf = async (table: "blog_article" | "investment_content") =>
    Number((await app.db.selectFrom(table).select("version").where("id", "=", 1).executeTakeFirstOrThrow()).version);
  const activityCount = async () => (await app.db.selectFrom("activity_log").select("id").execute()).length;
  const lastActivity = () =>
    app.db.selectFrom("activity_log").selectAll().orderBy("id", "desc").executeTakeFirstOrThrow();
  /** The stored article as the editor would post it. */
  const blogDraft = async (): Promise<BlogDraft> => {
    const row = await app.db.selectFrom("blog_article").selectAll().executeTakeFirstOrThrow();
    return toDraft({
      title: row.title,
      description: row.description,
      heroPhotoId: row.hero_photo_id === null ? null : Number(row.hero_photo_id),
      intro: row.intro,
      tocHeading: row.toc_heading,
      venues: JSON.parse(row.venues),
      closingHeading: row.closing_heading,
      closing: row.closing,
    });
  };
  const blogForm = async (change: (d: BlogDraft) => void = () => {}) => {
    const draft = await blogDraft();
    change(draft);
    return { csrf: session.csrf, version: String(await versionOf("blog_article")), ...flatten(draft) };
  };
  const investmentForm = async (change: (f: Record<string, string>) => void = () => {}) => {
    const fields = flatten(toInvestmentDraft(seedInvestment()));
    change(fields);
    return { csrf: session.csrf, version: String(await versionOf("investment_content")), ...fields };
  };

  it("seeds today's article with its built-in photos and today's investment values", async () => {
    const row = await app.db.selectFrom("blog_article").selectAll().executeTakeFirstOrThrow();
    expect(row.title).toBe(venueArticle.title);
    const venues = JSON.parse(row.venues) as Array<{ photos: unknown[] }>;
    expect(venues).toHaveLength(10);
    expect(venues.map((v) => v.photos.length)).toEqual(venueArticle.venues.map((v) => v.photos.length));
    const hero = await app.db
      .selectFrom("media_photos")
      .select("filename")
      .where("id", "=", Number(row.hero_photo_id))
      .executeTakeFirstOrThrow();
    expect(hero.filename).toBe("blog/venues/desert-botanical-garden/1");
    const blog = await (await fetch(server.url + "/blog")).text();
    expect(blog).toContain("<h3>Photography Highlights</h3>");
    expect(textOf(blog)).toContain("over 100 weddings over 6 years");
    expect(blog).toContain('property="og:image" content="http');
    const home = textOf(await (await fetch(server.url + "/")).text());
    for (const text of [
      "Full Wedding Day Package",
      "$4,000",
      "Starting at",
      "Extended family sessions: $300 per nuclear family unit",
      "$100 per person",
    ]) {
      expect(home).toContain(text);
    }
    const inv = await app.db.selectFrom("investment_content").selectAll().executeTakeFirstOrThrow();
    expect(JSON.parse(inv.wedding_packages)[0]).toMatchObject({
      title: "Full Wedding Day Package",
      priceCents: 400_000,
    });
  });

  it("blog: previews the Markdown without saving it", async () => {
    const version = await versionOf("blog_article");
    const logged = await activityCount();
    const form = await blogForm((d) => {
      d.intro = "A **previewed** intro with [a link](/inquiry).";
    });
    const res = await post("/admin/blog", { ...form, intent: "preview" });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Preview of the article (not saved yet)");
    expect(html).toContain('<p>A <strong>previewed</strong> intro with <a href="/inquiry">a link</a>.</p>');
    expect(await versionOf("blog_article")).toBe(version);
    expect(await activityCount()).toBe(logged);
    expect(await (await fetch(server.url + "/blog")).text()).not.toContain("previewed");
  });

  it("blog: saves a valid change, logs it, and /blog shows it within 2 s", async () => {
    const version = await versionOf("blog_article");
    const form = await blogForm((d) => {
      d.title = "Nine Favourite Venues in Phoenix";
      d.venues[0]!.text += "\n\nAn *added* line.";
      d.venues.splice(1, 1);
    });
    const res = await post("/admin/blog", { ...form, intent: "save" });
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(/<a href="\/blog"[^>]*>View on site<\/a>/);
    expect(await versionOf("blog_article")).toBe(version + 1);
    const blog = await publicPage("/blog", "Nine Favourite Venues in Phoenix", "<em>added</em>");
    expect(blog).toContain("<h1");
    expect(blog).toContain("Nine Favourite Venues in Phoenix");
    expect(blog).toContain("<p>An <em>added</em> line.</p>");
    expect(blog).not.toContain('id="wrigley-mansion"');
    const entry = await lastActivity();
    expect(entry).toMatchObject({ actor_email: ADMIN_EMAIL, area: "Blog", summary: "Changed the title and venues" });
    expect(textOf(await page("/admin"))).toContain("Blog: Changed the title and venues");
  });

  it("blog: refuses raw HTML, script links, missing fields and unknown photos, changing nothing", async () => {
    const version = await versionOf("blog_article");
    const logged = await activityCount();
    const form = await blogForm((d) => {
      d.intro = "Hi <script>alert(1)</script>";
      d.closing = "[x](javascript:alert(1))";
      d.title = " ";
      d.venues[0]!.photos[0]!.photoId = "987654";
      d.venues[1]!.photos[0]!.alt = "";
    });
    const res = await post("/admin/blog", { ...form, intent: "save" });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("HTML is not allowed here.");
    expect(html).toContain("Every link must start with https://");
    expect(html).toContain("Enter the article&#x27;s title.");
    expect(html).toContain("Enter the photo&#x27;s description for people who cannot see it.");
    expect(html).toMatch(/id="intro"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="intro"/);
    // What was typed is kept.
    expect(html).toContain("Hi &lt;script&gt;alert(1)&lt;/script&gt;");
    // The unknown photo is named once the rest is fine.
    const photo = await post("/admin/blog", {
      ...(await blogForm((d) => {
        d.venues[0]!.photos[0]!.photoId = "987654";
      })),
      intent: "save",
    });
    expect(photo.status).toBe(400);
    expect(await photo.text()).toContain("There is no photo number 987654 in the Photos library.");
    expect(await versionOf("blog_article")).toBe(version);
    expect(await activityCount()).toBe(logged);
    const missing = await post("/admin/blog", { ...(await blogForm()), version: "", intent: "save" });
    expect(missing.status).toBe(400);
  });

  it("blog: list buttons move, add and remove in the unsaved draft only", async () => {
    const version = await versionOf("blog_article");
    const form = await blogForm();
    const moved = await post("/admin/blog", { ...form, intent: "down:venues.0" });
    expect(moved.status).toBe(200);
    const html = await moved.text();
    expect(html).toContain("not saved yet");
    expect(html.indexOf('value="Desert Botanical Garden"')).toBeGreaterThan(html.indexOf('name="venues.0.name"'));
    expect(html).toMatch(
      /name="venues\.1\.name"[^>]*value="Desert Botanical Garden"|value="Desert Botanical Garden"[^>]*name="venues\.1\.name"/,
    );
    const added = await post("/admin/blog", { ...form, intent: "add:venues.0.photos" });
    expect(await added.text()).toContain('name="venues.0.photos.4.photoId"');
    expect(await versionOf("blog_article")).toBe(version);
  });

  it("blog: shows a library photo she picked, and the library refuses to delete it while in use", async () => {
    // A photo as an upload leaves it once processed: ready, with its own files.
    const photo = await app.db
      .insertInto("media_photos")
      .values({
        sha256: "b".repeat(64),
        md5: "c".repeat(32),
        filename: "our-wedding.jpg",
        bytes: 1000,
        content_type: "image/jpeg",
        original_key: "originals/test",
        source: "upload",
        state: "ready",
        failure_reason: null,
        width: 1600,
        height: 1067,
        camera: null,
        lens: null,
        captured_at: null,
        placeholder: null,
        dominant_color: null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const id = Number(photo.id);
    await app.db
      .insertInto("media_variants")
      .values([
        {
          photo_id: id,
          format: "jpeg",
          width: 800,
          height: 534,
          path: "/media/test-our-wedding-800.jpg",
          storage_key: "public/x",
        },
        {
          photo_id: id,
          format: "jpeg",
          width: 1600,
          height: 1067,
          path: "/media/test-our-wedding-1600.jpg",
          storage_key: "public/y",
        },
      ])
      .execute();
    const form = await blogForm((d) => {
      d.heroPhotoId = String(id);
      d.venues[2]!.photos[0] = { photoId: String(id), alt: "Our own wedding photo", wide: "on" };
    });
    expect((await post("/admin/blog", { ...form, intent: "save" })).status).toBe(200);
    const blog = await publicPage("/blog", "/media/test-our-wedding-800.jpg");
    expect(blog).toContain("/media/test-our-wedding-800.jpg");
    expect(blog).toContain('alt="Our own wedding photo"');
    expect(blog).toMatch(/property="og:image" content="http[^"]*\/media\/test-our-wedding-1600\.jpg"/);
    const deletePage = await page(`/admin/photos/${id}/delete`);
    expect(deletePage).toContain('href="/blog"');
    const refused = await post(`/admin/photos/${id}/delete`, { csrf: session.csrf });
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain("still in use");
  });

  it("blog: a second tab's save with the old version is refused with a reload offer", async () => {
    const form = await blogForm((d) => {
      d.tocHeading = "First tab";
    });
    expect((await post("/admin/blog", { ...form, intent: "save" })).status).toBe(200);
    const second = await post("/admin/blog", { ...form, tocHeading: "Second tab", intent: "save" });
    expect(second.status).toBe(409);
    expect(await second.text()).toMatch(/<a href="\/admin\/blog"[^>]*>reload to see the latest version<\/a>/);
    const blog = await publicPage("/blog", "First tab");
    expect(blog).toContain("First tab");
    expect(blog).not.toContain("Second tab");
  });

  it("investment: saves a valid change, logs it, and the home page shows it within 2 s", async () => {
    const version = await versionOf("investment_content");
    const form = await investmentForm((f) => {
      f["weddingPackages.2.price"] = "2,250.50";
      f["weddingPackages.2.features"] = "4 hours of coverage\n300 edited images";
      f["travelNotes"] = "Travel is included in Arizona.\nBook through my booking link.";
    });
    const res = await post("/admin/investment", { ...form, intent: "save" });
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(/<a href="\/#investment"[^>]*>View on site<\/a>/);
    expect(await versionOf("investment_content")).toBe(version + 1);
    const home = await publicPage("/", "$2,250.50", "Travel is included in Arizona.");
    expect(home).toContain("$2,250.50");
    expect(home).toContain("300 edited images");
    expect(textOf(home)).toContain("Book through my booking link (opens in a new tab) .");
    const entry = await lastActivity();
    expect(entry).toMatchObject({
      actor_email: ADMIN_EMAIL,
      area: "Investment",
      summary: "Changed the wedding packages and travel and booking notes",
    });
  });

  it("investment: refuses bad prices and empty names, changing nothing; list buttons work on the draft", async () => {
    const version = await versionOf("investment_content");
    const logged = await activityCount();
    const res = await post("/admin/investment", {
      ...(await investmentForm((f) => {
        f["weddingPackages.0.price"] = "four thousand";
        f["familyPackages.1.title"] = "";
        f["weddingAddOns.0.price"] = "-5";
      })),
      intent: "save",
    });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Enter the price in dollars, e.g. 4000 or 4,000.00.");
    expect(html).toContain("Enter the package&#x27;s name.");
    expect(html).toMatch(
      /id="weddingPackages\.0\.price"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="weddingPackages\.0\.price"/,
    );
    expect(html).toContain('value="four thousand"');
    const removed = await post("/admin/investment", {
      ...(await investmentForm()),
      intent: "remove:additionalServices.0",
    });
    expect(removed.status).toBe(200);
    const draft = await removed.text();
    expect(draft).toContain("not saved yet");
    expect(draft).toMatch(
      /name="additionalServices\.0\.title"[^>]*value="Engagement\/Couples"|value="Engagement\/Couples"[^>]*name="additionalServices\.0\.title"/,
    );
    expect(await versionOf("investment_content")).toBe(version);
    expect(await activityCount()).toBe(logged);
  });

  it("investment: a second tab's save with the old version is refused", async () => {
    const form = await investmentForm((f) => {
      f["familyNote"] = "First tab note";
    });
    expect((await post("/admin/investment", { ...form, intent: "save" })).status).toBe(200);
    const second = await post("/admin/investment", { ...form, familyNote: "Second tab note", intent: "save" });
    expect(second.status).toBe(409);
    expect(await second.text()).toContain("reload to see the latest version");
    const home = await publicPage("/", "First tab note");
    expect(home).toContain("First tab note");
    expect(home).not.toContain("Second tab note");
  });

  it("every action: 401 without a session, 403 with a wrong or missing CSRF token, nothing changed", async () => {
    const before = [await versionOf("blog_article"), await versionOf("investment_content"), await activityCount()];
    const blog = await blogForm((d) => {
      d.title = "Forged";
    });
    const investment = await investmentForm((f) => {
      f["familyNote"] = "Forged";
    });
    const actions: Array<[string, Record<string, string>]> = [
      ["/admin/blog", { ...blog, intent: "save" }],
      ["/admin/blog", { ...blog, intent: "preview" }],
      ["/admin/blog", { ...blog, intent: "add:venues" }],
      ["/admin/investment", { ...investment, intent: "save" }],
      ["/admin/investment", { ...investment, intent: "up:weddingPackages.1" }],
    ];
    for (const [path, { csrf: _csrf, ...fields }] of actions) {
      expect((await post(path, { csrf: session.csrf, ...fields }, { cookie: null })).status, path).toBe(401);
      expect((await post(path, { csrf: "not-the-token", ...fields })).status, path).toBe(403);
      expect((await post(path, fields)).status, path).toBe(403);
    }
    expect([await versionOf("blog_article"), await versionOf("investment_content"), await activityCount()]).toEqual(
      before,
    );
    for (const path of ["/admin/blog", "/admin/investment"]) {
      const res = await fetch(server.url + path, { redirect: "manual" });
      expect(res.status, path).toBe(302);
      expect(res.headers.get("location")).toContain("/admin/sign-in");
    }
  });
});
