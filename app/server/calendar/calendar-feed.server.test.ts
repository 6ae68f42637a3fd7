import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { feedIcs, packageTitle, type FeedInvoice, type FeedSession } from "./calendar-feed.server";
import {
  calendarBytes,
  eventText,
  foldLine,
  sessionStart,
  siteCalendar,
  type FeedEventData,
} from "./ical-events.server";

// Her calendar feed, parsed back by ical.js (a calendar library of its own): the sessions at their
// Arizona time with the zone, all-day when no time, the due dates as all-day events, stable UIDs.

const site = {
  name: "Saguaro Bee Photography",
  email: "hello@saguarobee.studio",
  siteUrl: "https://saguarobee.studio",
};
const sessions: FeedSession[] = [
  {
    proposalId: 42,
    clientNames: "Anna & Ben Ruiz",
    title: "Anna & Ben's wedding",
    packageTitle: "Full Day Coverage",
    sessionDate: "2027-10-16",
    sessionTime: "16:30",
    place: "Desert Botanical Garden, Phoenix",
  },
  {
    proposalId: 43,
    clientNames: "The Nguyễn family — Zoë, José and 🐝",
    title: "Family session",
    packageTitle: null,
    sessionDate: "2027-11-06",
    sessionTime: null,
    place: "",
  },
];
const invoices: FeedInvoice[] = [
  {
    invoiceId: 7,
    clientId: 3,
    clientNames: "Anna & Ben Ruiz",
    label: "Second instalment",
    amountCents: 163_422,
    dueOn: "2027-09-16",
  },
];

function parse(bytes: Buffer | string) {
  const calendar = new ICAL.Component(ICAL.parse(bytes.toString()));
  // The feed's own VTIMEZONE, registered before its events are read (as a calendar app does).
  const zone = calendar.getFirstSubcomponent("vtimezone");
  if (zone) ICAL.TimezoneService.register(zone);
  const events = calendar.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));
  return { calendar, events, byUid: new Map(events.map((e) => [e.uid, e])) };
}

describe("feedIcs", () => {
  const ics = feedIcs(sessions, invoices, site, new Date("2027-01-02T03:04:05Z")).toString("utf8");
  const { calendar, events, byUid } = parse(ics);

  it("lists every session and due date once, with UIDs that stay the same", () => {
    expect(events.map((e) => e.uid)).toEqual([
      "proposal-42@saguarobee.studio",
      "proposal-43@saguarobee.studio",
      "invoice-7-due@saguarobee.studio",
    ]);
    const again = parse(feedIcs([{ ...sessions[0]!, sessionDate: "2027-12-01" }], invoices, site));
    expect(again.events.map((e) => e.uid)).toEqual([
      "proposal-42@saguarobee.studio",
      "invoice-7-due@saguarobee.studio",
    ]);
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("Saguaro Bee Photography — sessions and payments");
  });

  it("writes a timed session at its Arizona time, with the zone's VTIMEZONE (UTC−7, no daylight saving)", () => {
    const zone = calendar.getFirstSubcomponent("vtimezone");
    expect(zone?.getFirstPropertyValue("tzid")).toBe("America/Phoenix");
    expect(zone?.getAllSubcomponents("daylight")).toEqual([]);
    const wedding = byUid.get("proposal-42@saguarobee.studio")!;
    expect(wedding.startDate.isDate).toBe(false);
    expect(wedding.startDate.zone?.tzid).toBe("America/Phoenix");
    expect(wedding.startDate.toString()).toBe("2027-10-16T16:30:00");
    // 16:30 in Phoenix is 23:30 UTC, winter or summer.
    expect(wedding.startDate.toJSDate().toISOString()).toBe("2027-10-16T23:30:00.000Z");
    expect(wedding.summary).toBe("Anna & Ben Ruiz — Full Day Coverage");
    expect(wedding.location).toBe("Desert Botanical Garden, Phoenix");
    expect(wedding.description).toContain("Package: Full Day Coverage");
    expect(wedding.description).toContain("https://saguarobee.studio/admin/proposals/42");
  });

  it("makes a session without a time an all-day event, and keeps long and non-ASCII names whole", () => {
    const family = byUid.get("proposal-43@saguarobee.studio")!;
    expect(family.startDate.isDate).toBe(true);
    expect(family.startDate.toString()).toBe("2027-11-06");
    expect(family.summary).toBe("The Nguyễn family — Zoë, José and 🐝 — Family session");
    expect(family.location).toBeNull();
  });

  it("shows an open invoice's due date as an all-day payment reminder with the amount", () => {
    const due = byUid.get("invoice-7-due@saguarobee.studio")!;
    expect(due.startDate.isDate).toBe(true);
    expect(due.startDate.toString()).toBe("2027-09-16");
    expect(due.summary).toBe("Payment due: Anna & Ben Ruiz — Second instalment $1,634.22");
    expect(due.description).toBe("https://saguarobee.studio/admin/clients/3");
  });

  it("folds every line to at most 75 octets, never inside a character", () => {
    for (const line of ics.split("\r\n")) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
    expect(ics).toMatch(/\r\nEND:VCALENDAR(\r\n)?$/);
  });
});

