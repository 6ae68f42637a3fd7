import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";
import type { ResolvedImage } from "~/images/types";
import { BrandMark } from "./brand-mark";
import { SiteMenu } from "./site-menu";
import { LineIcon } from "~/components/ui/line-icon";

/** Brand mark top left, home button + Menu + cart widget top right (SPEC.md §2.1). */
export function SiteHeader({
  logo,
  siteName,
  cartWidget,
}: {
  logo: ResolvedImage;
  siteName: string;
  cartWidget?: ReactNode;
}) {
  const { pathname } = useLocation();
  const onHome = pathname === "/";
  // The studio admin has its own navigation; the public menu and cart don't belong there.
  if (pathname === "/admin" || pathname.startsWith("/admin/")) return null;
  return (
    <header>
      {!pathname.includes("portfolio") && (
        <BrandMark logo={logo} siteName={siteName} small={pathname === "/leave-review"} scrollsWithPage={onHome} />
      )}
      <div className="fixed top-4 right-4 z-50 flex items-center gap-2">
        {!onHome && (
          <Link
            to="/"
            aria-label="Home"
            data-testid="home-button"
            className="flex h-10 w-10 items-center justify-center rounded-full bg-white/90 text-ink shadow-sm backdrop-blur hover:bg-white"
          >
            <LineIcon className="h-5 w-5">
              <path d="M3 11l9-7 9 7M5 10v10h5v-6h4v6h5V10" />
            </LineIcon>
          </Link>
        )}
        <SiteMenu />
        {cartWidget}
      </div>
    </header>
  );
}
