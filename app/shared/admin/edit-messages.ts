// The words every studio-admin editor uses for the same situations, in one place, so a save
// refused in the gallery editor reads like one refused in the blog editor. Shared by the server
// (the answers) and the components (what the screen shows).

export const EDIT_MESSAGES = {
  /** A save whose fields need a look: the messages stand under each field. */
  invalid: "Not saved: some fields need a look (see the messages under them).",
  /** Another tab or window saved first (optimistic concurrency). */
  stale: "Not saved: this was changed in another tab or window after you opened it.",
  /** The long form of `stale`, on the screen, before the reload link. */
  staleLong:
    "Not saved: this page was changed in another tab or window after you opened it, and saving now would overwrite that change. Copy anything you want to keep, then",
  staleReload: "reload to see the latest version",
  missingVersion: "This form is missing its version. Reload the page and try again.",
  unknownIntent: "Unknown action.",
  expired: "This form has expired. Reload the page and try again.",
  signIn: "Please sign in again.",
  tooLarge: "The form is too large.",
  unreadable: "The form could not be read.",
  /** A drop whose place is missing or not a number (a forged or broken post). */
  badPlace: "Where to? The new place must be a number.",
} as const;

/** "Which photo? Reload the page and try again.": a form whose hidden id is missing or forged. */
export const whichMessage = (thing: string) => `Which ${thing}? Reload the page and try again.`;

/** After a list button on a draft: nothing is stored until the editor's save button. */
export const draftChangedMessage = (saveLabel: string) =>
  `Changed below, not saved yet: press ${saveLabel} to keep it.`;
