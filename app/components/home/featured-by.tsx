import { Picture } from "~/components/ui/picture";
import type { FeaturedLogoData } from "./home-data";

/** "Featured by" strip of three publication logos, above the hero (SPEC §2.3). */
export function FeaturedBy({ logos }: { logos: readonly FeaturedLogoData[] }) {
  return (
    <section aria-labelledby="featured-heading" className="bg-sand-50 px-4 pt-24 pb-6">
      <div className="mx-auto flex max-w-4xl flex-wrap items-center justify-center gap-x-10 gap-y-4">
        <h2 id="featured-heading" className="font-sans text-xs font-medium tracking-[0.3em] text-ink-soft uppercase">
          Featured by
        </h2>
        <ul className="flex flex-wrap items-center justify-center gap-x-6 gap-y-4 sm:gap-x-10">
          {logos.map((logo) => (
            <li key={logo.name}>
              <Picture
                image={logo.image}
                alt={logo.alt}
                sizes="120px"
                imgClassName="h-12 w-auto max-w-none opacity-80 sm:h-20"
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
