import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type AppDatabase } from "~/server/db/db.server";
import { aboutParagraphs, availability, basedIn, serviceArea } from "~/server/content/home-texts-seed.server";
import { databaseKinds, emptyPostgresDatabase } from "../helpers/databases";
import { startServer, type TestServer } from "../helpers/server";
import { ADMIN_EMAIL, createAdminAccount, csrfFrom, signIn, textOf, SITE_SETTINGS_FORM } from "./admin-client";
import { htmlUntil } from "../helpers/html-until";

// The content editors of issue 18 over HTTP against the built server, on SQLite and (with
// TEST_DATABASE_URL) PostgreSQL: a fresh database shows today's texts; every editor action valid,
// invalid, with a stale version, without a session and with a bad CSRF token; the activity log
// and the go-live checklist on the dashboard.

const kinds = databaseKinds;

/** Text content of an HTML page, entities decoded the way the tests need. */
const SETTINGS = SITE_SETTINGS_FORM;

const HOME = {
  notice0Heading: "Now Booking",
  notice0Detail: "Arizona · Fall/Winter/Spring 2027",
  notice1Heading: "Europe & Beyond",
  notice1Detail: "Destination weddings · Summer 2027 availability",
  notice2Heading: "",
  notice2Detail: "",
  aboutText: "Hello, I am *Maya*.\n\nSee [my story](https://saguaro.test/story).",
  basedIn: "Based in Arizona",
  serviceArea: "Serving Phoenix, Scottsdale, Sedona and worldwide",
};