describe("foldLine", () => {
  it("leaves short lines alone and folds long ones with a space, unfolding to the same text", () => {
    expect(foldLine("SUMMARY:short")).toBe("SUMMARY:short");
    const full = `DESCRIPTION:${"a".repeat(63)}`;
    expect(foldLine(full)).toBe(full);
    expect(foldLine(`${full}b`)).toBe(`${full}\r\n b`);
    const long = `DESCRIPTION:${"é".repeat(50)}${"🐝".repeat(30)}${"a".repeat(100)}`;
    const folded = foldLine(long);
    const lines = folded.split("\r\n");
    expect(lines.length).toBeGreaterThan(3);
    for (const line of lines) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
    expect(lines.slice(1).every((line) => line.startsWith(" "))).toBe(true);
    expect(folded.replace(/\r\n /g, "")).toBe(long);
  });

  it("writes a busy studio's feed (2,000 events) quickly", () => {
    const many = Array.from({ length: 2_000 }, (_, i) => ({ ...sessions[i % 2]!, proposalId: i + 1 }));
    const started = performance.now();
    const text = feedIcs(many, invoices, site);
    const ms = performance.now() - started;
    expect(parse(text).events).toHaveLength(2_001);
    // ical-generator 8's own folding took seconds for this; ours is linear.
    expect(ms).toBeLessThan(2_000);
  });
});

describe("eventText", () => {
  const stamp = new Date("2027-01-02T03:04:05.678Z");
  const cases: FeedEventData[] = [
    {
      id: "proposal-42@saguarobee.studio",
      date: "2027-10-16",
      time: "16:30",
      summary: "Anna, Ben; Zoë \\ José — 🐝 Full Day",
      location: "Desert Botanical Garden, 1201 N Galvin Pkwy; Phoenix",
      description: "Line one\nPackage: Full, day\r\nhttps://saguarobee.studio/admin/proposals/42",
      url: "https://saguarobee.studio/admin/proposals/42?a=1,2",
    },
    {
      id: "invoice-7-due@saguarobee.studio",
      date: "2027-09-16",
      time: null,
      summary: "Payment due: Anna & Ben — Balance $1,634.22",
      location: null,
      description: "https://saguarobee.studio/admin/clients/3",
      url: "https://saguarobee.studio/admin/clients/3",
    },
    {
      id: "proposal-44@saguarobee.studio",
      date: "2028-01-05",
      time: "09:05",
      summary: "Plain words only",
      location: "Papago Park\rTempe",
      description: "",
      url: "https://saguarobee.studio/admin/proposals/44",
    },
  ];

  it("writes each event exactly as ical-generator does, in a fraction of its time", () => {
    for (const event of cases) {
      const calendar = siteCalendar({ company: "S", product: "Calendar" });
      const { date, time, ...rest } = event;
      calendar.createEvent({ ...rest, ...sessionStart(date, time), stamp });
      const library = calendar.events()[0]!.toString();
      expect(eventText(event, stamp)).toBe(library);
    }
  });
});

describe("calendarBytes", () => {
  it("writes every event folded, in order, however far the text outgrows its first guess", () => {
    const stamp = new Date("2027-01-02T03:04:05Z");
    const events: FeedEventData[] = Array.from({ length: 5 }, (_, i) => ({
      id: `proposal-${i}@saguarobee.studio`,
      date: "2027-10-16",
      time: i % 2 ? "16:30" : null,
      summary: `Session ${i} — Zoë 🐝`,
      location: null,
      // Far more than the 512 octets an event is guessed at.
      description: `${"Notes, ".repeat(200)}${"é".repeat(300)}`,
      url: `https://saguarobee.studio/admin/proposals/${i}`,
    }));
    const text = calendarBytes(siteCalendar({ company: "S", product: "Calendar" }), events, stamp).toString("utf8");
    for (const line of text.split("\r\n")) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
    const unfolded = text.replace(/\r\n /g, "");
    const written = events.map((e) => eventText(e, stamp)).join("");
    expect(unfolded).toContain(`END:VTIMEZONE\r\n${written}END:VCALENDAR`);
  });
});

describe("packageTitle", () => {
  const content = JSON.stringify({
    packages: [
      { key: "half", title: "Half Day" },
      { key: "full", title: "Full Day Coverage" },
    ],
  });

  it("finds the signed package's title, and says nothing when it cannot", () => {
    expect(packageTitle(content, "full")).toBe("Full Day Coverage");
    expect(packageTitle(content, null)).toBeNull();
    expect(packageTitle(content, "elopement")).toBeNull();
    expect(packageTitle("{not json", "full")).toBeNull();
    expect(packageTitle("null", "full")).toBeNull();
    expect(packageTitle(JSON.stringify({ packages: "full" }), "full")).toBeNull();
    expect(packageTitle(JSON.stringify({ packages: [null, { key: "full", title: 7 }] }), "full")).toBeNull();
  });
});
