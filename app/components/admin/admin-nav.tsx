import { useEffect, useRef } from "react";
import { Form, NavLink, useLocation } from "react-router";
import { CsrfField } from "./editor/csrf-field";
import { LineIcon } from "~/components/ui/line-icon";

interface NavEntry {
  to: string;
  label: string;
  end: boolean;
  /** Pages elsewhere that belong to this section (the enquiry pages belong to Clients). */
  also?: readonly string[];
}

const LINKS: NavEntry[] = [
  { to: "/admin", label: "Dashboard", end: true },
  // Enquiries grew into Clients (issue 28): the enquiry pages sit under it.
  { to: "/admin/clients", label: "Clients", end: false, also: ["/admin/enquiries"] },
  { to: "/admin/testimonials", label: "Testimonials", end: false },
  { to: "/admin/orders", label: "Orders", end: false },
  // Her shop's set-up (issue 31): prices, coupons and gift cards reach each other by the Shop sub-navigation.
  { to: "/admin/prices", label: "Shop", end: false, also: ["/admin/coupons", "/admin/gift-cards"] },
  { to: "/admin/exports", label: "For your accountant", end: false },
  { to: "/admin/galleries", label: "Galleries", end: false },
  { to: "/admin/photos", label: "Photos", end: false },
  { to: "/admin/home", label: "Home page", end: false },
  { to: "/admin/home-photos", label: "Home photos", end: false },
  { to: "/admin/design-photos", label: "Design & shop photos", end: false },
  { to: "/admin/portfolios", label: "Portfolios", end: false },
  { to: "/admin/investment", label: "Investment", end: false },
  { to: "/admin/contracts", label: "Contracts", end: false },
  { to: "/admin/questionnaires", label: "Questionnaires", end: false },
  // Self-booking set-up (issue 30): its screens reach each other by their own sub-navigation.
  { to: "/admin/session-types", label: "Scheduling", end: false, also: ["/admin/availability", "/admin/minis"] },
  { to: "/admin/blog", label: "Blog", end: false },
  { to: "/admin/site-settings", label: "Site settings", end: false },
];

const under = (path: string, base: string) => path === base || path.startsWith(`${base}/`);
const trimmed = (pathname: string) => pathname.replace(/\/+$/, "") || "/";
const alsoHere = (link: NavEntry, path: string) => link.also?.some((base) => under(path, base)) ?? false;

/** The section a path belongs to (the longest link that matches it), for the phone's menu button. */
function currentLabel(pathname: string): string | undefined {
  const path = trimmed(pathname);
  return LINKS.filter((link) => path === link.to || (!link.end && under(path, link.to)) || alsoHere(link, path)).sort(
    (a, b) => b.to.length - a.to.length,
  )[0]?.label;
}

function Links({ layout }: { layout: string }) {
  const path = trimmed(useLocation().pathname);
  return (
    <ul className={layout}>
      {LINKS.map((link) => (
        <li key={link.to}>
          <NavLink
            to={link.to}
            end={link.end}
            className={({ isActive }) =>
              `block rounded-full px-4 py-2 text-sm font-medium whitespace-nowrap ${
                isActive || alsoHere(link, path) ? "bg-ink text-white" : "text-ink hover:bg-sand-200"
              }`
            }
          >
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * The admin's own navigation; sign-out is a POST with the CSRF token. On a phone the sixteen links
 * sit behind a "Menu" disclosure (a native <details>: keyboard and screen-reader friendly, and it
 * works before the page's script has loaded), opening as a two-column grid that fits a 390 px
 * screen; it closes again after a link is followed. From the `sm` width up they are one wrapped row.
 * Only one of the two lists is displayed at any width, so only one is in the accessibility tree.
 */
export function AdminNav({ email }: { email: string }) {
  const menu = useRef<HTMLDetailsElement>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    if (menu.current) menu.current.open = false;
  }, [pathname]);
  const current = currentLabel(pathname);
  return (
    <nav aria-label="Studio admin" className="mb-8 border-b border-ink/15 pb-4">
      <div className="mb-3 flex items-center justify-between gap-3">
        <p className="min-w-0 truncate text-xs tracking-widest text-ink-soft uppercase">Studio admin · {email}</p>
        <Form method="post" action="/admin/sign-out" reloadDocument className="shrink-0">
          <CsrfField />
          <button type="submit" className="rounded-full px-3 py-2 text-sm font-medium text-clay hover:underline">
            Sign out
          </button>
        </Form>
      </div>
      <details ref={menu} className="group sm:hidden">
        <summary className="inline-flex cursor-pointer list-none items-center gap-2 rounded-full border border-ink/20 bg-white px-4 py-2 text-sm font-medium [&::-webkit-details-marker]:hidden">
          <LineIcon>
            <path d="M4 7h16M4 12h16M4 17h16" className="group-open:hidden" />
            <path d="M6 6l12 12M18 6 6 18" className="hidden group-open:inline" />
          </LineIcon>
          Menu
          {current && (
            <span className="font-normal text-ink-soft">
              <span className="sr-only">, this page is in</span> {current}
            </span>
          )}
        </summary>
        <Links layout="mt-3 grid grid-cols-2 gap-1" />
      </details>
      <Links layout="hidden flex-wrap gap-1 sm:flex" />
    </nav>
  );
}
