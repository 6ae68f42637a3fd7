import { Link } from "react-router";

/** Filter links that behave like tabs: the current one is marked for screen readers too. */
export function FilterTabs({
  label,
  current,
  tabs,
}: {
  label: string;
  current: string;
  tabs: ReadonlyArray<{ value: string; label: string; href: string }>;
}) {
  return (
    <nav aria-label={label} className="mb-6">
      <ul className="flex flex-wrap gap-2">
        {tabs.map((tab) => (
          <li key={tab.value}>
            <Link
              to={tab.href}
              aria-current={tab.value === current ? "page" : undefined}
              className={`block rounded-full border px-4 py-1.5 text-sm ${
                tab.value === current ? "border-ink bg-ink text-white" : "border-ink/25 hover:border-ink"
              }`}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
