import { Link } from "react-router";
import type { ClientEventKind, ClientEventRelatedType, TimelineEvent } from "~/shared/clients/client-events";
import { formatDateTime } from "../admin-ui";

// A client's one timeline, newest first, times in Arizona time. Built to grow: a new kind of event
// (galleries, orders, questionnaires…) adds its word to KIND_WORDS, and a new kind of row it can
// be about adds its page to RELATED_PAGES; both are type errors until written.

/** The short word before each entry, by kind. */
const KIND_WORDS: Record<ClientEventKind, string> = {
  enquiry: "Enquiry",
  client_created: "Client",
  client_edited: "Details",
  status_changed: "Status",
  proposal_created: "Proposal",
  proposal_sent: "Proposal",
  proposal_revised: "Proposal",
  proposal_viewed: "Proposal",
  proposal_signed: "Contract",
  contract_pdf_ready: "Contract",
  invoice_created: "Invoice",
  payment_started: "Payment",
  payment_received: "Payment",
  payment_failed: "Payment",
  booking_confirmed: "Booked",
  reminder_sent: "Reminder",
  reminders_changed: "Reminders",
  questionnaire_started: "Questionnaire",
  questionnaire_completed: "Questionnaire",
  payment_refunded: "Refund",
  invoice_due_moved: "Invoice",
  invoice_voided: "Invoice",
  note: "Note",
  session_moved: "Session",
};

/** Where the row an event is about is seen in the admin, and the link's words; null: no page of its own. */
const RELATED_PAGES: Record<ClientEventRelatedType, ((id: number) => { href: string; label: string }) | null> = {
  enquiry: (id) => ({ href: `/admin/enquiries/${id}`, label: "See the enquiry" }),
  proposal: (id) => ({ href: `/admin/proposals/${id}`, label: "See the proposal" }),
  gallery: (id) => ({ href: `/admin/galleries/${id}`, label: "See the gallery" }),
  order: (id) => ({ href: `/admin/orders/${id}`, label: "See the order" }),
  questionnaire: (id) => ({ href: `/admin/questionnaires/answers/${id}`, label: "Read the answers" }),
  // Shown on the client's page itself (the proposal and money sections).
  signature: null,
  invoice: (id) => ({ href: `/admin/invoices/${id}`, label: "See the invoice" }),
  payment: null,
};

export function ClientTimeline({ events }: { events: readonly TimelineEvent[] }) {
  if (events.length === 0) return <p className="text-ink-soft">Nothing has happened yet.</p>;
  return (
    <ol className="space-y-4 border-l-2 border-ink/15 pl-4" aria-label="Timeline, newest first">
      {events.map((event) => {
        const page = event.related && RELATED_PAGES[event.related.type]?.(event.related.id);
        return (
          <li key={event.id} data-kind={event.kind} className="relative">
            <span aria-hidden="true" className="absolute top-1.5 -left-[1.3rem] h-2.5 w-2.5 rounded-full bg-clay" />
            <p className="text-sm text-ink-soft">
              <span className="font-medium text-ink">{KIND_WORDS[event.kind]}</span> ·{" "}
              <time dateTime={event.at}>{formatDateTime(event.at)}</time>
            </p>
            <p className="break-words">{event.summary}</p>
            {page && (
              <Link to={page.href} className="text-sm text-clay underline underline-offset-4">
                {page.label}
              </Link>
            )}
          </li>
        );
      })}
    </ol>
  );
}
