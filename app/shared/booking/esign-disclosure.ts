// The consent to sign electronically the client reads before she signs (issue 28 §5): the federal
// ESIGN Act (15 U.S.C. § 7001 and following) asks for it before electronic records replace paper
// ones with a consumer, and Arizona's Electronic Transactions Act (A.R.S. § 44-7001 and following)
// gives an electronic signature the force of a written one. Kept as data so the page shows it and
// the signature's audit trail names the version she agreed to; change the version with the words.

export const ESIGN_DISCLOSURE_VERSION = "2026-11-esign-1";

interface DisclosureSection {
  heading: string;
  /** Paragraphs; the page fills in "{studio}" and links "{email}" to the photographer's address. */
  text: string[];
}

export const ESIGN_DISCLOSURE: readonly DisclosureSection[] = [
  {
    heading: "Signing electronically",
    text: [
      "{studio} asks you to receive this contract and sign it electronically instead of on paper, as the federal Electronic Signatures in Global and National Commerce Act (ESIGN Act) and Arizona's Electronic Transactions Act allow. Your typed name (and your drawing, if you add one) will be your signature: it has the same legal effect as signing a paper copy with a pen.",
      "Your consent covers this contract and the records that come with it: the signed copy, its audit record, the invoices and the payment receipts.",
    ],
  },
  {
    heading: "A paper copy",
    text: [
      "You may ask for a paper copy of the contract and these records at any time, before or after you sign, by writing to {email}. It is free of charge and will be mailed to you.",
    ],
  },
  {
    heading: "Withdrawing your consent",
    text: [
      "You may withdraw your consent at any time before you sign, without any fee: simply do not sign here, and write to {email} to sign on paper instead. Once you have signed, withdrawing your consent does not undo the signature, but any later records can be sent to you on paper on request.",
    ],
  },
  {
    heading: "What you need",
    text: [
      "A phone, tablet or computer with an up-to-date web browser (such as Safari, Chrome, Firefox or Edge) and an internet connection; an e-mail address where you can receive your signed copy; and a way to open and keep PDF files (most phones and computers can). If your e-mail address changes, please let {studio} know at {email}.",
    ],
  },
];
