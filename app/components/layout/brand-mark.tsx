import { Link } from "react-router";
import type { ResolvedImage } from "~/images/types";
import { Picture } from "~/components/ui/picture";

/**
 * Wordmark and bee logo linking home. Absolute on / (it scrolls away with the hero),
 * fixed everywhere else, and smaller on /leave-review.
 */
export function BrandMark({
  logo,
  siteName,
  small,
  scrollsWithPage,
}: {
  logo: ResolvedImage;
  siteName: string;
  small: boolean;
  scrollsWithPage: boolean;
}) {
  return (
    <Link
      to="/"
      data-testid="brand-mark"
      data-position={scrollsWithPage ? "absolute" : "fixed"}
      data-size={small ? "small" : "regular"}
      className={`${scrollsWithPage ? "absolute" : "fixed"} top-3 left-3 z-50 flex items-center gap-1.5 rounded-full bg-white/85 p-1 pr-2.5 shadow-sm backdrop-blur sm:gap-2 sm:pr-4`}
    >
      <Picture
        image={logo}
        alt="Bee Logo"
        sizes={small ? "40px" : "56px"}
        priority
        className="shrink-0"
        imgClassName={small ? "h-10 w-10" : "h-10 w-10 sm:h-14 sm:w-14"}
      />
      {/* The brand mark is the wordmark and the logo (SPEC §2.1), on phones too: there it wraps
          onto two short lines so it stays clear of the Home, Menu and cart buttons. */}
      <span
        className={`max-w-[4.75rem] font-serif leading-tight font-semibold text-ink sm:max-w-none sm:tracking-wide ${small ? "text-sm sm:text-base" : "text-sm sm:text-xl"}`}
      >
        {siteName}
      </span>
    </Link>
  );
}
