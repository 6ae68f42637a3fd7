import type { DashboardView } from "~/shared/dashboard/dashboard-view";

// Where the year's enquiries came from ("How did you find me?"), as a list of bars: each row says
// its numbers in words, the bar (an SVG, hidden from screen readers) only shows them.

export function EnquirySources({ sources, conversion }: Pick<DashboardView, "sources" | "conversion">) {
  if (sources.length === 0) return <p className="text-ink-soft">No enquiries in the last 12 months.</p>;
  const most = Math.max(...sources.map((s) => s.enquiries));
  return (
    <>
      <p className="text-ink-soft">
        {conversion.booked} of {conversion.enquiries} enquiries in the last 12 months became bookings
        {conversion.percent === null ? "" : ` (${conversion.percent}%)`}.
      </p>
      <ul className="mt-4 space-y-3">
        {sources.map((source) => (
          <li key={source.key} data-source={source.key}>
            <span className="flex flex-wrap justify-between gap-x-3 text-sm">
              <span className="font-medium">{source.label}</span>
              <span className="text-ink-soft">
                {source.enquiries} {source.enquiries === 1 ? "enquiry" : "enquiries"}, {source.booked} booked
              </span>
            </span>
            <svg viewBox="0 0 100 6" preserveAspectRatio="none" className="mt-1 block h-3 w-full" aria-hidden="true">
              <rect x="0" y="0" width="100" height="6" className="fill-sand-100" />
              <rect x="0" y="0" width={(source.enquiries / most) * 100} height="6" className="fill-ink-soft" />
              <rect x="0" y="0" width={(source.booked / most) * 100} height="6" className="fill-clay" />
            </svg>
          </li>
        ))}
      </ul>
      <p className="mt-3 flex flex-wrap gap-x-4 text-sm text-ink-soft" aria-hidden="true">
        <span className="flex items-center gap-1.5">
          <span className="inline-block size-3 rounded-sm bg-ink-soft" /> Enquiries
        </span>
        <span className="flex items-center gap-1.5">
          <span className="inline-block size-3 rounded-sm bg-clay" /> Booked
        </span>
      </p>
    </>
  );
}
