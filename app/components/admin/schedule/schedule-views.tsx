import { Link } from "react-router";
import { Badge } from "~/components/admin/admin-ui";
import type { ScheduleDay, ScheduleEntry } from "./schedule-types";

// Her schedule's two views of the same bookings (issue 30 §6): a list by day (the phone's first
// view) and a week grid with each booking as a block at its time. Server-rendered links only.

function EntryLinks({ entry }: { entry: ScheduleEntry }) {
  return (
    <>
      <Link to={`/admin/schedule/${entry.id}`} className="font-medium underline underline-offset-4">
        {entry.time}
      </Link>{" "}
      {entry.clientId === null ? (
        <span>{entry.names}</span>
      ) : (
        <Link to={`/admin/clients/${entry.clientId}`} className="underline underline-offset-4">
          {entry.names}
        </Link>
      )}
    </>
  );
}

export function ScheduleList({ days }: { days: ScheduleDay[] }) {
  return (
    <div className="space-y-6">
      {days.map((day) => (
        <section key={day.date} aria-labelledby={`day-${day.date}`}>
          <h2 id={`day-${day.date}`} className="text-xl">
            {day.label}
          </h2>
          {day.entries.length === 0 ? (
            <p className="mt-1 text-sm text-ink-soft">Nothing booked.</p>
          ) : (
            <ul className="mt-2 divide-y divide-ink/10 rounded-lg border border-ink/10 bg-white">
              {day.entries.map((entry) => (
                <li key={entry.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 p-3">
                  <EntryLinks entry={entry} />
                  <span className="text-sm text-ink-soft">
                    {entry.what}
                    {entry.place ? ` · ${entry.place}` : ""}
                  </span>
                  {entry.held ? <Badge tone="neutral">Held: not paid yet</Badge> : null}
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}

const PX_PER_MINUTE = 0.8;

/** The week as seven columns (scrolls sideways on a phone), each booking a block at its time. */
export function WeekGrid({ days }: { days: ScheduleDay[] }) {
  const entries = days.flatMap((d) => d.entries);
  const first = Math.min(8 * 60, ...entries.map((e) => Math.floor(e.startMinute / 60) * 60));
  const last = Math.max(20 * 60, ...entries.map((e) => Math.ceil(e.endMinute / 60) * 60));
  const height = (last - first) * PX_PER_MINUTE;
  return (
    // Focusable, so a keyboard can scroll the week sideways on a phone even when it holds no links.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="overflow-x-auto" role="region" aria-label="The week as a calendar" tabIndex={0}>
      {/* Two rows shared by every day (subgrid): the day's heading, as tall as the tallest
          heading, then its column, so each column's top is the same hour however the dates wrap. */}
      <div className="grid min-w-[44rem] grid-cols-7 grid-rows-[auto_auto] gap-x-1">
        {days.map((day) => (
          <div key={day.date} className="row-span-2 grid grid-rows-subgrid">
            <p className="mb-1 self-end text-center text-xs font-medium">{day.label.replace(/, \d{4}$/, "")}</p>
            <div className="relative rounded border border-ink/10 bg-sand-50" style={{ height }}>
              {day.entries.map((entry) => (
                <Link
                  key={entry.id}
                  to={`/admin/schedule/${entry.id}`}
                  className={`absolute inset-x-0.5 overflow-hidden rounded px-1 text-xs leading-tight ${
                    entry.held ? "border border-dashed border-ink/50 bg-white text-ink" : "bg-ink text-white"
                  }`}
                  style={{
                    top: (entry.startMinute - first) * PX_PER_MINUTE,
                    height: Math.max(24, (entry.endMinute - entry.startMinute) * PX_PER_MINUTE),
                  }}
                >
                  {entry.time.split("–")[0]} {entry.names}
                  {entry.held ? " (held)" : ""}
                </Link>
              ))}
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}
