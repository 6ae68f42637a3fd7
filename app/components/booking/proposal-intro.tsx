import type { ProposalHeader } from "./booking-types";

/** The proposal's title, the session's when and where, and her message. */
export function ProposalIntro({ proposal, kicker }: { proposal: ProposalHeader; kicker: string }) {
  return (
    <header>
      <p className="text-sm font-medium tracking-[0.2em] text-clay uppercase">{kicker}</p>
      <h1 className="mt-2 text-3xl leading-tight sm:text-4xl">{proposal.title}</h1>
      <SessionFacts proposal={proposal} />
      {proposal.message.length > 0 && (
        <div className="mt-6 space-y-3 border-l-2 border-gold pl-4 leading-relaxed whitespace-pre-line">
          {proposal.message.map((paragraph, i) => (
            <p key={i}>{paragraph}</p>
          ))}
        </div>
      )}
    </header>
  );
}

/** When and where, as a short description list. */
export function SessionFacts({ proposal, extra }: { proposal: ProposalHeader; extra?: [string, string][] }) {
  const facts: [string, string][] = [["When", proposal.when], ["Where", proposal.place], ...(extra ?? [])];
  return (
    <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-ink-soft">
      {facts.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-medium text-ink">{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
