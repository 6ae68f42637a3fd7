// What the public booking pages receive from their loaders, in words (browser-safe: types only).

export interface TimeButton {
  /** Epoch minutes: what the time's form posts. */
  start: number;
  /** "5:00 pm", or "Tue Dec 1, 5:00 pm" among times of several days. */
  label: string;
}

/** A self-booked proposal's time on /book/<token> while she signs and pays. */
export type SessionHoldView =
  /** "This time is held for you until 4:52 pm, Arizona time". */
  | { state: "held"; until: string }
  /** The hold ran out but nobody took the time: paying re-claims it. */
  | { state: "lapsed" }
  /** The hold ran out and the time is someone else's now: pick another. */
  | { state: "taken"; pickAgainPath: string };
