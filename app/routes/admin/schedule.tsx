import { Link } from "react-router";
import { adminMeta, PageTitle } from "~/components/admin/admin-ui";
import { ScheduleList, WeekGrid } from "~/components/admin/schedule/schedule-views";
import { editorLoader } from "~/server/admin/editor/editor-handlers.server";
import { schedulePageData } from "~/server/scheduling/schedule-admin.server";
import type { Route } from "./+types/schedule";

// Her schedule (issue 30 §6): the self-booked sessions of a day or a week, as a list and (for a
// week) a calendar grid; held times are marked. ?view=day|week&date=YYYY-MM-DD, links only.

export const meta: Route.MetaFunction = () => adminMeta("Your schedule");

export function loader({ request }: Route.LoaderArgs) {
  return editorLoader(request, () => schedulePageData(new URL(request.url)));
}

const tab = (active: boolean) =>
  `inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-medium ${
    active ? "border-ink bg-ink text-white" : "border-ink/30 text-ink"
  }`;

export default function ScheduleScreen({ loaderData }: Route.ComponentProps) {
  const { view, date, title, days, previous, next, today } = loaderData;
  const to = (v: string, d: string) => `/admin/schedule?view=${v}&date=${d}`;
  return (
    <div className="max-w-5xl">
      <PageTitle lead="Sessions clients booked themselves, in Arizona time. A dashed block is a time held while the client signs and pays. Sessions booked by proposal are in your calendar feed.">
        Your schedule
      </PageTitle>
      <nav aria-label="Schedule views" className="mb-4 flex flex-wrap items-center gap-2">
        <Link
          to={to("day", view === "day" ? date : today)}
          className={tab(view === "day")}
          aria-current={view === "day" ? "page" : undefined}
        >
          Day
        </Link>
        <Link
          to={to("week", date)}
          className={tab(view === "week")}
          aria-current={view === "week" ? "page" : undefined}
        >
          Week
        </Link>
        <Link to={to(view, previous)} className={tab(false)}>
          ← Earlier
        </Link>
        <Link to={to(view, today)} className={tab(false)}>
          Today
        </Link>
        <Link to={to(view, next)} className={tab(false)}>
          Later →
        </Link>
      </nav>
      <h2 className="mb-4 text-2xl">{title}</h2>
      {view === "week" ? (
        <div className="mb-8">
          <WeekGrid days={days} />
        </div>
      ) : null}
      <ScheduleList days={days} />
    </div>
  );
}
