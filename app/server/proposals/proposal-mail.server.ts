import type { OutgoingMail } from "../mail/outbox.server";

// The e-mail that carries the booking link to the client: her own message, then the link. A
// revised proposal says so, so the client knows to look (and sign) again.

interface ProposalMailFacts {
  proposalId: number;
  title: string;
  clientNames: string;
  to: readonly string[];
  message: string;
  link: string;
  revised: boolean;
  /** "Saturday, January 31, 2027". */
  expires: string;
  siteName: string;
  replyTo: string;
}

export function proposalMail(f: ProposalMailFacts): OutgoingMail {
  const intro = f.revised
    ? `Your proposal “${f.title}” has been revised. Please look it over again: it needs your signature again.`
    : `Your proposal “${f.title}” is ready.`;
  return {
    kind: f.revised ? "proposal-revised" : "proposal",
    to: f.to.join(", "),
    replyTo: f.replyTo,
    subject: f.revised ? `Your revised proposal from ${f.siteName}` : `Your proposal from ${f.siteName}`,
    text: [
      `Dear ${f.clientNames},`,
      "",
      ...(f.message ? [f.message, ""] : []),
      intro,
      "Choose your package, read and sign the contract, and pay the retainer here:",
      "",
      f.link,
      "",
      `The link is yours alone and stays open until ${f.expires} (Arizona time).`,
      "Questions? Simply reply to this e-mail.",
      "",
      f.siteName,
    ].join("\n"),
    related: { type: "proposal", id: f.proposalId },
  };
}
