// What a client's timeline can hold (issue 28 §1), shared by the writer
// (app/server/clients/client-events.server.ts) and the page that draws it
// (app/components/admin/clients/client-timeline.tsx). A new kind of event is added here first:
// the timeline's words for it are then a type error until written.

export const CLIENT_EVENT_KINDS = [
  "enquiry",
  "client_created",
  "client_edited",
  "status_changed",
  "proposal_created",
  "proposal_sent",
  "proposal_revised",
  "proposal_viewed",
  "proposal_signed",
  "contract_pdf_ready",
  "invoice_created",
  "payment_started",
  "payment_received",
  "payment_failed",
  "booking_confirmed",
  // Reminders (issue 29 §2): one sent, and her switch for the client.
  "reminder_sent",
  "reminders_changed",
  "questionnaire_started",
  "questionnaire_completed",
  // Issue 29 §1: the ledger after the booking.
  "payment_refunded",
  "invoice_due_moved",
  "invoice_voided",
  "note",
  // Issue 29 §4: a booked session moved to another date, time or place.
  "session_moved",
] as const;

export type ClientEventKind = (typeof CLIENT_EVENT_KINDS)[number];

/** The kinds of row an event can be about, so the timeline links to it. */
export const CLIENT_EVENT_RELATED_TYPES = [
  "enquiry",
  "proposal",
  "signature",
  "invoice",
  "payment",
  "gallery",
  "order",
  "questionnaire",
] as const;

export type ClientEventRelatedType = (typeof CLIENT_EVENT_RELATED_TYPES)[number];

/** One entry of the timeline as the client's page receives it. */
export interface TimelineEvent {
  id: number;
  kind: ClientEventKind;
  summary: string;
  related: { type: ClientEventRelatedType; id: number } | null;
  /** ISO instant; shown in Arizona time. */
  at: string;
}
