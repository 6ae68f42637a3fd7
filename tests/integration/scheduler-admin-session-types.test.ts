import { describe, expect, it } from "vitest";
import { databaseKinds } from "../helpers/databases";
import { useClientsServer } from "./admin-clients-harness";
import { textOf } from "./admin-client";

// Session types (issue 30 §1) over HTTP against the built server, on SQLite and (with
// TEST_DATABASE_URL) PostgreSQL: the seeded SAMPLE types on the list and the go-live checklist,
// reorder by the Move buttons and by a drop ("move-to"), create and save (dollars kept as cents,
// the address made from the name, her name as the default signature), each refusal in her words
// with what she typed kept, a stale save, and delete refused while a booking uses the type (make it
// inactive instead).

const VALID = {
  name: "Branding Session",
  slug: "",
  description: "90 minutes for your business.",
  photoId: "",
  price: "1,200.50",
  deposit: "300",
  taxable: "on",
  contractTemplateId: "",
  questionnaireId: "",
  photographerSignature: "",
  durationMinutes: "90",
  bufferBeforeMinutes: "15",
  bufferAfterMinutes: "30",
  placeKind: "fixed",
  place: "The studio, 100 N Central Ave, Phoenix",
  minNoticeHours: "24",
  maxDaysAhead: "120",
  changeNoticeHours: "72",
  active: "on",
};

