import { Link, useSearchParams } from "react-router";
import { adminMeta, Notice, PageTitle, Section } from "~/components/admin/admin-ui";
import { ClientDetailsList } from "~/components/admin/clients/client-details-list";
import { ClientMoney, ClientProposals } from "~/components/admin/clients/client-money";
import { ClientRemindersForm } from "~/components/admin/clients/client-reminders-form";
import { ClientStatusBadge } from "~/components/admin/clients/client-status-badge";
import { ClientStatusForm } from "~/components/admin/clients/client-status-form";
import { ClientTimeline } from "~/components/admin/clients/client-timeline";
import { refusedInput, SaveOutcome } from "~/components/admin/editor/save-outcome";
import { SendInvoiceForm } from "~/components/admin/invoices/invoice-forms";
import { editorLoader } from "~/server/admin/editor/editor-handlers.server";
import { clientPageAction } from "~/server/clients/client-actions.server";
import { clientPage } from "~/server/clients/client-page.server";
import { lostReasonLabel } from "~/shared/clients/client-status";
import type { Route } from "./+types/client";

// One client (issue 28 §1): status and the change she may make by hand, details, proposals,
// invoices and payments, and the one timeline of everything that happened.

export const meta: Route.MetaFunction = ({ data: loaded }) => adminMeta(loaded ? loaded.client.values.names : "Client");

export function loader({ request, params }: Route.LoaderArgs) {
  return editorLoader(request, () => clientPage(params.id));
}

export function action({ request, params }: Route.ActionArgs) {
  return clientPageAction(request, params.id);
}

/** What the page says after arriving from another screen. */
const ARRIVALS = {
  made: "Made a client from the enquiry.",
  existing: "This enquiry is already a client: here is their page.",
  created: "Client added.",
  saved: "Saved the client's details.",
} as const;

export default function ClientPage({ loaderData, actionData }: Route.ComponentProps) {
  const { client, proposals, ledger, timeline, newInvoice } = loaderData;
  const [search] = useSearchParams();
  const arrival = (Object.keys(ARRIVALS) as Array<keyof typeof ARRIVALS>).find((key) => search.has(key));
  const { errors, values: typed } = refusedInput(actionData);
  const path = `/admin/clients/${client.id}`;
  return (
    <>
      <Link to="/admin/clients" className="back-link mb-4">
        ← All clients
      </Link>
      <PageTitle>{client.values.names}</PageTitle>
      {arrival && !actionData && <Notice>{ARRIVALS[arrival]}</Notice>}
      <SaveOutcome result={actionData} reloadTo={path} />

      <Section title="Status">
        <p className="mb-4 flex flex-wrap items-center gap-2">
          <ClientStatusBadge status={client.status} />
          {client.status === "lost" && <span>{lostReasonLabel(client.lostReason)}</span>}
        </p>
        <ClientStatusForm status={client.status} version={client.version} errors={errors} typed={typed} />
      </Section>

      <Section title="Details">
        <ClientDetailsList values={client.values} enquiryId={client.enquiryId} />
        <p className="mt-4">
          <Link to={`${path}/edit`} className="btn-outline">
            Edit details
          </Link>
        </p>
      </Section>

      <Section title="Proposals">
        <p className="mb-4">
          <Link to={`${path}/proposals/new`} className="btn-primary">
            New proposal
          </Link>
        </p>
        <ClientProposals proposals={proposals} />
      </Section>

      <Section title="Invoices and payments">
        <ClientMoney ledger={ledger} />
        <div className="mt-6">
          <SendInvoiceForm {...newInvoice} errors={errors} typed={typed} />
        </div>
      </Section>

      <Section title="Reminders">
        <ClientRemindersForm on={client.remindersOn} version={client.version} errors={errors} />
      </Section>

      <Section title="Timeline">
        <p className="mb-4 text-sm text-ink-soft">Newest first. Times are Arizona time.</p>
        <ClientTimeline events={timeline} />
      </Section>
    </>
  );
}
