import { describe, expect, it } from "vitest";
import { studioDate } from "~/shared/galleries/gallery-rules";
import { databaseKinds } from "../helpers/databases";
import { useClientsServer } from "./admin-clients-harness";
import { textOf } from "./admin-client";

// Mini-session days (issue 30 §3) over HTTP on both databases: created with its slots listed,
// each refusal in her words, a stale save, a booked day whose date and times stay put (its other
// fields still saved), and delete refused once a client booked.

const inDays = (n: number) => studioDate(new Date(Date.now() + n * 86_400_000));

const VALID = {
  title: "Fall Minis at the Garden",
  slug: "",
  description: "Twenty minutes, ten photos.",
  photoId: "",
  price: "200",
  deposit: "50",
  taxable: "on",
  contractTemplateId: "",
  questionnaireId: "",
  photographerSignature: "Ana Ruiz",
  date: inDays(30),
  place: "Desert Botanical Garden, Phoenix",
  startTime: "17:00",
  endTime: "8:00 pm",
  slotMinutes: "20",
  gapMinutes: "10",
  slotLimit: "",
  offerHours: "12",
  published: "on",
};

describe.each(databaseKinds)("mini-session days on %s", (kind) => {
  const { db, csrf, post, page } = useClientsServer(kind);
  const days = () => db().selectFrom("mini_days").selectAll().orderBy("id").execute();
  const miniDay = (id: number) =>
    db().selectFrom("mini_days").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  const create = (fields: Record<string, string>) =>
    post("/admin/minis/new", { csrf: csrf(), intent: "create", ...VALID, ...fields });
  const created = async (fields: Record<string, string> = {}) => {
    const res = await create(fields);
    expect(res.status).toBe(302);
    return Number(/\/admin\/minis\/(\d+)\?created=1$/.exec(res.headers.get("location") ?? "")?.[1]);
  };
  const book = (dayId: number, n: number) =>
    db()
      .insertInto("session_bookings")
      .values({
        token: `mini-${kind}-${dayId}-${n}`,
        mini_day_id: dayId,
        starts_at: `${VALID.date}T00:00:00.000Z`,
        ends_at: `${VALID.date}T00:20:00.000Z`,
        status: "booked",
        names: `Family ${n}`,
      })
      .execute();

  it("creates a day and lists its slots: 5:00–8:00 pm, 20 minutes, 10-minute gaps make six", async () => {
    const id = await created();
    expect(await miniDay(id)).toMatchObject({
      slug: "fall-minis-at-the-garden",
      start_minute: 1020,
      end_minute: 1200,
      slot_minutes: 20,
      gap_minutes: 10,
      slot_limit: null,
      price_cents: 20_000,
      deposit_cents: 5_000,
      photographer_signature: "Ana Ruiz",
      version: 1,
    });
    const html = textOf(await (await page(`/admin/minis/${id}`)).text());
    expect(html).toContain("6 slots, as saved (Arizona time)");
    expect(html).toContain(
      "5:00 pm–5:20 pm 5:30 pm–5:50 pm 6:00 pm–6:20 pm 6:30 pm–6:50 pm 7:00 pm–7:20 pm 7:30 pm–7:50 pm",
    );
    expect(html).toContain("Clients book at /minis/fall-minis-at-the-garden");
    const list = textOf(await (await page("/admin/minis")).text());
    expect(list).toContain("Fall Minis at the Garden");
    expect(list).toContain("0 of 6");
  });

  it("refuses each wrong field in her words, keeping what she typed and storing nothing", async () => {
    const before = await days();
    const cases: [Record<string, string>, string][] = [
      [{ title: "" }, "Enter the day's title"],
      [{ endTime: "16:00" }, "The end time must be after the start time."],
      [{ endTime: "17:15" }, "No slot fits between the start and end times"],
      [{ startTime: "17:02" }, "Times go in steps of 5 minutes"],
      [{ slotMinutes: "18" }, "enter the slot length as a multiple of 5"],
      [{ deposit: "250" }, "The deposit cannot be more than the price"],
      [{ date: inDays(-2) }, "That day has passed (Arizona time)"],
      [{ date: "2027-13-01" }, "Enter the date, for example 2027-10-16."],
      [{ slug: "fall-minis-at-the-garden" }, "/minis/fall-minis-at-the-garden is already in use"],
      [{ slotLimit: "0" }, "Enter how many slots at most, from 1 to 999, or leave it empty."],
      [{ offerHours: "0" }, "Enter how many hours a freed slot is kept for the next person"],
      [{ place: "" }, "Enter where the mini-sessions take place."],
    ];
    for (const [fields, message] of cases) {
      const res = await create({ description: "Typed and kept", ...fields });
      expect(res.status, message).toBe(400);
      const text = textOf(await res.text());
      expect(text, message).toContain(message);
      expect(text).toContain("Typed and kept");
    }
    expect(await days()).toEqual(before);
  });

  it("saves at its version with a limit, and refuses a second tab's save", async () => {
    const id = await created({ slug: "spring-minis" });
    const form = { csrf: csrf(), intent: "save", version: "1", ...VALID, slug: "spring-minis" };
    const saved = await post(`/admin/minis/${id}`, { ...form, slotLimit: "3", published: "" });
    expect(saved.status).toBe(200);
    const text = textOf(await saved.text());
    expect(text).toContain("Saved. It is not published yet");
    expect(text).toContain("3 slots, as saved");
    expect(await miniDay(id)).toMatchObject({ version: 2, slot_limit: 3 });
    const stale = await post(`/admin/minis/${id}`, { ...form, title: "Second tab" });
    expect(stale.status).toBe(409);
    expect(await stale.text()).toContain("reload to see the latest version");
    expect((await miniDay(id)).title).toBe(VALID.title);
  });

  it("keeps a booked day's date and times, saves its other fields, and refuses a limit under its bookings", async () => {
    const id = await created({ slug: "booked-minis" });
    await book(id, 1);
    await book(id, 2);
    const editor = textOf(await (await page(`/admin/minis/${id}`)).text());
    expect(editor).toContain("2 slots are booked or being booked");
    const form = { csrf: csrf(), intent: "save", version: "1", ...VALID, slug: "booked-minis" };
    for (const change of [{ startTime: "17:30" }, { date: inDays(31) }, { slotMinutes: "25" }, { gapMinutes: "5" }]) {
      const res = await post(`/admin/minis/${id}`, { ...form, ...change });
      expect(res.status, JSON.stringify(change)).toBe(409);
      expect(textOf(await res.text())).toContain("clients have already booked slots on this day");
    }
    const limit = await post(`/admin/minis/${id}`, { ...form, slotLimit: "1" });
    expect(limit.status).toBe(400);
    expect(textOf(await limit.text())).toContain("2 slots are already taken: the limit cannot be lower than 2.");
    expect(await miniDay(id)).toMatchObject({ version: 1, start_minute: 1020, slot_limit: null });
    const words = await post(`/admin/minis/${id}`, { ...form, description: "Now with hot cocoa." });
    expect(words.status).toBe(200);
    expect(await miniDay(id)).toMatchObject({ version: 2, description: "Now with hot cocoa." });
  });

  it("refuses to delete a day a client booked, and deletes an empty one at its version", async () => {
    const bookedDay = (await days()).find((d) => d.slug === "booked-minis")!;
    const confirm = textOf(await (await page(`/admin/minis/${bookedDay.id}/delete`)).text());
    expect(confirm).toContain("Unpublish it instead");
    const refused = await post(`/admin/minis/${bookedDay.id}/delete`, {
      csrf: csrf(),
      version: String(bookedDay.version),
    });
    expect(refused.status).toBe(409);
    expect(await miniDay(bookedDay.id)).toBeTruthy();

    const id = await created({ slug: "to-delete" });
    expect((await post(`/admin/minis/${id}/delete`, { csrf: csrf(), version: "2" })).status).toBe(409);
    const deleted = await post(`/admin/minis/${id}/delete`, { csrf: csrf(), version: "1" });
    expect(deleted.status).toBe(302);
    expect(deleted.headers.get("location")).toBe("/admin/minis?deleted=1");
    expect((await days()).map((d) => d.id)).not.toContain(id);
  });
});
