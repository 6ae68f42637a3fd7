import { Link } from "react-router";
import type { Usage } from "./photo-format";

/** The places that show a photo, each a link to it (a library card, a delete page). */
export function UsageList({ usages, className }: { usages: readonly Usage[]; className?: string }) {
  return (
    <ul className={className}>
      {usages.map((usage) => (
        <li key={usage.href + usage.label}>
          <Link to={usage.href} className="text-clay underline">
            {usage.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