describe.each(kinds)("content editors on %s", (kind) => {
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
  // Public pages come from the render cache, re-rendered when the content version moves: a saved
  // change shows within 2 s (decision 020). Polls until every text is there, or 2.5 s have passed.
  const publicPage = (path: string, ...texts: string[]) =>
    htmlUntil(server.url + path, (html) => texts.every((text) => html.includes(text)), { limitMs: 2_500 });
  const page = async (path: string) => (await fetch(server.url + path, { headers: { cookie: session.cookie } })).text();
  const versionOf = async (table: "site_settings" | "home_texts") =>
    Number((await app.db.selectFrom(table).select("version").where("id", "=", 1).executeTakeFirstOrThrow()).version);
  const activityCount = async () => (await app.db.selectFrom("activity_log").select("id").execute()).length;

  it("seeds a fresh database with today's texts and settings, shown by the public pages", async () => {
    const home = textOf(await (await fetch(server.url + "/")).text());
    for (const paragraph of aboutParagraphs) expect(home).toContain(paragraph);
    for (const notice of availability) {
      expect(home).toContain(notice.heading);
      expect(home).toContain(notice.detail);
    }
    expect(home).toContain(basedIn);
    expect(home).toContain(serviceArea);
    expect(home).toContain("hello@saguarobee.studio");
    const row = await app.db.selectFrom("site_settings").selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      version: 1,
      site_name: "Saguaro Bee Photography",
      contact_email: "hello@saguarobee.studio",
      booking_url: "https://example.com/booking",
      welcome_video_url: "https://player.vimeo.com/video/76979871",
    });
    // The editors start from the same values.
    expect(await page("/admin/home")).toContain("Europe &amp; Beyond");
  });

  it("lists the sample content on the dashboard, each item with its editor or what to do", async () => {
    const html = await page("/admin");
    expect(html).toContain("Before going live");
    expect(html).toContain('data-item="about-text"');
    expect(html).toContain('href="/admin/home"');
    expect(html).toContain('data-item="example-links"');
    expect(textOf(html)).toContain("Booking link, Album project link");
    expect(html).toContain('data-item="featured-by"');
    expect(textOf(html)).toContain("Desert Bride Journal");
    expect(html).toContain('data-item="sample-photos"');
    // The shop's and the design's pictures have their editor too: no "ask your developer" is left.
    expect(html).toMatch(/data-item="sample-photos"[\s\S]*?href="\/admin\/design-photos"/);
    expect(textOf(html)).not.toMatch(/developer/i);
    // The generated samples still shown, each with the editor that replaces them.
    expect(html).toContain('data-item="sample-photos-home"');
    expect(html).toContain('href="/admin/home-photos"');
    expect(html).toContain('data-item="sample-photos-portfolios"');
    expect(html).toContain('href="/admin/portfolios"');
    expect(textOf(html)).toMatch(/Wedding Portfolio \(\d+\)/);
    expect(html).toContain('data-item="sample-photos-blog"');
    expect(html).toContain('href="/admin/blog"');
    expect(textOf(html)).toContain("No changes to the site's content yet.");
  });

  it("site settings: saves valid input, logs it, and the public pages show it within 2 s", async () => {
    const version = await versionOf("site_settings");
    const res = await post("/admin/site-settings", { csrf: session.csrf, version: String(version), ...SETTINGS });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Saved: the site shows the new settings now.");
    expect(html).toMatch(/<a href="\/#contact"[^>]*>View on site<\/a>/);
    expect(await versionOf("site_settings")).toBe(version + 1);
    const home = await publicPage("/", "studio@saguaro.test", "https://booking.saguaro.test/questionnaire");
    expect(home).toContain("studio@saguaro.test");
    expect(home).toContain("https://booking.saguaro.test/questionnaire");
    expect(home).toContain("https://player.vimeo.com/video/123456");
    const review = await publicPage("/leave-review", "https://g.page/r/saguaro-bee/review");
    expect(review).toContain("https://g.page/r/saguaro-bee/review");
    const entry = await app.db.selectFrom("activity_log").selectAll().orderBy("id", "desc").executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ actor_email: ADMIN_EMAIL, area: "Site settings" });
    expect(entry.summary).toContain("contact e-mail");
    const dashboard = await page("/admin");
    expect(textOf(dashboard)).toContain(`Site settings: ${entry.summary}`);
    // No example.com address is left, so that checklist item is gone.
    expect(dashboard).not.toContain('data-item="example-links"');
  });

  it("site settings: refuses invalid input with each field's message, changing nothing", async () => {
    const version = await versionOf("site_settings");
    const logged = await activityCount();
    const res = await post("/admin/site-settings", {
      csrf: session.csrf,
      version: String(version),
      ...SETTINGS,
      contactEmail: "not-an-address",
      bookingUrl: "javascript:alert(1)",
      welcomeVideoUrl: "https://evil.test/video/1",
      siteName: "",
    });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Enter an e-mail address like hello@yourstudio.com.");
    expect(html).toContain("Enter the full address, starting with https://");
    expect(html).toContain("Use the video&#x27;s player address, starting with https://player.vimeo.com/");
    expect(html).toContain("Enter the site&#x27;s name.");
    expect(html).toMatch(/id="contactEmail"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="contactEmail"/);
    // What was typed is kept, so nothing needs typing again.
    expect(html).toContain('value="not-an-address"');
    expect(await versionOf("site_settings")).toBe(version);
    expect(await activityCount()).toBe(logged);
    // A plain http video player is refused too: the frame must be https.
    const http = await post("/admin/site-settings", {
      csrf: session.csrf,
      version: String(version),
      ...SETTINGS,
      welcomeVideoUrl: "http://player.vimeo.com/video/1",
    });
    expect(http.status).toBe(400);
    const missing = await post("/admin/site-settings", { csrf: session.csrf, ...SETTINGS });
    expect(missing.status).toBe(400);
  });

  it("site settings: a second tab's save with the old version is refused with a reload offer", async () => {
    const version = await versionOf("site_settings");
    const first = await post("/admin/site-settings", {
      csrf: session.csrf,
      version: String(version),
      ...SETTINGS,
      socialLabel: "Instagram (first tab)",
    });
    expect(first.status).toBe(200);
    const second = await post("/admin/site-settings", {
      csrf: session.csrf,
      version: String(version),
      ...SETTINGS,
      socialLabel: "Instagram (second tab)",
    });
    expect(second.status).toBe(409);
    const html = await second.text();
    expect(html).toContain("changed in another tab or window");
    expect(html).toMatch(/<a href="\/admin\/site-settings"[^>]*>reload to see the latest version<\/a>/);
    const row = await app.db.selectFrom("site_settings").selectAll().executeTakeFirstOrThrow();
    expect(row.social_label).toBe("Instagram (first tab)");
    expect(Number(row.version)).toBe(version + 1);
  });

  it("home page: saves valid input and the home page shows it, the about text rendered from Markdown", async () => {
    const version = await versionOf("home_texts");
    const res = await post("/admin/home", { csrf: session.csrf, version: String(version), intent: "save", ...HOME });
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(/<a href="\/#about"[^>]*>View on site<\/a>/);
    const home = await publicPage("/", "Arizona · Fall/Winter/Spring 2027", "Maya");
    expect(home).toContain("Arizona · Fall/Winter/Spring 2027");
    expect(home).toContain("<p>Hello, I am <em>Maya</em>.</p>");
    expect(home).toContain('<p>See <a href="https://saguaro.test/story">my story</a>.</p>');
    const entry = await app.db.selectFrom("activity_log").selectAll().orderBy("id", "desc").executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ actor_email: ADMIN_EMAIL, area: "Home page" });
    expect(entry.summary).toBe("Changed the availability notices and about text");
    // Her own about text: the checklist item is done.
    expect(await page("/admin")).not.toContain('data-item="about-text"');
  });

  it("home page: previews the about text without saving it", async () => {
    const version = await versionOf("home_texts");
    const logged = await activityCount();
    const res = await post("/admin/home", {
      csrf: session.csrf,
      version: String(version),
      intent: "preview",
      ...HOME,
      aboutText: "A **bold** preview.",
    });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Preview of the about text (not saved yet)");
    expect(html).toContain("<p>A <strong>bold</strong> preview.</p>");
    expect(await versionOf("home_texts")).toBe(version);
    expect(await activityCount()).toBe(logged);
    expect(await (await fetch(server.url + "/")).text()).not.toContain("preview.");
  });

  it("home page: refuses HTML, bad links, a detail without heading and blank lines, changing nothing", async () => {
    const version = await versionOf("home_texts");
    const res = await post("/admin/home", {
      csrf: session.csrf,
      version: String(version),
      ...HOME,
      aboutText: 'Hi <script>alert("x")</script>',
      notice2Detail: "A detail with no heading",
      basedIn: "   ",
    });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("HTML is not allowed here.");
    expect(html).toContain("Give this notice a heading, or clear its detail too.");
    expect(html).toContain("Say where you are based");
    expect(html).toMatch(/id="aboutText"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="aboutText"/);
    const links = await post("/admin/home", {
      csrf: session.csrf,
      version: String(version),
      ...HOME,
      aboutText: "Click [here](javascript:alert(1)).",
    });
    expect(links.status).toBe(400);
    expect(await links.text()).toContain("Every link must start with https://");
    expect(await versionOf("home_texts")).toBe(version);
  });

  it("home page: a second tab's save with the old version is refused", async () => {
    const version = await versionOf("home_texts");
    const first = await post("/admin/home", {
      csrf: session.csrf,
      version: String(version),
      ...HOME,
      notice0Heading: "First tab",
    });
    expect(first.status).toBe(200);
    const second = await post("/admin/home", {
      csrf: session.csrf,
      version: String(version),
      ...HOME,
      notice0Heading: "Second tab",
    });
    expect(second.status).toBe(409);
    expect(await second.text()).toContain("reload to see the latest version");
    const home = await publicPage("/", "First tab");
    expect(home).toContain("First tab");
    expect(home).not.toContain("Second tab");
  });

  it("drops NUL characters instead of failing on them (PostgreSQL refuses them in text)", async () => {
    const version = await versionOf("home_texts");
    const res = await post("/admin/home", {
      csrf: session.csrf,
      version: String(version),
      ...HOME,
      basedIn: "Based in\u0000 Arizona",
    });
    expect(res.status).toBe(200);
    const row = await app.db.selectFrom("home_texts").select("based_in").executeTakeFirstOrThrow();
    expect(row.based_in).toBe("Based in Arizona");
  });

  it("every editor action: 401 without a session, 403 with a wrong or missing CSRF token, nothing changed", async () => {
    const before = [await versionOf("site_settings"), await versionOf("home_texts"), await activityCount()];
    const actions: Array<[string, Record<string, string>]> = [
      ["/admin/site-settings", { version: String(before[0]), ...SETTINGS, siteName: "Forged" }],
      ["/admin/home", { version: String(before[1]), ...HOME, notice0Heading: "Forged" }],
      ["/admin/home", { version: String(before[1]), intent: "preview", ...HOME }],
    ];
    for (const [path, fields] of actions) {
      const stranger = await post(path, { csrf: session.csrf, ...fields }, { cookie: null });
      expect(stranger.status, path).toBe(401);
      const forged = await post(path, { csrf: "not-the-token", ...fields });
      expect(forged.status, path).toBe(403);
      const missing = await post(path, fields);
      expect(missing.status, path).toBe(403);
    }
    expect([await versionOf("site_settings"), await versionOf("home_texts"), await activityCount()]).toEqual(before);
    // The pages send a stranger to the sign-in page.
    for (const path of ["/admin/site-settings", "/admin/home"]) {
      const res = await fetch(server.url + path, { redirect: "manual" });
      expect(res.status, path).toBe(302);
      expect(res.headers.get("location")).toContain("/admin/sign-in");
    }
  });

  it("keeps the seed on restart: the environment only seeds a fresh database", async () => {
    await server.restart({ SITE_EMAIL: "changed@env.test" });
    session = await signIn(server.url);
    const home = await (await fetch(server.url + "/")).text();
    expect(home).toContain("studio@saguaro.test");
    expect(home).not.toContain("changed@env.test");
    expect(csrfFrom(await page("/admin/site-settings"))).toBeTruthy();
  });
});
