import { Picture } from "~/components/ui/picture";
import type { FeaturedLogoData } from "./home-data";

/** "Featured by" strip of publication logos (three at first), above the hero (SPEC §2.3); edited in /admin/home-photos. */
export function FeaturedBy({
  logos,
  headingId = "featured-heading",
}: {
  logos: readonly FeaturedLogoData[];
  /** Another id when the strip is shown a second time on a page (the editor's preview). */
  headingId?: string;
}) {
  // No entries: the band stays (it keeps the hero clear of the header) without heading or list.
  if (logos.length === 0) return <div aria-hidden="true" className="bg-sand-50 px-4 pt-24 pb-6" />;
  return (
    <section aria-labelledby={headingId} className="bg-sand-50 px-4 pt-24 pb-6">
      <div className="mx-auto flex max-w-4xl flex-wrap items-center justify-center gap-x-10 gap-y-4">
        <h2 id={headingId} className="font-sans text-xs font-medium tracking-[0.3em] text-ink-soft uppercase">
          Featured by
        </h2>
        {/* Phones: one logo per line, 240 px wide so a publication's name can be read; the
            negative margins take back the logos' own blank top and bottom. */}
        <ul className="flex flex-col items-center justify-center gap-y-2 sm:flex-row sm:flex-wrap sm:gap-x-10 sm:gap-y-4">
          {logos.map((logo) => (
            <li key={logo.name} className="-my-12 sm:my-0">
              {logo.link ? (
                // The logo is the link's only content, so its alt text ("… logo") names the link.
                <a href={logo.link} rel="noopener" className="block">
                  <LogoPicture logo={logo} />
                </a>
              ) : (
                <LogoPicture logo={logo} />
              )}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function LogoPicture({ logo }: { logo: FeaturedLogoData }) {
  return (
    <Picture
      image={logo.image}
      alt={logo.alt}
      sizes="(min-width: 640px) 120px, 240px"
      imgClassName="h-auto w-60 max-w-none opacity-80 sm:h-20 sm:w-auto"
    />
  );
}
