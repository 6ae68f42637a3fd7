import { SectionNav } from "../section-nav";

// The sub-navigation of the self-booking set-up (issue 30): one "Scheduling" link in the admin's
// menu leads here, and these three links lead to each set-up screen.

const LINKS = [
  { to: "/admin/session-types", label: "Session types" },
  { to: "/admin/availability", label: "Hours & dates off" },
  { to: "/admin/minis", label: "Mini-session days" },
] as const;

export function SchedulingNav() {
  return <SectionNav label="Scheduling" links={LINKS} />;
}
