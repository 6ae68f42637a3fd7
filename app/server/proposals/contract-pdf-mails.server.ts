import type { OutgoingMail } from "../mail/outbox.server";
import type { MailAttachment } from "../mail/attachments.server";

// The two mails that carry the signed contract's PDF: the client's copy (her paper copy, as the
// e-signature consent promised) and the photographer's. The PDF is attached by its storage key.

interface SignedFor {
  signatureId: number;
  title: string;
  token: string;
  names: string;
  email: string;
  revision: number;
  key: string;
  signer_name: string;
  sha256: string;
}

interface Site {
  name: string;
  email: string;
  url: string;
}

/** "Signed contract - Your wedding (version 2).pdf": no character a mail client would trip on. */
function contractFilename(title: string, revision: number): string {
  const safe = title
    .replace(/[/\\"\r\n\t]+/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 120);
  return `Signed contract - ${safe || "proposal"} (version ${revision}).pdf`;
}

export function contractPdfMails(signed: SignedFor, site: Site): OutgoingMail[] {
  const attachment: MailAttachment = {
    filename: contractFilename(signed.title, signed.revision),
    contentType: "application/pdf",
    storageKey: signed.key,
  };
  const related = { type: "signature", id: signed.signatureId };
  return [
    {
      kind: "contract-signed-client",
      to: signed.email,
      replyTo: site.email,
      subject: `Your signed contract — ${signed.title}`,
      text: [
        `Dear ${signed.names},`,
        "",
        `Thank you for signing. Your copy of the signed contract (version ${signed.revision}) is attached as a PDF;`,
        "its last page records when and from where each step was taken.",
        "",
        `Your booking page, where the retainer is paid: ${site.url}/book/${encodeURIComponent(signed.token)}`,
        "Would you like a paper copy? Simply reply to this e-mail.",
        "",
        site.name,
      ].join("\n"),
      related,
      attachments: [attachment],
    },
    {
      kind: "contract-signed",
      to: site.email,
      replyTo: signed.email,
      subject: `Contract signed: ${signed.names} — ${signed.title}`,
      text: [
        `${signed.signer_name} signed “${signed.title}” (version ${signed.revision}). The signed contract is attached.`,
        "",
        `SHA-256 of what was signed: ${signed.sha256}`,
        "",
        "The retainer is paid from the client's booking page; you will get a note when it is.",
      ].join("\n"),
      related,
      attachments: [attachment],
    },
  ];
}
