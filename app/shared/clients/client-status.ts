import type { ClientStatus as StoredStatus } from "~/server/db/booking-schema";

// A client's status (issue 28 §1) and the changes she makes by hand: one step along
// New enquiry → Proposal sent → Booked → Completed, or Lost (with a reason) from any open status,
// and back to New enquiry from Lost (a mistaken click, or a client who comes back). Sending a
// proposal and paying the retainer move the status too; those writers set it directly.

export const CLIENT_STATUSES = [
  "new",
  "proposal_sent",
  "booked",
  "completed",
  "lost",
] as const satisfies readonly StoredStatus[];

export type ClientStatus = (typeof CLIENT_STATUSES)[number];

/** The status words she sees. */
export const CLIENT_STATUS_LABELS: Record<ClientStatus, string> = {
  new: "New enquiry",
  proposal_sent: "Proposal sent",
  booked: "Booked",
  completed: "Completed",
  lost: "Lost",
};

/** Why a client was lost: the short list she picks from (stored by key, so a dashboard can count them). */
export const LOST_REASONS = {
  other_photographer: "Chose another photographer",
  date_not_available: "Date not available",
  over_budget: "Over budget",
  no_reply: "No reply",
  other: "Other",
} as const;

export type LostReason = keyof typeof LOST_REASONS;

export const LOST_REASON_KEYS = Object.keys(LOST_REASONS) as LostReason[];

/** The reason's words, or the stored text itself when it is not one of the list (never blank). */
export function lostReasonLabel(reason: string | null): string {
  if (!reason) return "No reason given";
  return Object.hasOwn(LOST_REASONS, reason) ? LOST_REASONS[reason as LostReason] : reason;
}

const NEXT_STEP: Record<ClientStatus, ClientStatus | null> = {
  new: "proposal_sent",
  proposal_sent: "booked",
  booked: "completed",
  completed: null,
  lost: null,
};

/** The statuses she may move a client to by hand, in the order the buttons show them. */
export function manualStatusChanges(from: ClientStatus): ClientStatus[] {
  if (from === "lost") return ["new"];
  if (from === "completed") return [];
  const next = NEXT_STEP[from];
  return next ? [next, "lost"] : ["lost"];
}

/** Why this change is refused, in her words; undefined when it is allowed. */
export function statusChangeRefusal(from: ClientStatus, to: ClientStatus): string | undefined {
  if (manualStatusChanges(from).includes(to)) return undefined;
  if (from === to) return `This client is already “${CLIENT_STATUS_LABELS[to]}”.`;
  return `A client who is “${CLIENT_STATUS_LABELS[from]}” cannot be moved to “${CLIENT_STATUS_LABELS[to]}” by hand. Reload the page to see the changes you can make.`;
}

/** The button's words for a change. */
export function statusChangeLabel(from: ClientStatus, to: ClientStatus): string {
  if (to === "lost") return "Mark as lost";
  if (from === "lost") return "Reopen as a new enquiry";
  return `Mark as ${CLIENT_STATUS_LABELS[to].toLowerCase()}`;
}
