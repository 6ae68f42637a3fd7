import { describe, expect, it } from "vitest";
import { dueReminder } from "./reminders.server";
import { closingDay, reminderMail } from "./reminders-mail.server";

// Phoenix is UTC−7 all year: 07:00 UTC is midnight there.
const at = (iso: string) => new Date(iso);

describe("which reminder is due", () => {
  const expiresOn = "2026-12-10"; // closes 2026-12-11T07:00:00Z

  it("sends nothing more than 7 days before", () => {
    expect(dueReminder(expiresOn, at("2026-12-02T06:59:59Z"))).toBeUndefined(); // Dec 1 in Phoenix: 9 days
    expect(dueReminder(expiresOn, at("2026-12-03T06:59:59Z"))).toBeUndefined(); // Dec 2: 8 days
  });

  it("is the 7-day reminder from 7 days before until 2 days before", () => {
    expect(dueReminder(expiresOn, at("2026-12-03T07:00:00Z"))).toBe("7d"); // Dec 3 00:00 Phoenix
    expect(dueReminder(expiresOn, at("2026-12-08T06:59:59Z"))).toBe("7d"); // Dec 7, 3 days
    expect(dueReminder(expiresOn, at("2026-12-09T06:59:59Z"))).toBe("7d"); // Dec 8, 2 days
  });

  it("is the 1-day reminder the day before and on the last day", () => {
    expect(dueReminder(expiresOn, at("2026-12-09T07:00:00Z"))).toBe("1d"); // Dec 9
    expect(dueReminder(expiresOn, at("2026-12-11T06:59:59Z"))).toBe("1d"); // Dec 10, last second
  });

  it("sends nothing once the gallery has closed", () => {
    expect(dueReminder(expiresOn, at("2026-12-11T07:00:00Z"))).toBeUndefined();
    expect(dueReminder(expiresOn, at("2027-01-01T00:00:00Z"))).toBeUndefined();
  });
});

describe("the reminder mail", () => {
  const gallery = {
    id: 3,
    slug: "AbCdEfGhIjKlMnOpQrStUv",
    title: "Anna & Ben's wedding",
    client_name: "Anna Smith",
    client_email: "anna@example.com",
    expires_on: "2026-12-10",
  };
  const site = { siteUrl: "https://studio.example/", siteName: "Studio", replyTo: "hello@studio.example" };

  it("names the gallery, the closing day and the link, and never a code", () => {
    const mail = reminderMail(gallery, "7d", site);
    expect(closingDay("2026-12-10")).toBe("Thursday, December 10, 2026");
    expect(mail.to).toBe("anna@example.com");
    expect(mail.replyTo).toBe("hello@studio.example");
    expect(mail.subject).toContain("Anna & Ben's wedding");
    expect(mail.subject).toContain("Thursday, December 10, 2026");
    expect(mail.text).toContain("Hi Anna,");
    expect(mail.text).toContain("https://studio.example/g/AbCdEfGhIjKlMnOpQrStUv");
    expect(mail.text).toContain("same access code you were given");
    expect(mail.related).toEqual({ type: "gallery", id: 3 });
    expect(reminderMail(gallery, "1d", site).subject).toMatch(/^Last chance/);
  });
});
