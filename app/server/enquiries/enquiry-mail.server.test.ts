import { describe, expect, it } from "vitest";
import type { Enquiry } from "./enquiries-repository.server";
import { composeAutoReply, composeEnquiryMail } from "./enquiry-mail.server";

const base: Enquiry = {
  id: 7,
  kind: "inquiry",
  name: "Jane <b>Doe</b>",
  email: "jane@example.com",
  phone: "602-555-0100",
  sessionType: "group-branding",
  dateText: "Spring 2026",
  location: "Sedona & Flagstaff",
  howFound: "Instagram",
  message: "Line one\n<script>alert(1)</script>",
  additionalNotes: null,
  status: "new",
  handledAt: null,
  createdAt: "2026-03-01T10:00:00.000Z",
};

describe("composeEnquiryMail", () => {
  it("names the session type, lowercased, and the visitor in the subject", () => {
    expect(composeEnquiryMail({ ...base, name: "Jane Doe" }, { siteName: "Studio" }).subject).toBe(
      "New group branding inquiry from Jane Doe",
    );
  });

  it("keeps a visitor's line breaks out of the subject", () => {
    expect(composeEnquiryMail({ ...base, name: "Jane\r\nBcc: x@y.z" }, { siteName: "S" }).subject).toBe(
      "New group branding inquiry from Jane Bcc: x@y.z",
    );
  });

  it("says contact message for the home form", () => {
    const mail = composeEnquiryMail(
      { ...base, kind: "contact", name: "Jane Doe", sessionType: null },
      { siteName: "S" },
    );
    expect(mail.subject).toBe("New contact message from Jane Doe");
    expect(mail.text).toContain("Wedding date: Spring 2026");
  });

  it("lists every field in the text body", () => {
    const { text } = composeEnquiryMail(base, { siteName: "Studio" });
    for (const line of [
      "Name: Jane <b>Doe</b>",
      "Email: jane@example.com",
      "Phone: 602-555-0100",
      "Session type: Group Branding",
      "Ideal date or timeframe: Spring 2026",
      "Desired location: Sedona & Flagstaff",
      "How they found you: Instagram",
      "Story or vision:\nLine one\n<script>alert(1)</script>",
      "Anything else:\n(not given)",
    ]) {
      expect(text).toContain(line);
    }
  });

  it("escapes every visitor value in the HTML body", () => {
    const { html } = composeEnquiryMail(base, { siteName: "Studio" });
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<b>Doe");
    expect(html).toContain("Jane &lt;b&gt;Doe&lt;/b&gt;");
    expect(html).toContain("Line one<br>\n&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain("Sedona &amp; Flagstaff");
  });
});

describe("composeAutoReply", () => {
  it("carries no visitor text: the site mails any address typed in, so nothing of theirs goes with it", () => {
    const spam: Enquiry = {
      ...base,
      name: "Cheap pills at spam.example",
      message: "Visit https://spam.example now",
      location: "spam.example",
      phone: "call 555-SPAM",
      howFound: "spam.example",
      dateText: "spam.example",
      additionalNotes: "spam.example",
    };
    const mail = composeAutoReply(spam, { siteName: "Studio", siteEmail: "hi@studio.test" });
    for (const part of [mail.subject, mail.text, mail.html]) {
      expect(part).not.toMatch(/spam|pills|Cheap|Visit/i);
      expect(part).not.toContain("jane@example.com");
    }
    expect(mail.text.startsWith("Hi,")).toBe(true);
    expect(mail.text).toContain("hi@studio.test");
    expect(mail.html).toContain("Studio");
  });
});
