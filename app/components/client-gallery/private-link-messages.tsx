import { GalleryMessage } from "./gallery-message";
import type { PhotographerContact } from "./gallery-types";

// What a client's private link (booking, invoice, session) says when it cannot be opened: a link
// that does not exist, or too many of those from one connection (the guess throttle,
// app/server/security/private-link.server.ts). One wording for every kind of link.

/** "This invoice link is not valid", with how to get a good one. */
export function LinkNotValid({
  what,
  contact,
  mayHave,
  askFor = "it",
}: {
  /** The kind of link, as the client knows it: "invoice", "session", "booking". */
  what: string;
  contact: PhotographerContact;
  /** Why else it may fail, e.g. "the proposal may have been withdrawn". */
  mayHave?: string;
  /** What she writes to ask for: the link ("it") or "a new one". */
  askFor?: string;
}) {
  const why = mayHave ? `, or ${mayHave}` : "";
  return (
    <GalleryMessage heading={`This ${what} link is not valid`} contact={contact}>
      <p>{`It may be missing a few characters${why}. Try copying the whole link from your e-mail again, or write to ask for ${askFor}.`}</p>
    </GalleryMessage>
  );
}

/** The guess throttle's answer: how long to wait. */
export function LinkTooManyTries({
  what,
  contact,
  retryAfter,
}: {
  what: string;
  contact: PhotographerContact;
  /** In words, e.g. "5 minutes". */
  retryAfter: string;
}) {
  return (
    <GalleryMessage heading="Too many tries" contact={contact}>
      <p>{`Several ${what} links that do not exist were opened from your connection. Please wait ${retryAfter}.`}</p>
    </GalleryMessage>
  );
}
