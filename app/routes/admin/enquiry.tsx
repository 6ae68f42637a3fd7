import { data, Form, Link } from "react-router";
import { adminMeta, Badge, formatDateTime, PageTitle, Section } from "~/components/admin/admin-ui";
import { CsrfField } from "~/components/admin/editor/csrf-field";
import { SaveOutcome } from "~/components/admin/editor/save-outcome";
import { MakeClientButton } from "~/components/admin/clients/make-client-button";
import { MailDeliveryList } from "~/components/admin/mail-delivery";
import { sessionTypeLabel } from "~/catalogue/session-types";
import { editorAction } from "~/server/admin/editor/editor-action.server";
import { answer } from "~/server/admin/editor/edit-result.server";
import { idParam } from "~/server/admin/editor/route-params.server";
import { enquiryPage, fileEnquiry, NO_SUCH_ENQUIRY } from "~/server/admin/enquiry-actions.server";
import { requireAdminPage } from "~/server/admin/guard.server";
import { retryMailHandler } from "~/server/admin/mail-actions.server";
import { makeClientHandler } from "~/server/clients/client-actions.server";
import { clientsOfEnquiries } from "~/server/clients/client-records.server";
import { defineIntents } from "~/shared/admin/intents";
import { CLIENT_INTENTS } from "~/shared/clients/client.schema";
import { MAIL_INTENTS } from "~/shared/mail/mail-retry.schema";
import type { Route } from "./+types/enquiry";

export const meta: Route.MetaFunction = ({ data: loaded }) =>
  adminMeta(loaded ? `Enquiry from ${loaded.enquiry.name}` : "Enquiry");

const INTENTS = defineIntents(["handle", "reopen", MAIL_INTENTS["retry-mail"], CLIENT_INTENTS["make-client"]]);

export async function loader({ request, params }: Route.LoaderArgs) {
  const session = await requireAdminPage(request);
  const page = await enquiryPage(params.id);
  const client = (await clientsOfEnquiries([page.enquiry.id])).get(page.enquiry.id) ?? null;
  return data({ ...page, client }, { headers: session.headers });
}

export function action({ request, params }: Route.ActionArgs) {
  // Read after the session and CSRF checks: a stranger learns nothing, not even a 404.
  const id = () => idParam(params.id, NO_SUCH_ENQUIRY);
  return editorAction(request, INTENTS, {
    handle: async () => answer(await fileEnquiry(id(), true)),
    reopen: async () => answer(await fileEnquiry(id(), false)),
    "retry-mail": retryMailHandler,
    "make-client": makeClientHandler,
  });
}

export default function EnquiryDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { enquiry: e, mails, client } = loaderData;
  const rows: Array<[string, string | null]> = [
    ["Kind", e.kind === "inquiry" ? "Inquiry form" : "Contact form"],
    ["Received", formatDateTime(e.createdAt)],
    ["Email", e.email],
    ["Phone", e.phone],
    ["Session type", e.sessionType ? (sessionTypeLabel(e.sessionType) ?? e.sessionType) : null],
    ["Date", e.dateText],
    ["Location", e.location],
    ["How they found you", e.howFound],
    ["Additional notes", e.additionalNotes],
    ["Handled", e.handledAt ? formatDateTime(e.handledAt) : null],
  ];
  return (
    <>
      <Link to="/admin/enquiries" className="back-link mb-4">
        ← All enquiries
      </Link>
      <PageTitle>{e.name}</PageTitle>
      <SaveOutcome result={actionData} />
      <div className="flex flex-wrap items-center gap-3">
        <Badge tone={e.status === "new" ? "warn" : "neutral"}>{e.status === "new" ? "New" : "Handled"}</Badge>
        <Form method="post">
          <CsrfField />
          {e.status === "new" ? (
            <button type="submit" name="intent" value={INTENTS.handle} className="btn-primary">
              Mark handled
            </button>
          ) : (
            <button type="submit" name="intent" value={INTENTS.reopen} className="btn-outline">
              Reopen
            </button>
          )}
        </Form>
        <a href={`mailto:${e.email}`} className="back-link">
          Reply by e-mail
        </a>
      </div>
      <div className="mt-4">
        {client ? (
          <Link to={`/admin/clients/${client.id}`} className="btn-outline">
            Client: {client.names}
          </Link>
        ) : (
          <MakeClientButton enquiryId={e.id} name={e.name} primary />
        )}
      </div>
      <Section title="Message">
        <p className="whitespace-pre-wrap break-words">{e.message}</p>
        <dl className="mt-6 grid gap-x-6 gap-y-2 sm:grid-cols-[12rem_1fr]">
          {rows
            .filter(([, value]) => value)
            .map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-sm text-ink-soft">{label}</dt>
                <dd className="break-words whitespace-pre-wrap">{value}</dd>
              </div>
            ))}
        </dl>
      </Section>
      <Section title="E-mail delivery">
        <MailDeliveryList mails={mails} />
      </Section>
    </>
  );
}
