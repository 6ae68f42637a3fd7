import { NavLink } from "react-router";

// The sub-navigation of an admin area whose screens share one link in the admin's menu (Scheduling,
// Shop): pills to each of its screens, the current one filled.

export function SectionNav({ label, links }: { label: string; links: readonly { to: string; label: string }[] }) {
  return (
    <nav aria-label={label} className="mb-6">
      <ul className="flex flex-wrap gap-2">
        {links.map((link) => (
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