describe.each(databaseKinds)("session types on %s", (kind) => {
  const { db, csrf, post, page, publicHtmlUntil } = useClientsServer(kind);
  const types = () => db().selectFrom("session_types").selectAll().orderBy("id").execute();
  const type = (id: number) =>
    db().selectFrom("session_types").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  const create = (fields: Record<string, string>) =>
    post("/admin/session-types/new", { csrf: csrf(), intent: "create", ...VALID, ...fields });

  it("lists the seeded SAMPLE types, each on the go-live checklist, and the nav leads here", async () => {
    const rows = await types();
    expect(rows.map((r) => r.name)).toEqual([
      "Family Session",
      "Maternity Session",
      "Newborn Session",
      "Senior Session",
    ]);
    const list = textOf(await (await page("/admin/session-types")).text());
    expect(list).toContain("Family Session SAMPLE 60 min $500 $150 Active");
    expect(list).toContain("Hours & dates off");
    const dashboard = await (await page("/admin")).text();
    expect(dashboard).toMatch(/href="\/admin\/session-types"[^>]*>Scheduling<\/a>/);
    for (const row of rows) {
      expect(dashboard).toContain(`data-item="sample-session-type-${row.id}"`);
      expect(dashboard).toContain(`href="/admin/session-types/${row.id}"`);
    }
  });

  it("moves a type up or down in her order, which /book-a-session follows; a bad id is refused", async () => {
    const order = async () =>
      (await db().selectFrom("session_types").select("name").orderBy("position").orderBy("id").execute()).map(
        (r) => r.name,
      );
    const before = await order();
    const [first, second] = await db()
      .selectFrom("session_types")
      .select("id")
      .orderBy("position")
      .orderBy("id")
      .execute();
    const moved = await post("/admin/session-types", { csrf: csrf(), intent: "move-down", id: String(first!.id) });
    expect(moved.status).toBe(200);
    expect(textOf(await moved.text())).toContain(`Moved ${before[0]} to place 2 of ${before.length}`);
    expect(await order()).toEqual([before[1], before[0], ...before.slice(2)]);
    const followed = (html: string) => html.indexOf(before[1]!) < html.indexOf(before[0]!);
    const index = await publicHtmlUntil("/book-a-session", followed);
    expect(index.indexOf(before[1]!)).toBeLessThan(index.indexOf(before[0]!));
    // The top one cannot go higher: nothing changes, and she is told.
    const top = await post("/admin/session-types", { csrf: csrf(), intent: "move-up", id: String(second!.id) });
    expect(textOf(await top.text())).toContain(`${before[1]} is already first.`);
    await post("/admin/session-types", { csrf: csrf(), intent: "move-up", id: String(first!.id) });
    expect(await order()).toEqual(before);
    expect((await post("/admin/session-types", { csrf: csrf(), intent: "move-up", id: "x" })).status).toBe(404);
    expect((await post("/admin/session-types", { csrf: csrf(), intent: "move-up", id: "99999" })).status).toBe(404);
    expect((await post("/admin/session-types", { intent: "move-up", id: String(first!.id) })).status).toBe(403);
  });

  it("a type dropped on another (move-to) takes its place, which /book-a-session follows", async () => {
    const listed = () =>
      db().selectFrom("session_types").select(["id", "name"]).orderBy("position").orderBy("id").execute();
    const before = await listed();
    const last = before.length - 1;
    const moving = before[0]!;
    const drop = (id: number | string, index: string) =>
      post("/admin/session-types", { csrf: csrf(), intent: "move-to", id: String(id), index });
    const dropped = await drop(moving.id, String(last));
    expect(dropped.status).toBe(200);
    expect(textOf(await dropped.text())).toContain(
      `Moved ${moving.name} to place ${before.length} of ${before.length}`,
    );
    expect((await listed()).map((t) => t.name)).toEqual([...before.slice(1), moving].map((t) => t.name));
    // Each type's card heading, in the page's order.
    const order = (html: string) => [...html.matchAll(/<h3[^>]*>([^<]+)<\/h3>/g)].map((m) => m[1]);
    const expected = [...before.slice(1), moving].map((t) => t.name);
    const index = await publicHtmlUntil("/book-a-session", (html) => order(html).join() === expected.join());
    expect(order(index)).toEqual(expected);
    // A place past the end is the end; onto its own place changes nothing, and she is told.
    const past = await drop(moving.id, "99");
    expect(textOf(await past.text())).toContain(`${moving.name} is already in place ${before.length}.`);
    // Refused, changing nothing: no place, a place that is not a number, a type that is not there.
    for (const bad of ["", "-1", "2.5", "x"]) {
      const res = await drop(moving.id, bad);
      expect(res.status).toBe(400);
      expect(textOf(await res.text())).toContain("Where to? The new place must be a number.");
    }
    expect((await drop("99999", "0")).status).toBe(404);
    expect((await drop("x", "0")).status).toBe(404);
    expect((await post("/admin/session-types", { intent: "move-to", id: String(moving.id), index: "0" })).status).toBe(
      403,
    );
    expect((await listed()).map((t) => t.id)).toEqual([...before.slice(1), moving].map((t) => t.id));
    // Dropped on the first type: first again, the order she started with.
    await drop(moving.id, "0");
    expect(await listed()).toEqual(before);
  });

  it("creates a type: dollars as cents, the address from the name, her site's name as signature", async () => {
    const res = await create({});
    expect(res.status).toBe(302);
    const id = Number(/\/admin\/session-types\/(\d+)\?created=1$/.exec(res.headers.get("location") ?? "")?.[1]);
    const row = await type(id);
    expect(row).toMatchObject({
      slug: "branding-session",
      price_cents: 120_050,
      deposit_cents: 30_000,
      duration_minutes: 90,
      buffer_after_minutes: 30,
      place_kind: "fixed",
      photographer_signature: "Saguaro Bee Photography",
      min_notice_hours: 24,
      max_days_ahead: 120,
      change_notice_hours: 72,
      version: 1,
    });
    expect(Boolean(row.is_sample)).toBe(false);
    expect(Boolean(row.active)).toBe(true);
    const editor = textOf(await (await page(`/admin/session-types/${id}`)).text());
    expect(editor).toContain("Clients book it at /book-a-session/branding-session");
    const entries = await db()
      .selectFrom("activity_log")
      .select("summary")
      .where("area", "=", "Session types")
      .execute();
    expect(entries.map((e) => e.summary)).toContain("Created the session type Branding Session");
  });

  it("refuses each wrong field in her words, keeping what she typed and storing nothing", async () => {
    const before = await types();
    const cases: [Record<string, string>, string][] = [
      [{ name: "" }, "Enter the session's name"],
      [{ durationMinutes: "62" }, "Times go in steps of 5 minutes: enter the length as a multiple of 5"],
      [{ bufferBeforeMinutes: "-5" }, "Enter the time before in minutes, from 0 to 240."],
      [{ price: "lots" }, "Enter the price in dollars, for example 450 or 1,200.50."],
      [{ price: "100", deposit: "150" }, "The deposit cannot be more than the price"],
      [{ slug: "family-session" }, "/book-a-session/family-session is already in use: choose another address."],
      [{ slug: "Bad Slug!" }, "Use lower-case letters, digits and single hyphens"],
      [{ place: "" }, "Enter the address where the session takes place."],
      [{ placeKind: "client", place: "" }, "Enter the question the client answers"],
      [{ maxDaysAhead: "0" }, "Enter how many days ahead a client may book, from 1 to 730."],
      [{ contractTemplateId: "999999" }, "That contract template was deleted: choose another."],
      [{ questionnaireId: "abc" }, "Choose from the list"],
    ];
    for (const [fields, message] of cases) {
      const res = await create({ description: "Typed and kept", ...fields });
      expect(res.status, message).toBe(400);
      const html = textOf(await res.text());
      expect(html, message).toContain(message);
      expect(html).toContain("Typed and kept");
    }
    expect(await types()).toEqual(before);
  });

  it("saves a SAMPLE at its version, which makes it hers; a second tab's save is refused", async () => {
    const [family] = await types();
    const form = { csrf: csrf(), intent: "save", version: String(family!.version), ...VALID };
    const saved = await post(`/admin/session-types/${family!.id}`, { ...form, name: "Family Session", slug: "family" });
    expect(saved.status).toBe(200);
    expect(textOf(await saved.text())).toContain("Saved: clients book it at /book-a-session/family.");
    const row = await type(family!.id);
    expect(row).toMatchObject({ version: family!.version + 1, slug: "family", price_cents: 120_050 });
    expect(Boolean(row.is_sample)).toBe(false);
    expect(await (await page("/admin")).text()).not.toContain(`data-item="sample-session-type-${family!.id}"`);

    const stale = await post(`/admin/session-types/${family!.id}`, { ...form, name: "Second tab" });
    expect(stale.status).toBe(409);
    expect(await stale.text()).toContain("reload to see the latest version");
    expect((await type(family!.id)).name).toBe("Family Session");
  });

  it("refuses to delete a type a booking uses, offers to make it inactive, and deletes an unused one", async () => {
    const [, maternity, newborn] = await types();
    await db()
      .insertInto("session_bookings")
      .values({
        token: `tok-${kind}-maternity`,
        session_type_id: maternity!.id,
        starts_at: "2027-03-02T23:00:00.000Z",
        ends_at: "2027-03-03T00:00:00.000Z",
        status: "cancelled",
      })
      .execute();
    const confirm = textOf(await (await page(`/admin/session-types/${maternity!.id}/delete`)).text());
    expect(confirm).toContain("Not deleted: a booking uses this session type");
    expect(confirm).toContain("Make it inactive");
    const refused = await post(`/admin/session-types/${maternity!.id}/delete`, {
      csrf: csrf(),
      version: String(maternity!.version),
    });
    expect(refused.status).toBe(409);
    expect(textOf(await refused.text())).toContain("Make it inactive instead");
    expect(await type(maternity!.id)).toBeTruthy();

    const inactive = await post(`/admin/session-types/${maternity!.id}`, {
      csrf: csrf(),
      intent: "deactivate",
      version: String(maternity!.version),
    });
    expect(inactive.status).toBe(200);
    expect(textOf(await inactive.text())).toContain("Made inactive: clients cannot book it any more.");
    expect(Boolean((await type(maternity!.id)).active)).toBe(false);

    const stale = await post(`/admin/session-types/${newborn!.id}/delete`, {
      csrf: csrf(),
      version: String(newborn!.version + 5),
    });
    expect(stale.status).toBe(409);
    const deleted = await post(`/admin/session-types/${newborn!.id}/delete`, {
      csrf: csrf(),
      version: String(newborn!.version),
    });
    expect(deleted.status).toBe(302);
    expect(deleted.headers.get("location")).toBe("/admin/session-types?deleted=1");
    expect((await types()).map((t) => t.id)).not.toContain(newborn!.id);
  });

  it("answers 404 for a type that does not exist, and nothing without a session", async () => {
    expect((await page("/admin/session-types/999999")).status).toBe(404);
    expect((await page("/admin/session-types/abc")).status).toBe(404);
    const res = await post("/admin/session-types/new", { csrf: csrf(), intent: "create", ...VALID, name: "X" }, null);
    expect(res.status).toBe(401);
    expect((await types()).map((t) => t.name)).not.toContain("X");
  });
});
