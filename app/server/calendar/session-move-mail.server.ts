import { formatSessionWhen } from "~/shared/booking/merge-fields";
import type { SessionMove } from "~/shared/calendar/session-move.schema";
import { inlineAttachment } from "../mail/attachments.server";
import type { OutgoingMail } from "../mail/outbox.server";
import type { ProposalClient } from "../proposals/proposal-record.server";
import { sessionIcs } from "../proposals/session-ics.server";

// The client's short note when her session moves, with the session as an .ics: the same UID as
// the booking confirmation's file and a higher SEQUENCE, so her calendar moves the event.

export function sessionMovedMail(options: {
  proposal: { id: number; token: string; title: string; sequence: number };
  move: SessionMove;
  before: string;
  client: ProposalClient;
  site: { name: string; email: string; url: string };
}): OutgoingMail {
  const { proposal, move, client, site } = options;
  const bookingUrl = `${site.url}/book/${encodeURIComponent(proposal.token)}`;
  const ics = sessionIcs(
    {
      proposalId: proposal.id,
      title: proposal.title,
      sessionDate: move.sessionDate,
      sessionTime: move.sessionTime,
      place: move.sessionPlace,
      bookingUrl,
      sequence: proposal.sequence,
    },
    { name: site.name, email: site.email, siteUrl: site.url },
  );
  return {
    kind: "session-moved",
    to: client.emails.join(", "),
    replyTo: site.email,
    subject: `Your session has a new date — ${proposal.title}`,
    text: [
      `Dear ${client.names},`,
      "",
      "Your session has changed:",
      "",
      `Now: ${formatSessionWhen(move.sessionDate, move.sessionTime)}`,
      ...(move.sessionPlace ? [`Place: ${move.sessionPlace}`] : []),
      `Before: ${options.before}`,
      "",
      "The attached file (session.ics) moves the session in your calendar.",
      "Your contract stays as you signed it.",
      "",
      `Your booking: ${bookingUrl}`,
      "Questions? Simply reply to this e-mail.",
      "",
      site.name,
    ].join("\n"),
    related: { type: "proposal", id: proposal.id },
    attachments: [inlineAttachment("session.ics", "text/calendar; charset=utf-8; method=PUBLISH", ics)],
  };
}
