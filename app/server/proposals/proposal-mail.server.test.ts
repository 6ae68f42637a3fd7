import { describe, expect, it } from "vitest";
import { proposalMail } from "./proposal-mail.server";

const facts = {
  proposalId: 7,
  title: "Your wedding",
  clientNames: "Anna & Ben",
  to: ["anna@example.com", "ben@example.com"],
  message: "So happy!",
  link: "https://photos.example.com/book/abc",
  revised: false,
  expires: "Sunday, January 31, 2027",
  siteName: "Saguaro Bee Photography",
  replyTo: "studio@example.com",
};

describe("proposalMail", () => {
  it("sends her message and the link to every address, replies going to her", () => {
    const mail = proposalMail(facts);
    expect(mail).toMatchObject({
      kind: "proposal",
      to: "anna@example.com, ben@example.com",
      replyTo: "studio@example.com",
      subject: "Your proposal from Saguaro Bee Photography",
      related: { type: "proposal", id: 7 },
    });
    expect(mail.text).toMatch(/^Dear Anna & Ben,\n\nSo happy!\n\nYour proposal “Your wedding” is ready\./);
    expect(mail.text).toContain("\nhttps://photos.example.com/book/abc\n");
    expect(mail.text).toContain("stays open until Sunday, January 31, 2027 (Arizona time)");
  });

  it("says a revised proposal needs signing again", () => {
    const mail = proposalMail({ ...facts, revised: true, message: "" });
    expect(mail.subject).toBe("Your revised proposal from Saguaro Bee Photography");
    expect(mail.text).toContain("has been revised. Please look it over again: it needs your signature again.");
    expect(mail.text).not.toContain("\n\n\n");
  });
});
