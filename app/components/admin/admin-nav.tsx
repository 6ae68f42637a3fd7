import { useEffect, useRef } from "react";
import { Form, NavLink, useLocation } from "react-router";
import { CsrfField } from "./admin-ui";

const LINKS = [
  { to: "/admin", label: "Dashboard", end: true },
  { to: "/admin/enquiries", label: "Enquiries", end: false },
  { to: "/admin/testimonials", label: "Testimonials", end: false },
  { to: "/admin/orders", label: "Orders", end: false },
  { to: "/admin/galleries", label: "Galleries", end: false },
  { to: "/admin/photos", label: "Photos", end: false },
  { to: "/admin/home", label: "Home page", end: false },
  { to: "/admin/home-photos", label: "Home photos", end: false },
  { to: "/admin/portfolios", label: "Portfolios", end: false },
  { to: "/admin/investment", label: "Investment", end: false },
  { to: "/admin/blog", label: "Blog", end: false },
  { to: "/admin/site-settings", label: "Site settings", end: false },
];

/**
 * The admin's own navigation, below the site header; sign-out is a POST with the CSRF token. On a
 * phone the twelve links are one row that scrolls sideways (they took four rows, pushing every
 * screen's content below the fold), with the current one scrolled into view.
 */
export function AdminNav({ email, csrfToken }: { email: string; csrfToken: string }) {
  const list = useRef<HTMLUListElement>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    const row = list.current;
    const current = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !current || row.scrollWidth <= row.clientWidth) return;
    // scrollLeft rather than scrollIntoView: the page itself must not move.
    row.scrollLeft = current.offsetLeft - (row.clientWidth - current.offsetWidth) / 2;
  }, [pathname]);
  return (
    <nav aria-label="Studio admin" className="mb-8 border-b border-ink/15 pb-4">
      <p className="mb-3 text-xs tracking-widest text-ink-soft uppercase">Studio admin · {email}</p>
      <div className="flex flex-wrap items-center gap-2">
        <ul
          ref={list}
          className="-mx-4 flex w-[calc(100%+2rem)] gap-1 overflow-x-auto px-4 pb-1 sm:mx-0 sm:w-auto sm:flex-wrap sm:overflow-visible sm:px-0 sm:pb-0"
        >
          {LINKS.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end={link.end}
                className={({ isActive }) =>
                  `block rounded-full px-4 py-2 text-sm font-medium whitespace-nowrap ${
                    isActive ? "bg-ink text-white" : "text-ink hover:bg-sand-200"
                  }`
                }
              >
                {link.label}
              </NavLink>
            </li>
          ))}
        </ul>
        <Form method="post" action="/admin/sign-out" reloadDocument className="ml-auto">
          <CsrfField token={csrfToken} />
          <button type="submit" className="rounded-full px-4 py-2 text-sm font-medium text-clay hover:underline">
            Sign out
          </button>
        </Form>
      </div>
    </nav>
  );
}
