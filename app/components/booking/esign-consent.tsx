import type { PhotographerContact } from "~/components/client-gallery/gallery-types";
import { ESIGN_DISCLOSURE } from "~/shared/booking/esign-disclosure";

/** The consent disclosure she reads before the checkbox (words: shared/booking/esign-disclosure.ts). */
export function EsignDisclosure({ id, contact }: { id: string; contact: PhotographerContact }) {
  return (
    <div id={id} className="space-y-3 rounded-lg border border-ink/15 bg-white p-4 text-sm leading-relaxed">
      {ESIGN_DISCLOSURE.map((section) => (
        <div key={section.heading}>
          <h4 className="font-sans text-base font-semibold tracking-normal">{section.heading}</h4>
          {section.text.map((text, i) => (
            <p key={i} className="mt-1">
              {withContact(text, contact)}
            </p>
          ))}
        </div>
      ))}
    </div>
  );
}

/** "{studio}" as her studio's name, "{email}" as a mailto link. */
function withContact(text: string, contact: PhotographerContact) {
  const parts = text.replaceAll("{studio}", contact.siteName).split("{email}");
  return parts.map((part, i) => (
    <span key={i}>
      {part}
      {i < parts.length - 1 && (
        <a href={`mailto:${contact.email}`} className="font-medium text-clay underline underline-offset-4">
          {contact.email}
        </a>
      )}
    </span>
  ));
}
