import { describe, expect, it } from "vitest";
import { guessingMail } from "./guessing-mail.server";

describe("the photographer's mail about a guessed code", () => {
  it("says what happened, until when in Arizona time, who is not affected and what to do", () => {
    const mail = guessingMail({
      gallery: { id: 12, title: 'The "Moreno"\nwedding' },
      // 22:40 UTC is 3:40 PM in Phoenix (MST all year).
      pausedUntil: new Date("2031-01-10T22:40:00Z"),
      siteUrl: "https://studio.example/",
      limit: 30,
    });
    expect(mail.subject).toBe('Someone is guessing the access code of "The "Moreno" wedding"');
    expect(mail.text).toContain("30 wrong access codes");
    expect(mail.text).toContain("until Friday, January 10 at 3:40 PM (Arizona time)");
    expect(mail.text).toContain("clients who already opened the gallery");
    expect(mail.text).toContain("new 6-digit access code");
    expect(mail.text).toContain("https://studio.example/admin/galleries/12");
  });
});
