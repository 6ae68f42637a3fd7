import { Link } from "react-router";
import { adminMeta, Cell, formatDateTime, PageTitle, ResponsiveTable, Row, Section } from "~/components/admin/admin-ui";
import { ClientStatusBadge } from "~/components/admin/clients/client-status-badge";
import { MakeClientButton } from "~/components/admin/clients/make-client-button";
import { SaveOutcome } from "~/components/admin/editor/save-outcome";
import { FilterTabs } from "~/components/admin/filter-tabs";
import { editorLoader } from "~/server/admin/editor/editor-handlers.server";
import { clientListAction } from "~/server/clients/client-actions.server";
import { listClients } from "~/server/clients/client-records.server";
import { enquiriesRepository } from "~/server/enquiries/enquiries-repository.server";
import { CLIENT_STATUS_LABELS, CLIENT_STATUSES } from "~/shared/clients/client-status";
import type { Route } from "./+types/clients";

// Clients (issue 28 §1): the enquiries not yet made clients at the top, each one click from
// becoming one, then every client with their status, filtered by status.

export const meta: Route.MetaFunction = () => adminMeta("Clients");

export function loader({ request }: Route.LoaderArgs) {
  return editorLoader(request, async () => {
    const requested = new URL(request.url).searchParams.get("status");
    const status = CLIENT_STATUSES.find((s) => s === requested);
    const [clients, enquiries] = await Promise.all([
      listClients({ status }),
      enquiriesRepository().listWithoutClient({ status: "new", limit: 50 }),
    ]);
    return { filter: status ?? "all", clients, enquiries };
  });
}

export function action({ request }: Route.ActionArgs) {
  return clientListAction(request);
}

const link = "text-clay underline-offset-4 hover:underline";

export default function Clients({ loaderData, actionData }: Route.ComponentProps) {
  const { filter, clients, enquiries } = loaderData;
  return (
    <>
      <PageTitle lead="Everyone who enquired or booked, with where they are: from a new enquiry to a completed session.">
        Clients
      </PageTitle>
      <SaveOutcome result={actionData} />
      <p className="mb-6 flex flex-wrap gap-3">
        <Link to="/admin/clients/new" className="btn-primary">
          Add a client
        </Link>
        <Link to="/admin/enquiries" className="btn-outline">
          All enquiries
        </Link>
      </p>

      <section aria-labelledby="new-enquiries" className="mb-10">
        <h2 id="new-enquiries" className="mb-2 text-2xl">
          New enquiries
        </h2>
        {enquiries.length === 0 ? (
          <p className="text-ink-soft">No new enquiries waiting.</p>
        ) : (
          <ResponsiveTable caption="New enquiries, not yet clients" columns={["Received", "Name", "Kind", "Client"]}>
            {enquiries.map((e) => (
              <Row key={e.id} highlight>
                <Cell label="Received">{formatDateTime(e.createdAt)}</Cell>
                <Cell label="Name">
                  <Link to={`/admin/enquiries/${e.id}`} className={link}>
                    {e.name}
                  </Link>
                </Cell>
                <Cell label="Kind">{e.kind === "inquiry" ? "Inquiry" : "Contact"}</Cell>
                <Cell label="Client">
                  <MakeClientButton enquiryId={e.id} name={e.name} />
                </Cell>
              </Row>
            ))}
          </ResponsiveTable>
        )}
      </section>

      <Section title="Clients">
        <FilterTabs
          label="Show clients"
          current={filter}
          tabs={[
            { value: "all", label: "All", href: "/admin/clients" },
            ...CLIENT_STATUSES.map((s) => ({
              value: s,
              label: CLIENT_STATUS_LABELS[s],
              href: `/admin/clients?status=${s}`,
            })),
          ]}
        />
        {clients.length === 0 ? (
          <p className="text-ink-soft">{filter === "all" ? "No clients yet." : "No clients with this status."}</p>
        ) : (
          <ResponsiveTable caption="Clients" columns={["Names", "E-mail", "Status", "Last change"]}>
            {clients.map((c) => (
              <Row key={c.id}>
                <Cell label="Names">
                  <Link to={`/admin/clients/${c.id}`} className={link}>
                    {c.names}
                  </Link>
                </Cell>
                <Cell label="E-mail">
                  <span className="break-all">{c.email}</span>
                </Cell>
                <Cell label="Status">
                  <ClientStatusBadge status={c.status} />
                </Cell>
                <Cell label="Last change">{formatDateTime(c.updatedAt)}</Cell>
              </Row>
            ))}
          </ResponsiveTable>
        )}
      </Section>
    </>
  );
}
