import { data, Link } from "react-router";
import { adminMeta, Badge, Cell, formatDateTime, PageTitle, ResponsiveTable, Row } from "~/components/admin/admin-ui";
import { FilterTabs } from "~/components/admin/filter-tabs";
import { sessionTypeLabel } from "~/catalogue/session-types";
import { MakeClientButton } from "~/components/admin/clients/make-client-button";
import { SaveOutcome } from "~/components/admin/editor/save-outcome";
import { requireAdminPage } from "~/server/admin/guard.server";
import { clientListAction } from "~/server/clients/client-actions.server";
import { clientsOfEnquiries } from "~/server/clients/client-records.server";
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
  const clients = await clientsOfEnquiries(enquiries.map((e) => e.id));
  return data(
    { filter, enquiries: enquiries.map((e) => ({ ...e, client: clients.get(e.id) ?? null })) },
    { headers: session.headers },
  );
}

// Each row's "Make a client" (issue 28): the same action as on the Clients page.
export function action({ request }: Route.ActionArgs) {
  return clientListAction(request);
}

export default function Enquiries({ loaderData, actionData }: Route.ComponentProps) {
  const { filter, enquiries } = loaderData;
  return (
    <>
      <PageTitle lead="Messages from the contact and inquiry forms, newest first.">Enquiries</PageTitle>
      <SaveOutcome result={actionData} />
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
        <ResponsiveTable caption="Enquiries" columns={["Received", "Name", "Kind", "Session", "Status", "Client"]}>
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
              <Cell label="Client">
                {e.client ? (
                  <Link to={`/admin/clients/${e.client.id}`} className="text-clay underline-offset-4 hover:underline">
                    {e.client.names}
                  </Link>
                ) : (
                  <MakeClientButton enquiryId={e.id} name={e.name} />
                )}
              </Cell>
            </Row>
          ))}
        </ResponsiveTable>
      )}
    </>
  );
}
