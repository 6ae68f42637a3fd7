import { sessionTypeLabel } from "~/catalogue";
import { escapeHtml, escapeMultiline, oneLine } from "../mail/html";
import type { Enquiry } from "./enquiries-repository.server";

// The e-mails an enquiry produces: the notice to the photographer (every field, labelled, with
// Reply-To the visitor so "Reply" answers them) and the optional auto-reply to the visitor.

export interface ComposedMail {
  subject: string;
  text: string;
  html: string;
}

interface Field {
  label: string;
  value: string | null;
  multiline?: boolean;
}

function fieldsOf(enquiry: Enquiry): Field[] {
  if (enquiry.kind === "contact") {
    return [
      { label: "Name", value: enquiry.name },
      { label: "Email", value: enquiry.email },
      { label: "Wedding date", value: enquiry.dateText },
      { label: "Location", value: enquiry.location },
      { label: "Message", value: enquiry.message, multiline: true },
    ];
  }
  return [
    { label: "Name", value: enquiry.name },
    { label: "Email", value: enquiry.email },
    { label: "Phone", value: enquiry.phone },
    { label: "Session type", value: sessionLabel(enquiry.sessionType) },
    { label: "Ideal date or timeframe", value: enquiry.dateText },
    { label: "Desired location", value: enquiry.location },
    { label: "How they found you", value: enquiry.howFound },
    { label: "Story or vision", value: enquiry.message, multiline: true },
    { label: "Anything else", value: enquiry.additionalNotes, multiline: true },
  ];
}

function sessionLabel(value: string | null): string | null {
  return value === null ? null : (sessionTypeLabel(value) ?? value);
}

export function enquirySubject(enquiry: Enquiry): string {
  const name = oneLine(enquiry.name);
  if (enquiry.kind === "contact") return `New contact message from ${name}`;
  const label = sessionLabel(enquiry.sessionType)?.toLowerCase() ?? "session";
  return `New ${label} inquiry from ${name}`;
}

/** The photographer's copy of an enquiry. */
export function composeEnquiryMail(enquiry: Enquiry, site: { siteName: string }): ComposedMail {
  const fields = fieldsOf(enquiry);
  const heading =
    enquiry.kind === "contact" ? "New message from the home page contact form" : "New inquiry from the inquiry page";
  const received = `Received ${enquiry.createdAt} (enquiry #${enquiry.id}). Reply to this e-mail to answer ${oneLine(enquiry.name)}.`;

  const text = [
    heading,
    "",
    ...fields.map((f) =>
      f.multiline ? `${f.label}:\n${f.value ?? "(not given)"}\n` : `${f.label}: ${f.value ?? "(not given)"}`,
    ),
    "",
    received,
    "",
    `— ${site.siteName}`,
  ].join("\n");

  const rows = fields
    .map((f) => {
      const value =
        f.value === null
          ? '<em style="color:#777">not given</em>'
          : f.multiline
            ? escapeMultiline(f.value)
            : escapeHtml(f.value);
      return `<tr><th align="left" valign="top" style="padding:6px 12px 6px 0;white-space:nowrap">${escapeHtml(f.label)}</th><td style="padding:6px 0">${value}</td></tr>`;
    })
    .join("\n");
  const html = `<!doctype html>
<html><body style="font-family:Georgia,serif;color:#2b2622;line-height:1.5">
<h1 style="font-size:20px">${escapeHtml(heading)}</h1>
<table cellspacing="0" cellpadding="0" style="border-collapse:collapse;font-size:15px">
${rows}
</table>
<p style="color:#5a514a;font-size:13px">${escapeHtml(received)}</p>
</body></html>`;

  return { subject: enquirySubject(enquiry), text, html };
}

/**
 * The visitor's acknowledgement, sent only when AUTO_REPLY is on. It goes to whatever address was
 * typed into the form, so it carries nothing the visitor typed: no name, no echo of the message.
 * Otherwise anyone could make the studio mail their text to a stranger.
 */
export function composeAutoReply(_enquiry: Enquiry, site: { siteName: string; siteEmail: string }): ComposedMail {
  const greeting = "Hi,";
  const body = [
    "Thank you so much for reaching out! I'll be in touch shortly—keep an eye on your inbox. I can't wait to get to know you better!",
    `If anything comes up in the meantime, just reply to this e-mail or write to ${site.siteEmail}.`,
  ];
  const text = [greeting, "", ...body.flatMap((p) => [p, ""]), site.siteName].join("\n");
  const html = `<!doctype html>
<html><body style="font-family:Georgia,serif;color:#2b2622;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
${body.map((p) => `<p>${escapeHtml(p)}</p>`).join("\n")}
<p>${escapeHtml(site.siteName)}</p>
</body></html>`;
  return { subject: `Thank you for reaching out to ${site.siteName}`, text, html };
}
