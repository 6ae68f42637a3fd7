// Which questionnaire a proposal sends, as the proposal page's form shows it (issue 29 §3), and
// what a choice did, in words (?questionnaire=… after the post). Browser-safe.

export const CHOICE_OUTCOMES = {
  saved: {
    tone: "good",
    text: "Saved: the client gets this questionnaire once she is booked (at once if she already is).",
  },
  started: {
    tone: "bad",
    text: "Not changed: the client has already started answering her questionnaire, so it stays the one she started.",
  },
  closed: { tone: "bad", text: "Not changed: this proposal was withdrawn." },
  unknown: {
    tone: "bad",
    text: "Not changed: choose a questionnaire from the list (it may have been deleted: reload the page).",
  },
} as const;

export type ChoiceOutcome = keyof typeof CHOICE_OUTCOMES;

export interface QuestionnaireChoice {
  proposalId: number;
  /** "package", "none", or the chosen questionnaire's id. */
  value: string;
  options: { value: string; label: string }[];
  /** The questionnaire the client is answering, once she started: the choice is then closed. */
  started: { id: number; name: string } | null;
  closed: boolean;
}
