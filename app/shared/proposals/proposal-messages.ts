// A proposal's states and refusals in her words, the same on the pages and in the server's answers.

/** A proposal's status in her words. */
export const PROPOSAL_STATUS_LABELS = {
  draft: "Draft",
  sent: "Sent",
  signed: "Signed",
  booked: "Booked",
  withdrawn: "Withdrawn",
} as const;

export const PROPOSAL_MESSAGES = {
  noSuchProposal: "There is no such proposal. It may have been deleted with its client.",
  noSuchClient: "There is no such client.",
  booked:
    "This proposal is booked: the client signed it and paid the retainer, so it cannot change. Make a new proposal for anything extra.",
  withdrawn: "This proposal was withdrawn: its link no longer opens. Make a new proposal for this client instead.",
} as const;
