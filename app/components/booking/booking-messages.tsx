import { GalleryMessage } from "~/components/client-gallery/gallery-message";
import { LinkNotValid, LinkTooManyTries } from "~/components/client-gallery/private-link-messages";
import type { PhotographerContact } from "~/components/client-gallery/gallery-types";
import type { EarlierSignature } from "./booking-types";

// A booking link that cannot show a proposal to sign (wrong, withdrawn, expired, being updated, or
// too many wrong links from this connection), said plainly, with the photographer's e-mail.

export function InvalidLink({ contact }: { contact: PhotographerContact }) {
  return (
    <LinkNotValid what="booking" contact={contact} mayHave="the proposal may have been withdrawn" askFor="a new one" />
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
  return <LinkTooManyTries what="booking" contact={contact} retryAfter={retryAfter} />;
}
