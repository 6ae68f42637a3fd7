import { formatPrice } from "~/shared/money";
import { formatCalendarDate, formatSessionWhen } from "~/shared/booking/merge-fields";
import { inlineAttachment } from "../mail/attachments.server";
import type { OutgoingMail } from "../mail/outbox.server";
import { orderSubject } from "../orders/order-mails.server";
import { sessionIcs } from "./session-ics.server";

// The mails of a paid invoice: the client's confirmation (with the session as an .ics when the
// retainer booked it) or receipt, and the photographer's note. Plain text, as the order mails.

interface PaidProposal {
  id: number;
  title: string;
  token: string;
  sessionDate: string | null;
  sessionTime: string | null;
  sessionPlace: string;
  /** The session's length when set (self-booked): the .ics event ends then. */
  sessionMinutes?: number | null;
  /** A self-booked session's own link (/session/<token>) to reschedule or cancel. */
  sessionToken?: string | null;
}

export interface PaidInvoice {
  payment: { id: number; amountCents: number; provider: string | null; sessionId: string };
  invoice: { id: number; label: string };
  /** null for a one-off invoice (decision 034): no proposal, no session. */
  proposal: PaidProposal | null;
  client: { id: number; names: string; email: string };
  /** The retainer's payment booked the session now. */
  booked: boolean;
  /** The invoice had been paid already: this payment is a second one, to refund. */
  duplicate: boolean;
  /** What is still to pay, in due order. */
  stillOpen: { label: string; amountCents: number; dueOn: string | null }[];
}

interface MailSite {
  name: string;
  email: string;
  url: string;
}

const subject = (paid: PaidInvoice, text: string) =>
  orderSubject({ paymentProvider: paid.payment.provider ?? "" }, text);
const testLine = (paid: PaidInvoice) =>
  paid.payment.provider === "test" ? ["TEST PAYMENT: made through the test checkout; no card was charged.", ""] : [];

function stillOpenText(paid: PaidInvoice): string[] {
  if (paid.stillOpen.length === 0) return ["Nothing else is due."];
  return [
    "Still to pay:",
    ...paid.stillOpen.map(
      (i) =>
        `- ${i.label}: ${formatPrice(i.amountCents)}, ${i.dueOn ? `due ${formatCalendarDate(i.dueOn)}` : "due now"}`,
    ),
  ];
}

/** The client's mail: the booking confirmation with the .ics, or a receipt for a later payment. */
export function clientPaidMail(paid: PaidInvoice & { proposal: PaidProposal }, site: MailSite): OutgoingMail {
  const { proposal } = paid;
  const bookingUrl = `${site.url}/book/${encodeURIComponent(proposal.token)}`;
  const ics =
    paid.booked && proposal.sessionDate
      ? sessionIcs(
          {
            proposalId: proposal.id,
            title: proposal.title,
            sessionDate: proposal.sessionDate,
            sessionTime: proposal.sessionTime,
            minutes: proposal.sessionMinutes ?? null,
            place: proposal.sessionPlace,
            bookingUrl,
          },
          { name: site.name, email: site.email, siteUrl: site.url },
        )
      : null;
  return {
    kind: paid.booked ? "booking-confirmed" : "payment-received",
    to: paid.client.email,
    replyTo: site.email,
    subject: subject(
      paid,
      paid.booked ? `Your session is booked — ${proposal.title}` : `Payment received — ${site.name}`,
    ),
    text: [
      ...testLine(paid),
      `Dear ${paid.client.names},`,
      "",
      paid.booked
        ? "Thank you: your retainer is paid and your session is booked."
        : "Thank you: your payment is received.",
      "",
      `${paid.invoice.label}: ${formatPrice(paid.payment.amountCents)} (reference ${paid.payment.sessionId})`,
      `Session: ${formatSessionWhen(proposal.sessionDate, proposal.sessionTime)}`,
      ...(proposal.sessionPlace ? [`Place: ${proposal.sessionPlace}`] : []),
      ...(ics ? ["The attached file (session.ics) adds the session to your calendar."] : []),
      "",
      ...stillOpenText(paid),
      "",
      `Your booking, your signed contract and what is due: ${bookingUrl}`,
      ...(proposal.sessionToken
        ? [`Reschedule or cancel your session: ${site.url}/session/${encodeURIComponent(proposal.sessionToken)}`]
        : []),
      "Questions? Simply reply to this e-mail.",
      "",
      site.name,
    ].join("\n"),
    related: { type: "proposal", id: proposal.id },
    ...(ics
      ? { attachments: [inlineAttachment("session.ics", "text/calendar; charset=utf-8; method=PUBLISH", ics)] }
      : {}),
  };
}

/** The photographer's note; a second payment of a paid invoice says so first. */
export function photographerPaidMail(paid: PaidInvoice, site: MailSite): OutgoingMail {
  const amount = formatPrice(paid.payment.amountCents);
  const headline = paid.duplicate
    ? `PAID TWICE: ${paid.client.names} paid “${paid.invoice.label}” again (${amount})`
    : paid.booked
      ? `Booked: ${paid.client.names} paid the retainer (${amount})`
      : `Payment received: ${paid.client.names}, ${paid.invoice.label} (${amount})`;
  return {
    kind: paid.duplicate ? "invoice-paid-twice" : "invoice-paid",
    to: site.email,
    replyTo: paid.client.email,
    subject: subject(paid, headline),
    text: [
      ...testLine(paid),
      paid.duplicate
        ? "This invoice had already been paid: refund one of the two payments (in Stripe, under Payments)."
        : headline,
      "",
      ...(paid.proposal
        ? [
            `Proposal: ${paid.proposal.title}`,
            `Session: ${formatSessionWhen(paid.proposal.sessionDate, paid.proposal.sessionTime)}`,
          ]
        : [`A one-off invoice: ${paid.invoice.label}`]),
      `Payment reference: ${paid.payment.sessionId} (${paid.payment.provider ?? "outside the site"})`,
      "",
      ...stillOpenText(paid),
      "",
      `The client: ${site.url}/admin/clients/${paid.client.id}`,
    ].join("\n"),
    related: paid.proposal ? { type: "proposal", id: paid.proposal.id } : { type: "invoice", id: paid.invoice.id },
  };
}
