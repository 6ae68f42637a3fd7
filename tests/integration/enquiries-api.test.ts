import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type AppDatabase } from "~/server/db/db.server";
import { insideOneRateWindow } from "../helpers/rate-window";
import { startServer, type TestServer } from "../helpers/server";

// POST /functions/v1/send-contact-email against the built server with no mail server configured:
// good messages end as stored enquiries and .eml files; bad ones get a 4xx and leave no trace.

const ENDPOINT = "/functions/v1/send-contact-email";
const inquiry = {
  name: "Jane Doe",
  email: "jane@example.com",
  phone: "602-555-0100",
  sessionType: "wedding",
  dateTimeframe: "Spring 2026",
  location: "Sedona",
  howDidYouFind: "Instagram",
  story: "We met hiking Cathedral Rock.",
  additionalNotes: "",
};
const contact = {
  name: "Sam Lee",
  email: "sam@example.com",
  date: "2026-10-10",
  location: "Tempe",
  message: "Hi there",
};

let server: TestServer;
let app: AppDatabase;

function post(body: unknown, init: { type?: string; raw?: string } = {}) {
  return fetch(server.url + ENDPOINT, {
    method: "POST",
    headers: { "Content-Type": init.type ?? "application/json" },
    body: init.raw ?? JSON.stringify(body),
  });
}

async function enquiryCount() {
  const row = await app.db
    .selectFrom("enquiries")
    .select((eb) => eb.fn.countAll().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

function emlFiles(): string[] {
  const folder = path.join(server.dataDir, "outbox");
  return fs.existsSync(folder) ? fs.readdirSync(folder).filter((f) => f.endsWith(".eml")) : [];
}

async function waitFor<T>(probe: () => T | Promise<T>, ms = 10_000): Promise<Exclude<T, undefined | null | false>> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value) return value as Exclude<T, undefined | null | false>;
    if (Date.now() > end) throw new Error("timed out waiting");
    await new Promise((r) => setTimeout(r, 100));
  }
}

beforeAll(async () => {
  server = await startServer({ SITE_EMAIL: "studio@example.com" });
  app = openDatabase(server.databaseUrl);
});
afterAll(async () => {
  await app?.db.destroy();
  await server?.stop();
});

describe("send-contact-email: accepted messages", () => {
  it("stores an inquiry and writes the photographer's mail as an .eml file", async () => {
    const res = await post({ ...inquiry, story: "Ünïcode & <tags> are fine", unknownField: "ignored" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    const row = await app.db
      .selectFrom("enquiries")
      .selectAll()
      .where("email", "=", "jane@example.com")
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      kind: "inquiry",
      session_type: "wedding",
      date_text: "Spring 2026",
      how_found: "Instagram",
      status: "new",
    });
    const [file] = await waitFor(() => (emlFiles().length ? emlFiles() : undefined));
    const eml = fs.readFileSync(path.join(server.dataDir, "outbox", file!), "utf8");
    expect(eml).toMatch(/^Subject: New wedding inquiry from Jane Doe$/m);
    expect(eml).toMatch(/^To: studio@example.com$/m);
    expect(eml).toMatch(/^Reply-To: jane@example.com$/m);
    expect(file).toMatch(/^\d{4}-\d\d-\d\dT[\d-]+Z-\d+\.eml$/);
  });

  it("stores a home contact message", async () => {
    const res = await post(contact);
    expect(res.status).toBe(200);
    const row = await app.db
      .selectFrom("enquiries")
      .selectAll()
      .where("email", "=", "sam@example.com")
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      kind: "contact",
      date_text: "2026-10-10",
      location: "Tempe",
      message: "Hi there",
      phone: null,
    });
  });
});

const long = "x".repeat(201);
const badInput: Array<[string, unknown, string]> = [
  ...(["name", "email", "phone", "sessionType", "dateTimeframe", "location", "howDidYouFind", "story"] as const).map(
    (field): [string, unknown, string] => [`inquiry without ${field}`, { ...inquiry, [field]: undefined }, field],
  ),
  ...(["name", "email", "message"] as const).map((field): [string, unknown, string] => [
    `contact without ${field}`,
    { ...contact, [field]: "   " },
    field,
  ]),
  ["too long name", { ...inquiry, name: long }, "name"],
  ["too long story", { ...inquiry, story: "y".repeat(5001) }, "story"],
  ["too long contact location", { ...contact, location: long }, "location"],
  ["number for a name", { ...contact, name: 42 }, "name"],
  ["object for a story", { ...inquiry, story: { a: 1 } }, "story"],
  ["bad e-mail", { ...inquiry, email: "jane@" }, "email"],
  ["unknown session type", { ...inquiry, sessionType: "bar-mitzvah" }, "sessionType"],
  ["array body", [inquiry], "body"],
];

describe("send-contact-email: refused input", () => {
  it.each(badInput)("%s → 400 naming the field", async (_label, body, field) => {
    const before = await enquiryCount();
    const res = await post(body);
    expect(res.status).toBe(400);
    const json = (await res.json()) as { error: string; fields: Record<string, string> };
    expect(json.error).toBeTruthy();
    expect(Object.keys(json.fields)).toContain(field);
    expect(await enquiryCount()).toBe(before);
  });

  it.each<[string, number, { type?: string; raw: string }]>([
    ["malformed JSON", 400, { raw: "{not json" }],
    ["wrong content type", 400, { type: "text/plain", raw: JSON.stringify(inquiry) }],
    ["form-encoded", 400, { type: "application/x-www-form-urlencoded", raw: "name=a" }],
    ["2 MB body", 413, { raw: JSON.stringify({ ...inquiry, story: "z".repeat(2 * 1024 * 1024) }) }],
    ["33 KB body", 413, { raw: JSON.stringify({ ...inquiry, story: "z".repeat(33 * 1024) }) }],
    ["empty body", 400, { raw: "" }],
    ["JSON null", 400, { raw: "null" }],
  ])("%s → %s", async (_label, status, init) => {
    const before = await enquiryCount();
    const files = emlFiles().length;
    const res = await post(undefined, init);
    expect(res.status).toBe(status);
    expect(((await res.json()) as { error: string }).error).toBeTruthy();
    expect(await enquiryCount()).toBe(before);
    await new Promise((r) => setTimeout(r, 300));
    expect(emlFiles()).toHaveLength(files);
  });

  it.each(["GET", "PUT", "DELETE"])("%s → 405", async (method) => {
    const res = await fetch(server.url + ENDPOINT, { method });
    expect(res.status).toBe(405);
  });

  it("answers a filled honeypot with success and keeps nothing", async () => {
    const before = await enquiryCount();
    const files = emlFiles().length;
    const res = await post({ ...inquiry, company_website: "http://spam.example" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    await new Promise((r) => setTimeout(r, 400));
    expect(await enquiryCount()).toBe(before);
    expect(emlFiles()).toHaveLength(files);
  });
});

describe("send-contact-email: rate limit", () => {
  it("refuses the fourth message in the window with 429 and Retry-After", { timeout: 120_000 }, async () => {
    await insideOneRateWindow(600, 45);
    const limited = await startServer({ RATE_LIMIT_MAX: "3", RATE_LIMIT_WINDOW_SECONDS: "600" });
    try {
      const send = () =>
        fetch(limited.url + ENDPOINT, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(contact),
        });
      for (let i = 0; i < 3; i++) expect((await send()).status).toBe(200);
      const res = await send();
      expect(res.status).toBe(429);
      const retryAfter = Number(res.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(600);
      expect(((await res.json()) as { error: string }).error).toMatch(/try again/i);
    } finally {
      await limited.stop();
    }
  });
});
