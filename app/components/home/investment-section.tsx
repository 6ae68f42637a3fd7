import { Link } from "react-router";
import { investmentHeadings } from "~/catalogue/investment";
import type { InvestmentValues, ServiceValues } from "~/shared/investment-content";
import { formatDollars } from "~/shared/money";
import { useSiteSettings } from "~/components/layout/use-site-settings";
import { LineIcon } from "~/components/ui/line-icon";

// "INVESTMENT" (SPEC §2.3, §9.1–9.4): the packages, add-ons and services are the `services` rows
// and the notes the investment_content row (edited in /admin/investment, seeded from
// app/catalogue/investment.ts; decision 033); prices are cents. A card's optional parts (subtitle,
// "Starting at", unit, features) show only when set, so the seed renders the spec's section exactly.

export function InvestmentSection({ content }: { content: InvestmentValues }) {
  const { bookingUrl } = useSiteSettings();
  const {
    weddingPackages,
    weddingIncludes: weddingPackageIncludes,
    weddingAddOns,
    familyPackages,
    familyNote: extendedFamilyNote,
    additionalServices,
    travelNotes: travelAndBooking,
  } = content;
  return (
    <section id="investment" aria-labelledby="investment-heading" className="scroll-mt-4 bg-sand-100 py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="investment-heading" className="text-center text-4xl sm:text-5xl">
          {investmentHeadings.section}
        </h2>

        <SubSection title={investmentHeadings.weddingPackages}>
          <CardGrid cards={weddingPackages} />
          {weddingPackageIncludes.length > 0 && (
            <div className="mt-6 rounded-xl bg-white/70 p-5 text-sm text-ink-soft">
              <p className="font-medium text-ink">Every wedding package includes:</p>
              <ul className="mt-2 list-disc space-y-1 pl-5">
                {weddingPackageIncludes.map((line, i) => (
                  <li key={`${i}-${line}`}>{line}</li>
                ))}
              </ul>
            </div>
          )}
        </SubSection>

        <SubSection title={investmentHeadings.weddingAddOns}>
          <ul className="grid gap-6 md:grid-cols-2">
            {weddingAddOns.map((addOn, i) => (
              <li key={`${i}-${addOn.title}`}>
                <AddOnCard addOn={addOn} />
              </li>
            ))}
          </ul>
        </SubSection>

        <SubSection title={investmentHeadings.familyPackages}>
          <CardGrid cards={familyPackages} />
          {extendedFamilyNote && <p className="mt-6 text-center text-sm text-ink-soft">{extendedFamilyNote}</p>}
          <p className="mt-6 text-center">
            <Link to="/book-a-session" className="font-medium text-clay underline-offset-4 hover:underline">
              Book a family, maternity, newborn or senior session online →
            </Link>
          </p>
        </SubSection>

        <SubSection title={investmentHeadings.additionalServices}>
          <CardGrid cards={additionalServices} />
        </SubSection>

        <SubSection title={investmentHeadings.travelAndBooking}>
          <ul className="mx-auto max-w-3xl space-y-3 rounded-xl bg-white p-6 shadow-sm">
            {travelAndBooking.map((line, i) => (
              <li key={`${i}-${line}`} className="flex gap-3 text-ink-soft">
                <CheckIcon />
                <span>
                  <WithBookingLink line={line} href={bookingUrl} />
                </span>
              </li>
            ))}
          </ul>
        </SubSection>
      </div>
    </section>
  );
}

function SubSection({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="mt-16">
      <h3 className="mb-8 text-center text-2xl tracking-[0.15em] text-clay sm:text-3xl">{title}</h3>
      {children}
    </div>
  );
}

function CardGrid({ cards }: { cards: readonly ServiceValues[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {cards.map((card, i) => (
        <li
          key={`${i}-${card.title}`}
          data-testid="package-card"
          className="flex flex-col rounded-xl bg-white p-6 shadow-sm"
        >
          <h4 className="font-serif text-2xl">{card.title}</h4>
          {card.subtitle && <p className="mt-1 text-sm text-ink-soft">{card.subtitle}</p>}
          <Price card={card} className="mt-3" />
          <p className="mt-3 text-sm text-ink-soft">{card.description}</p>
          <Features features={card.features} />
        </li>
      ))}
    </ul>
  );
}

/** "$4,000", "Starting at $1,100", "$100 per person". */
function Price({ card, className }: { card: ServiceValues; className: string }) {
  return (
    <p className={`${className} font-serif text-3xl text-clay`}>
      {card.priceIsFrom && <span className="mr-1 font-sans text-base text-ink-soft">Starting at</span>}
      {formatDollars(card.priceCents)}
      {/* A real space, not a margin: screen readers and copy-paste get "$100 per person". */}
      {card.priceUnit && <span className="font-sans text-base text-ink-soft">{` ${card.priceUnit}`}</span>}
    </p>
  );
}

function Features({ features }: { features: readonly string[] }) {
  if (features.length === 0) return null;
  return (
    <ul className="mt-4 space-y-1.5 text-sm">
      {features.map((feature, i) => (
        <li key={`${i}-${feature}`} className="flex gap-2">
          <CheckIcon />
          <span>{feature}</span>
        </li>
      ))}
    </ul>
  );
}

function AddOnCard({ addOn }: { addOn: ServiceValues }) {
  const { albumProjectUrl } = useSiteSettings();
  const body = (
    <>
      <h4 className="font-serif text-2xl">{addOn.title}</h4>
      {addOn.subtitle && <p className="mt-1 text-sm text-ink-soft">{addOn.subtitle}</p>}
      <Price card={addOn} className="mt-2" />
      <p className="mt-2 text-sm text-ink-soft">{addOn.description}</p>
      <Features features={addOn.features} />
    </>
  );
  const cardClass = "block h-full rounded-xl bg-white p-6 shadow-sm";
  if (addOn.linksToAlbumProject) {
    return (
      <a
        href={albumProjectUrl}
        target="_blank"
        rel="noopener noreferrer"
        className={`${cardClass} transition-shadow hover:shadow-lg`}
      >
        {body}
        <span className="mt-3 inline-flex items-center gap-1 text-sm font-medium text-clay">
          See an album project<span className="sr-only"> (opens in a new tab)</span>
          <span aria-hidden="true">↗</span>
        </span>
      </a>
    );
  }
  return <div className={cardClass}>{body}</div>;
}

const BOOKING_LINK_TEXT = "booking link";

/** The line that mentions "booking link" gets the words as a real link to BOOKING_URL (SPEC §9.4). */
export function WithBookingLink({ line, href }: { line: string; href: string }) {
  const at = line.indexOf(BOOKING_LINK_TEXT);
  if (at === -1) return <>{line}</>;
  return (
    <>
      {line.slice(0, at)}
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        className="font-medium text-clay underline underline-offset-4 hover:text-clay-dark"
      >
        {BOOKING_LINK_TEXT}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
      {line.slice(at + BOOKING_LINK_TEXT.length)}
    </>
  );
}

function CheckIcon() {
  return (
    <LineIcon className="mt-0.5 h-4 w-4 shrink-0 text-gold" strokeWidth={2.5}>
      <path d="M5 12l5 5L20 7" />
    </LineIcon>
  );
}
