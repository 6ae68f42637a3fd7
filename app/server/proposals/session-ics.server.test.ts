import { describe, expect, it } from "vitest";
import { sessionIcs } from "./session-ics.server";

// The booked session's calendar file: Arizona time with its zone, a stable UID per proposal.

const site = {
  name: "Saguaro Bee Photography",
  email: "hello@saguarobee.studio",
  siteUrl: "https://saguarobee.studio",
};
const session = {
  proposalId: 42,
  title: "Your wedding at the Desert Botanical Garden",
  sessionDate: "2027-10-16",
  sessionTime: "16:30",
  place: "Desert Botanical Garden, Phoenix",
  bookingUrl: "https://saguarobee.studio/book/abc",
};
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, "");

describe("sessionIcs", () => {
  it("writes the session at its Arizona wall-clock time with the America/Phoenix zone", () => {
    const ics = unfold(sessionIcs(session, site, new Date("2027-01-02T03:04:05Z")));
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics).toContain("METHOD:PUBLISH");
    expect(ics).toContain("DTSTART;TZID=America/Phoenix:20271016T163000\r\n");
    expect(ics).toContain("BEGIN:VTIMEZONE\r\nTZID:America/Phoenix\r\n");
    // Arizona is UTC−7 all year: no daylight-saving block.
    expect(ics).toContain("TZOFFSETFROM:-0700\r\nTZOFFSETTO:-0700");
    expect(ics).not.toContain("DAYLIGHT");
    expect(ics).toContain("UID:proposal-42@saguarobee.studio\r\n");
    expect(ics).toContain("DTSTAMP:20270102T030405Z");
    expect(ics).toContain("SUMMARY:Your wedding at the Desert Botanical Garden — Saguaro Bee Photography");
    expect(ics).toContain("LOCATION:Desert Botanical Garden\\, Phoenix");
    expect(ics).toContain("URL;VALUE=URI:https://saguarobee.studio/book/abc");
    expect(ics).toContain("mailto:hello@saguarobee.studio");
  });

  it("keeps the same UID for the same proposal, whatever changed", () => {
    const uid = (ics: string) => /UID:(.*)\r\n/.exec(ics)?.[1];
    const moved = sessionIcs({ ...session, sessionDate: "2027-11-06", sessionTime: "09:00" }, site);
    expect(uid(moved)).toBe(uid(sessionIcs(session, site)));
    expect(uid(sessionIcs({ ...session, proposalId: 43 }, site))).not.toBe(uid(moved));
  });

  it("makes an all-day event when no time is set", () => {
    const ics = unfold(sessionIcs({ ...session, sessionTime: null }, site));
    expect(ics).toContain("DTSTART;VALUE=DATE:20271016\r\n");
  });
});
