import { formatCalendarDate } from "~/shared/booking/merge-fields";
import { formatPrice } from "~/shared/money";
import type { InvoiceReminderKind } from "../db/reminders-schema";
import type { OutgoingMail } from "../mail/outbox.server";

// The reminder mails (issue 29 §2): short and warm, in the voice of the booking mails
// (../proposals/proposal-mail.server.ts), each with the client's booking page, where she pays or
// signs. Signed with the photographer's own name (the one she signs proposals with) when known.

interface Sender {
  siteName: string;
  replyTo: string;
  /** Her typed name from the proposal, if any. */
  photographer: string | null;
}

export interface InvoiceReminderFacts extends Sender {
  invoiceId: number;
  kind: InvoiceReminderKind;
  label: string;
  /** What is still to pay on the invoice (the ledger's sum), in cents. */
  leftCents: number;
  dueOn: string;
  clientNames: string;
  to: readonly string[];
  /** The booking page (/book/<token>), absolute. */
  link: string;
}

export interface ProposalReminderFacts extends Sender {
  proposalId: number;
  title: string;
  expiresOn: string;
  clientNames: string;
  to: readonly string[];
  link: string;
}

const signOff = (s: Sender) => ["Warmly,", ...(s.photographer ? [s.photographer] : []), s.siteName];

const INVOICE_WORDS: Record<InvoiceReminderKind, (what: string, day: string) => { subject: string; opening: string }> =
  {
    before: (what, day) => ({
      subject: `A friendly reminder: your payment is due on ${day}`,
      opening: `A friendly reminder that your next payment, ${what}, is due on ${day}.`,
    }),
    due: (what, day) => ({
      subject: "Your payment is due today",
      opening: `Just a note that your payment ${what} is due today, ${day}.`,
    }),
    after: (what, day) => ({
      subject: "Your payment is past due",
      opening: `A gentle note: your payment ${what} was due on ${day}, and it has not reached us yet. It may simply have slipped by: it happens!`,
    }),
  };

export function invoiceReminderMail(f: InvoiceReminderFacts): OutgoingMail {
  const words = INVOICE_WORDS[f.kind](`“${f.label}” (${formatPrice(f.leftCents)})`, formatCalendarDate(f.dueOn));
  return {
    kind: `invoice-reminder-${f.kind}`,
    to: f.to.join(", "),
    replyTo: f.replyTo,
    subject: `${words.subject} — ${f.siteName}`,
    text: [
      `Dear ${f.clientNames},`,
      "",
      words.opening,
      "",
      "You can pay it by card in a minute on your booking page:",
      "",
      f.link,
      "",
      "Already paid, or want to talk about the dates? Simply reply to this e-mail.",
      "",
      ...signOff(f),
    ].join("\n"),
    related: { type: "invoice", id: f.invoiceId },
  };
}

export function proposalReminderMail(f: ProposalReminderFacts): OutgoingMail {
  const day = formatCalendarDate(f.expiresOn);
  return {
    kind: "proposal-reminder",
    to: f.to.join(", "),
    replyTo: f.replyTo,
    subject: `Your proposal is open until ${day} — ${f.siteName}`,
    text: [
      `Dear ${f.clientNames},`,
      "",
      `Just a friendly reminder: your proposal “${f.title}” is still waiting for you. Its link stays open until the end of ${day} (Arizona time).`,
      "",
      "Choose your package, sign the contract and pay the retainer here:",
      "",
      f.link,
      "",
      "Plans changed, or a question first? Simply reply to this e-mail: I would love to hear from you.",
      "",
      ...signOff(f),
    ].join("\n"),
    related: { type: "proposal", id: f.proposalId },
  };
}
