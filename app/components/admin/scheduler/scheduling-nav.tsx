import { NavLink } from "react-router";

// The sub-navigation of the self-booking set-up (issue 30): one "Scheduling" link in the admin's
// menu leads here, and these three links lead to each set-up screen.

const LINKS = [
  { to: "/admin/session-types", label: "Session types" },
  { to: "/admin/availability", label: "Hours & dates off" },
  { to: "/admin/minis", label: "Mini-session days" },
] as const;

export function SchedulingNav() {
  return (
    <nav aria-label="Scheduling" className="mb-6">
      <ul className="flex flex-wrap gap-2">
        {LINKS.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              className={({ isActive }) =>
                `inline-block rounded-full border px-3 py-1.5 text-sm font-medium ${
                  isActive ? "border-ink bg-ink text-white" : "border-ink/20 text-ink hover:bg-sand-200"
                }`
              }
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
