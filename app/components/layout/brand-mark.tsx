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
      className={`${scrollsWithPage ? "absolute" : "fixed"} top-3 left-3 z-50 flex items-center gap-2 rounded-full bg-white/85 p-1 shadow-sm backdrop-blur sm:pr-4`}
    >
      <Picture
        image={logo}
        alt="Bee Logo"
        sizes={small ? "40px" : "56px"}
        priority
        className="shrink-0"
        imgClassName={small ? "h-10 w-10" : "h-14 w-14"}
      />
      {/* On phones the wordmark would run under the Menu button: keep it for screen readers only. */}
      <span
        className={`sr-only font-serif font-semibold tracking-wide text-ink sm:not-sr-only ${small ? "text-base" : "text-lg sm:text-xl"}`}
      >
        {siteName}
      </span>
    </Link>
  );
}
