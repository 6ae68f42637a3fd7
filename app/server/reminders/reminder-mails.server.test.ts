import { describe, expect, it } from "vitest";
import { invoiceReminderMail, proposalReminderMail } from "./reminder-mails.server";

const sender = { siteName: "Saguaro Bee Photography", replyTo: "hello@saguarobee.studio", photographer: "Maria Lopez" };
const link = "https://saguarobee.studio/book/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789abcdefg";

describe("the payment reminder mails", () => {
  const facts = {
    ...sender,
    invoiceId: 12,
    label: "Balance",
    leftCents: 315_000,
    dueOn: "2027-09-16",
    clientNames: "Anna & Ben Ruiz",
    to: ["anna@example.com", "ben@example.com"],
    link,
  };

  it("name the payment, what is left to pay, the Arizona date and the booking page, signed by her", () => {
    const mail = invoiceReminderMail({ ...facts, kind: "before" });
    expect(mail).toMatchObject({
      kind: "invoice-reminder-before",
      to: "anna@example.com, ben@example.com",
      replyTo: "hello@saguarobee.studio",
      related: { type: "invoice", id: 12 },
    });
    expect(mail.subject).toBe(
      "A friendly reminder: your payment is due on Thursday, September 16, 2027 — Saguaro Bee Photography",
    );
    expect(mail.text).toContain("Dear Anna & Ben Ruiz,");
    expect(mail.text).toContain("“Balance” ($3,150.00), is due on Thursday, September 16, 2027.");
    expect(mail.text).toContain(`\n${link}\n`);
    expect(mail.text.endsWith("Warmly,\nMaria Lopez\nSaguaro Bee Photography")).toBe(true);
  });

  it("say so on the day and, gently, after it", () => {
    const due = invoiceReminderMail({ ...facts, kind: "due" });
    expect(due.kind).toBe("invoice-reminder-due");
    expect(due.subject).toMatch(/^Your payment is due today/);
    expect(due.text).toContain("is due today, Thursday, September 16, 2027.");
    const after = invoiceReminderMail({ ...facts, kind: "after", photographer: null });
    expect(after.subject).toMatch(/^Your payment is past due/);
    expect(after.text).toContain("was due on Thursday, September 16, 2027, and it has not reached us yet");
    expect(after.text).toContain(link);
    expect(after.text.endsWith("Warmly,\nSaguaro Bee Photography")).toBe(true);
  });
});

describe("the proposal reminder mail", () => {
  it("names the proposal, its last day and its link", () => {
    const mail = proposalReminderMail({
      ...sender,
      proposalId: 4,
      title: "Wedding 2027",
      expiresOn: "2027-01-29",
      clientNames: "Anna & Ben Ruiz",
      to: ["anna@example.com"],
      link,
    });
    expect(mail).toMatchObject({
      kind: "proposal-reminder",
      to: "anna@example.com",
      related: { type: "proposal", id: 4 },
    });
    expect(mail.subject).toBe("Your proposal is open until Friday, January 29, 2027 — Saguaro Bee Photography");
    expect(mail.text).toContain("your proposal “Wedding 2027” is still waiting for you");
    expect(mail.text).toContain("until the end of Friday, January 29, 2027 (Arizona time)");
    expect(mail.text).toContain(link);
  });
});
