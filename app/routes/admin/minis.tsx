import { adminMeta, Badge, Cell, Notice, PageTitle } from "~/components/admin/admin-ui";
import { NameCell, NewRecordLink, RecordTable } from "~/components/admin/record-table";
import { SchedulingNav } from "~/components/admin/scheduler/scheduling-nav";
import { editorLoader } from "~/server/admin/editor/editor-handlers.server";
import { miniDaysPage } from "~/server/scheduler-admin/mini-day-actions.server";
import { rangeLabel } from "~/shared/scheduling/clock";
import type { Route } from "./+types/minis";

// Mini-session days (issue 30 §3): the coming ones first, each with its slots taken.

export const meta: Route.MetaFunction = () => adminMeta("Mini-session days");

export function loader({ request }: Route.LoaderArgs) {
  return editorLoader(request, async () => ({
    ...(await miniDaysPage()),
    deleted: new URL(request.url).searchParams.has("deleted"),
  }));
}

export default function MiniDays({ loaderData }: Route.ComponentProps) {
  const { days, deleted } = loaderData;
  return (
    <>
      <PageTitle lead="Short sessions back to back at one place on one evening: each day has its own page at /minis/… where clients pick a slot or join the waitlist.">
        Mini-session days
      </PageTitle>
      <SchedulingNav />
      {deleted && <Notice>The mini-session day was deleted.</Notice>}
      <NewRecordLink to="/admin/minis/new">New mini-session day</NewRecordLink>
      <RecordTable
        caption="Mini-session days"
        columns={["Day", "Date", "Times (Arizona)", "Slots taken", "On the site"]}
        records={days}
        empty="No mini-session days yet."
        cells={(d) => (
          <>
            <NameCell label="Day" to={`/admin/minis/${d.id}`} name={d.title} />
            <Cell label="Date">{d.date}</Cell>
            <Cell label="Times">
              {d.slots.length > 0 ? rangeLabel(d.slots[0]!.start, d.slots.at(-1)!.end) : "No slot fits"}
            </Cell>
            <Cell label="Slots taken">
              {d.booked} of {d.slots.length}
            </Cell>
            <Cell label="On the site">
              {d.published ? <Badge tone="good">Published</Badge> : <Badge>Not published</Badge>}
            </Cell>
          </>
        )}
      />
    </>
  );
}
