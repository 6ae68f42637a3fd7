import { describe, expect, it } from "vitest";
import { dueInvoiceReminder, proposalReminderDue } from "./reminder-rules";

// Phoenix is UTC−7 all year: 07:00 UTC is midnight there, 06:59 UTC still the day before.
const at = (iso: string) => new Date(iso);

describe("which payment reminder is due", () => {
  const dueOn = "2027-03-10";

  it("sends nothing more than 7 days before", () => {
    expect(dueInvoiceReminder(dueOn, at("2027-03-03T06:59:59Z"))).toBeUndefined(); // Mar 2 in Phoenix: 8 days
  });

  it("is the week-before reminder from 7 days before until the day before", () => {
    expect(dueInvoiceReminder(dueOn, at("2027-03-03T07:00:00Z"))).toBe("before"); // Mar 3 00:00 Phoenix
    expect(dueInvoiceReminder(dueOn, at("2027-03-10T06:59:59Z"))).toBe("before"); // Mar 9, last second
  });

  it("is the on-the-day reminder on the due date only, Arizona time", () => {
    expect(dueInvoiceReminder(dueOn, at("2027-03-10T07:00:00Z"))).toBe("due");
    expect(dueInvoiceReminder(dueOn, at("2027-03-11T06:59:59Z"))).toBe("due"); // 11:59 pm in Phoenix
    // The next two days: nothing (the day has passed, the 3-days-after one is not due yet).
    expect(dueInvoiceReminder(dueOn, at("2027-03-11T07:00:00Z"))).toBeUndefined();
    expect(dueInvoiceReminder(dueOn, at("2027-03-13T06:59:59Z"))).toBeUndefined();
  });

  it("is the after reminder from 3 days after, for a week, then nothing", () => {
    expect(dueInvoiceReminder(dueOn, at("2027-03-13T07:00:00Z"))).toBe("after"); // Mar 13
    expect(dueInvoiceReminder(dueOn, at("2027-03-20T06:59:59Z"))).toBe("after"); // Mar 19
    expect(dueInvoiceReminder(dueOn, at("2027-03-20T07:00:00Z"))).toBeUndefined(); // Mar 20: 10 days late
  });

  it("follows a moved due date", () => {
    const now = at("2027-03-10T19:00:00Z"); // noon, Mar 10
    expect(dueInvoiceReminder("2027-03-10", now)).toBe("due");
    expect(dueInvoiceReminder("2027-03-17", now)).toBe("before");
    expect(dueInvoiceReminder("2027-03-07", now)).toBe("after");
    expect(dueInvoiceReminder("2027-04-10", now)).toBeUndefined();
  });
});

describe("the proposal reminder", () => {
  const expiresOn = "2027-03-10";

  it("is due from 3 days before the expiry date to that day, for a proposal sent on an earlier day", () => {
    expect(proposalReminderDue(expiresOn, "2027-02-20", at("2027-03-07T06:59:59Z"))).toBe(false); // Mar 6: 4 days
    expect(proposalReminderDue(expiresOn, "2027-02-20", at("2027-03-07T07:00:00Z"))).toBe(true); // Mar 7
    expect(proposalReminderDue(expiresOn, "2027-02-20", at("2027-03-11T06:59:59Z"))).toBe(true); // last day
    expect(proposalReminderDue(expiresOn, "2027-02-20", at("2027-03-11T07:00:00Z"))).toBe(false); // expired
  });

  it("is not due the day the proposal was sent", () => {
    expect(proposalReminderDue(expiresOn, "2027-03-08", at("2027-03-08T20:00:00Z"))).toBe(false);
    expect(proposalReminderDue(expiresOn, "2027-03-08", at("2027-03-09T20:00:00Z"))).toBe(true);
  });
});
