import { Link, useRouteLoaderData } from "react-router";
import { Picture } from "~/components/ui/picture";
import type { ResolvedImage } from "~/images/types";

/** "Client Testimonials" banner with the bee logo on each side (SPEC §2.3). */
export function TestimonialsBanner() {
  const root = useRouteLoaderData<{ logo: ResolvedImage }>("root");
  const logo = root ? (
    // shrink-0: squeezed by the heading on a phone, the square logo was drawn 42×48.
    <Picture
      image={root.logo}
      alt="Bee Logo"
      sizes="64px"
      className="shrink-0"
      imgClassName="h-12 w-12 sm:h-16 sm:w-16"
    />
  ) : null;
  return (
    <section aria-label="Client Testimonials" className="bg-sand-200/60 py-14">
      <div className="mx-auto flex max-w-4xl items-center justify-center gap-4 px-4 sm:gap-8">
        {logo}
        <Link
          to="/testimonials"
          className="font-serif text-3xl tracking-[0.12em] text-ink underline-offset-8 hover:text-clay hover:underline sm:text-5xl"
        >
          Client Testimonials
        </Link>
        {logo}
      </div>
    </section>
  );
}
