import { Link } from "react-router";
import { formatCalendarDate, formatClockTime } from "~/shared/booking/merge-fields";
import type { UpcomingSession } from "~/shared/dashboard/dashboard-view";

// The booked sessions coming up, soonest first, each linked to its client.

export function SessionsAhead({ sessions }: { sessions: readonly UpcomingSession[] }) {
  if (sessions.length === 0) return <p className="text-ink-soft">No booked sessions ahead.</p>;
  return (
    <ol className="divide-y divide-ink/10">
      {sessions.map((s) => (
        <li key={s.proposalId} className="flex flex-wrap items-baseline gap-x-4 py-2">
          <span className="w-full font-medium sm:w-64">
            {formatCalendarDate(s.sessionDate)}
            {s.sessionTime && <span className="font-normal text-ink-soft">, {formatClockTime(s.sessionTime)}</span>}
          </span>
          <span className="min-w-0">
            <Link to={`/admin/clients/${s.clientId}`} className="font-medium text-clay-dark underline">
              {s.clientNames}
            </Link>
            <span className="text-ink-soft">
              {" "}
              · {s.title}
              {s.place ? `, ${s.place}` : ""}
            </span>
          </span>
        </li>
      ))}
    </ol>
  );
}
