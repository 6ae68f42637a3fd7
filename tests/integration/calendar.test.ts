import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { addDays } from "~/shared/booking/pricing";
import { studioDate } from "~/shared/galleries/gallery-rules";
import { databaseKinds } from "../helpers/databases";
import { textOf } from "./admin-client";
import { useClientsServer } from "./admin-clients-harness";
import { insertSentProposal } from "./booking-fixtures";
import { insertBookedProposal } from "./calendar-fixtures";

// Her calendar (issue 29 §4) over HTTP against the built server, on SQLite and (with
// TEST_DATABASE_URL) PostgreSQL: the private feed (parsed back by ical.js), the address screen and
// replacing the address, and moving a booked session (valid, invalid, stale, not booked), with the
// client's note and its .ics.

const FEED_PATH = /\/calendar\/[A-Za-z0-9_-]{43}\.ics/;
const NEW_DATE = addDays(studioDate(new Date()), 300);

function parseIcs(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const zone = calendar.getFirstSubcomponent("vtimezone");
  if (zone) ICAL.TimezoneService.register(zone);
  const events = calendar.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));
  return { calendar, events, byUid: new Map(events.map((e) => [e.uid, e])) };
}

describe.each(databaseKinds)("her calendar on %s", (kind) => {
  const h = useClientsServer(kind);
  const post = (path: string, fields: Record<string, string>, cookie?: string | null) =>
    h.post(path, { csrf: h.csrf(), ...fields }, cookie);
  const page = (path: string) => h.page(path);
  /** A request as a calendar app makes it: no session. */
  const visit = (path: string) => h.page(path, null);

  /** The feed's path as the calendar screen shows it (made on the first visit). */
  const feedPath = async () => {
    const res = await page("/admin/calendar");
    expect(res.status).toBe(200);
    const path = FEED_PATH.exec(await res.text())?.[0];
    expect(path).toBeDefined();
    return path!;
  };
  const feed = async (path: string) => {
    const res = await visit(path);
    expect(res.status).toBe(200);
    return parseIcs(await res.text());
  };
  const feedVersion = async () =>
    Number((await h.db().selectFrom("calendar_feeds").select("version").executeTakeFirstOrThrow()).version);

  it("answers 404 to every address before she opens the screen, and to any wrong one after", async () => {
    const guess = "A".repeat(43);
    expect((await visit(`/calendar/${guess}.ics`)).status).toBe(404);
    const path = await feedPath();
    const secret = /\/calendar\/(.+)\.ics$/.exec(path)![1]!;
    for (const wrong of [
      `/calendar/${guess}.ics`,
      `/calendar/${secret.slice(0, -1)}B.ics`,
      `/calendar/${secret}`,
      `/calendar/${secret}.ics.ics`,
      `/calendar/${secret.slice(1)}.ics`,
      "/calendar/x.ics",
    ]) {
      const res = await visit(wrong);
      expect(res.status, wrong).toBe(404);
      expect(await res.text()).not.toContain("BEGIN:VCALENDAR");
    }
    const stranger = await visit("/admin/calendar");
    expect(stranger.status).toBe(302);
    expect(stranger.headers.get("location")).toContain("/admin/sign-in");
  });

  it("serves booked sessions and open due dates, privately, as text/calendar without a login", async () => {
    const booked = await insertBookedProposal(h.db());
    const sent = await insertSentProposal(h.db(), { sessionDate: "2027-10-23" });
    const path = await feedPath();
    const res = await visit(path);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(res.headers.get("cache-control")).toMatch(/^private\b/);
    const { byUid, events } = parseIcs(await res.text());
    const host = new URL(
      (/https?:\/\/[^"<\s]+\/calendar\//.exec(await (await page("/admin/calendar")).text()) ?? [""])[0],
    ).hostname;
    const wedding = byUid.get(`proposal-${booked.proposalId}@${host}`);
    expect(wedding).toBeDefined();
    expect(wedding!.summary).toBe("Anna & Ben Ruiz — Full Day Coverage");
    expect(wedding!.location).toBe("Desert Botanical Garden, Phoenix");
    expect(wedding!.startDate.toString()).toBe("2027-10-16T16:30:00");
    expect(wedding!.startDate.zone?.tzid).toBe("America/Phoenix");
    expect(wedding!.startDate.toJSDate().toISOString()).toBe("2027-10-16T23:30:00.000Z");
    // The sent proposal is not booked: not in her calendar.
    expect(byUid.has(`proposal-${sent.proposalId}@${host}`)).toBe(false);
    // The retainer is paid (no event); the balance is open, due 30 days before the session.
    const [retainer, balance] = booked.invoices;
    expect(byUid.has(`invoice-${retainer!.id}-due@${host}`)).toBe(false);
    const due = byUid.get(`invoice-${balance!.id}-due@${host}`)!;
    expect(due.startDate.isDate).toBe(true);
    expect(due.startDate.toString()).toBe(balance!.dueOn);
    expect(due.summary).toMatch(/^Payment due: Anna & Ben Ruiz — .+ \$[\d,]+\.\d\d$/);
    expect(due.summary).toContain(
      `$${(balance!.amountCents / 100).toLocaleString("en-US", { minimumFractionDigits: 2 })}`,
    );
    // Paid now: the due date leaves the feed.
    await h.db().updateTable("invoices").set({ status: "paid" }).where("id", "=", balance!.id).execute();
    expect((await feed(path)).byUid.has(`invoice-${balance!.id}-due@${host}`)).toBe(false);
    expect(events.length).toBeGreaterThan(0);
    // Private: robots.txt disallows it, the sitemap never lists it.
    expect(await (await visit("/robots.txt")).text()).toContain("\nDisallow: /calendar/\n");
    expect(await (await visit("/sitemap.xml")).text()).not.toContain("/calendar/");
  });

  it("replaces the address after confirming: the old one stops at once, a stale page changes nothing", async () => {
    const old = await feedPath();
    const version = await feedVersion();
    const confirm = await page("/admin/calendar/replace");
    expect(confirm.status).toBe(200);
    expect(textOf(await confirm.text())).toContain("Replace your calendar's address?");
    expect((await post("/admin/calendar/replace", { intent: "replace", version: String(version) }, null)).status).toBe(
      401,
    );
    const res = await post("/admin/calendar/replace", { intent: "replace", version: String(version) });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/admin/calendar?replaced=1");
    const fresh = await feedPath();
    expect(fresh).not.toBe(old);
    expect((await visit(old)).status).toBe(404);
    expect((await visit(fresh)).status).toBe(200);
    const stale = await post("/admin/calendar/replace", { intent: "replace", version: String(version) });
    expect(stale.status).toBe(409);
    expect(await feedPath()).toBe(fresh);
    const missing = await post("/admin/calendar/replace", { intent: "replace" });
    expect(missing.status).toBe(400);
    expect(await feedPath()).toBe(fresh);
  });

  describe("moving a booked session", () => {
    const row = (id: number) =>
      h.db().selectFrom("proposals").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    const move = async (id: number, fields: Record<string, string>, version?: number) =>
      post(`/admin/proposals/${id}/move`, {
        intent: "move",
        version: String(version ?? (await row(id)).version),
        ...fields,
      });
    const mails = (id: number) =>
      h
        .db()
        .selectFrom("outbox")
        .selectAll()
        .where("kind", "=", "session-moved")
        .where("related_id", "=", id)
        .execute();

    it("moves it: the feed, the timeline and the client's note with a new .ics; the signature untouched", async () => {
      const booked = await insertBookedProposal(h.db());
      const signatureBefore = await h
        .db()
        .selectFrom("proposal_signatures")
        .selectAll()
        .where("proposal_id", "=", booked.proposalId)
        .executeTakeFirstOrThrow();
      const before = await row(booked.proposalId);
      const form = await page(`/admin/proposals/${booked.proposalId}/move`);
      expect(form.status).toBe(200);
      expect(textOf(await form.text())).toContain("E-mail Anna & Ben Ruiz the new date with a calendar file");
      expect(textOf(await (await page(`/admin/proposals/${booked.proposalId}`)).text())).toContain("Move the session");
      const res = await move(booked.proposalId, {
        sessionDate: NEW_DATE,
        sessionTime: "09:15",
        sessionPlace: "Papago Park, Phoenix",
        notifyClient: "on",
      });
      expect(res.status).toBe(200);
      expect(textOf(await res.text())).toContain("Moved to");
      const after = await row(booked.proposalId);
      expect(after).toMatchObject({
        session_date: NEW_DATE,
        session_time: "09:15",
        session_place: "Papago Park, Phoenix",
        status: "booked",
        revision: before.revision,
        version: before.version + 1,
        contract_body: before.contract_body,
      });
      const signatureAfter = await h
        .db()
        .selectFrom("proposal_signatures")
        .selectAll()
        .where("proposal_id", "=", booked.proposalId)
        .execute();
      expect(signatureAfter).toEqual([signatureBefore]);
      const events = await h
        .db()
        .selectFrom("client_events")
        .selectAll()
        .where("client_id", "=", booked.clientId)
        .where("kind", "=", "session_moved")
        .execute();
      expect(events).toHaveLength(1);
      expect(events[0]!.summary).toContain("Desert Botanical Garden, Phoenix");
      expect(events[0]!.summary).toContain("Papago Park, Phoenix");
      expect(textOf(await (await page(`/admin/clients/${booked.clientId}`)).text())).toContain("Session moved from");
      // The feed shows the new date under the same UID.
      const { events: feedEvents } = await feed(await feedPath());
      const moved = feedEvents.find((e) => e.uid.startsWith(`proposal-${booked.proposalId}@`))!;
      expect(moved.startDate.toString()).toBe(`${NEW_DATE}T09:15:00`);
      expect(moved.location).toBe("Papago Park, Phoenix");
      // The client's note, with the session as an .ics that replaces the first one (same UID, later SEQUENCE).
      const [mail] = await mails(booked.proposalId);
      expect(mail).toBeDefined();
      expect(mail!.to_address).toBe("anna@example.com");
      expect(mail!.text_body).toContain("Papago Park, Phoenix");
      const [attachment] = JSON.parse(mail!.attachments ?? "[]") as { filename: string; content: string }[];
      expect(attachment!.filename).toBe("session.ics");
      const ics = parseIcs(Buffer.from(attachment!.content, "base64").toString("utf8"));
      expect(ics.events).toHaveLength(1);
      expect(ics.events[0]!.uid).toBe(moved.uid);
      expect(ics.events[0]!.sequence).toBeGreaterThan(0);
      expect(ics.events[0]!.startDate.toString()).toBe(`${NEW_DATE}T09:15:00`);
    });

    it("sends nothing when the box is unticked, and an all-day session has no time", async () => {
      const booked = await insertBookedProposal(h.db());
      const res = await move(booked.proposalId, { sessionDate: NEW_DATE, sessionTime: "", sessionPlace: "" });
      expect(res.status).toBe(200);
      expect(await row(booked.proposalId)).toMatchObject({ session_time: null, session_place: "" });
      expect(await mails(booked.proposalId)).toEqual([]);
    });

    it("refuses bad input, an unchanged session, a stale page and a proposal not booked, changing nothing", async () => {
      const booked = await insertBookedProposal(h.db());
      const before = await row(booked.proposalId);
      const refusals: [Record<string, string>, string][] = [
        [{ sessionDate: "16/10/2027", sessionTime: "", sessionPlace: "" }, "Enter the new date, for example"],
        [{ sessionDate: "2027-02-30", sessionTime: "", sessionPlace: "" }, "Enter the new date, for example"],
        [
          { sessionDate: addDays(studioDate(new Date()), -1), sessionTime: "", sessionPlace: "" },
          "That day has passed",
        ],
        [{ sessionDate: NEW_DATE, sessionTime: "25:00", sessionPlace: "" }, "Enter the time as on a clock"],
        [{ sessionDate: NEW_DATE, sessionTime: "", sessionPlace: "x".repeat(201) }, "200 characters or fewer"],
        [
          { sessionDate: "2027-10-16", sessionTime: "16:30", sessionPlace: "Desert Botanical Garden, Phoenix" },
          "That is the session as it is now",
        ],
      ];
      for (const [fields, message] of refusals) {
        const res = await move(booked.proposalId, { ...fields, notifyClient: "on" });
        expect(res.status, message).toBe(400);
        expect(textOf(await res.text())).toContain(message);
      }
      const stale = await move(booked.proposalId, { sessionDate: NEW_DATE }, before.version + 5);
      expect(stale.status).toBe(409);
      expect(await row(booked.proposalId)).toEqual(before);
      expect(await mails(booked.proposalId)).toEqual([]);
      const sent = await insertSentProposal(h.db());
      const notBooked = await move(sent.proposalId, { sessionDate: NEW_DATE, notifyClient: "on" });
      expect(notBooked.status).toBe(409);
      expect(textOf(await notBooked.text())).toContain("Only a booked session is moved here");
      expect((await row(sent.proposalId)).session_date).toBe("2027-10-16");
      expect((await page("/admin/proposals/999999/move")).status).toBe(404);
      expect((await move(999_999, { sessionDate: NEW_DATE }, 1)).status).toBe(404);
      expect(
        (await post(`/admin/proposals/${booked.proposalId}/move`, { sessionDate: NEW_DATE, version: "1" }, null))
          .status,
      ).toBe(401);
    });
  });
});
