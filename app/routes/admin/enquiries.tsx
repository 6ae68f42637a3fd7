import { data, Link } from "react-router";
import { adminMeta, Badge, Cell, formatDateTime, PageTitle, ResponsiveTable, Row } from "~/components/admin/admin-ui";
import { FilterTabs } from "~/components/admin/filter-tabs";
import { sessionTypeLabel } from "~/catalogue/session-types";
import { requireAdminPage } from "~/server/admin/guard.server";
import { enquiriesRepository } from "~/server/enquiries/enquiries-repository.server";
import type { Route } from "./+types/enquiries";

export const meta: Route.MetaFunction = () => adminMeta("Enquiries");

const FILTERS = ["all", "new", "handled"] as const;
type Filter = (typeof FILTERS)[number];

export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireAdminPage(request);
  const requested = new URL(request.url).searchParams.get("status");
  const filter: Filter = FILTERS.find((f) => f === requested) ?? "all";
  const enquiries = await enquiriesRepository().list({
    status: filter === "all" ? undefined : filter,
    limit: 200,
  });
  return data({ filter, enquiries }, { headers: session.headers });
}

export default function Enquiries({ loaderData }: Route.ComponentProps) {
  const { filter, enquiries } = loaderData;
  return (
    <>
      <PageTitle lead="Messages from the contact and inquiry forms, newest first.">Enquiries</PageTitle>
      <FilterTabs
        label="Show enquiries"
        current={filter}
        tabs={FILTERS.map((f) => ({
          value: f,
          label: f === "all" ? "All" : f === "new" ? "New" : "Handled",
          href: f === "all" ? "/admin/enquiries" : `/admin/enquiries?status=${f}`,
        }))}
      />
      {enquiries.length === 0 ? (
        <p className="text-ink-soft">Nothing here.</p>
      ) : (
        <ResponsiveTable caption="Enquiries" columns={["Received", "Name", "Kind", "Session", "Status"]}>
          {enquiries.map((e) => (
            <Row key={e.id} highlight={e.status === "new"}>
              <Cell label="Received">{formatDateTime(e.createdAt)}</Cell>
              <Cell label="Name">
                <Link to={`/admin/enquiries/${e.id}`} className="text-clay underline-offset-4 hover:underline">
                  {e.name}
                </Link>
              </Cell>
              <Cell label="Kind">{e.kind === "inquiry" ? "Inquiry" : "Contact"}</Cell>
              <Cell label="Session">{e.sessionType ? (sessionTypeLabel(e.sessionType) ?? e.sessionType) : "—"}</Cell>
              <Cell label="Status">
                <Badge tone={e.status === "new" ? "warn" : "neutral"}>{e.status === "new" ? "New" : "Handled"}</Badge>
              </Cell>
            </Row>
          ))}
        </ResponsiveTable>
      )}
    </>
  );
}
