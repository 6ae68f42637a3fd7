import { GalleryMessage } from "~/components/client-gallery/gallery-message";
import type { PhotographerContact } from "~/components/client-gallery/gallery-types";
import type { EarlierSignature } from "./booking-types";

// A booking link that cannot show a proposal to sign (wrong, withdrawn, expired, being updated, or
// too many wrong links from this connection), said plainly, with the photographer's e-mail.

export function InvalidLink({ contact }: { contact: PhotographerContact }) {
  return (
    <GalleryMessage heading="This booking link is not valid" contact={contact}>
      <p>
        It may be missing a few characters, or the proposal may have been withdrawn. Try copying the whole link from
        your e-mail again, or write to ask for a new one.
      </p>
    </GalleryMessage>
  );
}

export function ExpiredProposal({
  contact,
  title,
  expiredOn,
}: {
  contact: PhotographerContact;
  title: string;
  expiredOn: string;
}) {
  return (
    <GalleryMessage heading="This proposal has expired" contact={contact}>
      <p>
        “{title}” could be signed until the end of {expiredOn} (Arizona time). Write to {contact.siteName} and she can
        send you a new one.
      </p>
    </GalleryMessage>
  );
}

export function UpdatingProposal({
  contact,
  title,
  earlier,
}: {
  contact: PhotographerContact;
  title: string;
  earlier: EarlierSignature | null;
}) {
  return (
    <GalleryMessage heading="Your proposal is being updated" contact={contact}>
      <p>“{title}” is being changed. You will receive the new version by e-mail, with this same link.</p>
      {earlier && (
        <p>
          You signed version {earlier.revision} on {earlier.signedAt}. The new version will need to be signed again.
        </p>
      )}
    </GalleryMessage>
  );
}

export function TooManyTries({ contact, retryAfter }: { contact: PhotographerContact; retryAfter: string }) {
  return (
    <GalleryMessage heading="Too many tries" contact={contact}>
      <p>Several booking links that do not exist were opened from your connection. Please wait {retryAfter}.</p>
    </GalleryMessage>
  );
}
