import { data, Form, Link } from "react-router";
import { adminMeta, Badge, CsrfField, formatDateTime, Notice, PageTitle, Section } from "~/components/admin/admin-ui";
import { MailDeliveryList } from "~/components/admin/mail-delivery";
import { sessionTypeLabel } from "~/catalogue/session-types";
import { field, requireAdminAction, requireAdminPage } from "~/server/admin/guard.server";
import { retryMailFromForm } from "~/server/admin/mail-actions.server";
import { enquiriesRepository } from "~/server/enquiries/enquiries-repository.server";
import { deliveryState } from "~/server/mail/outbox-store.server";
import type { Route } from "./+types/enquiry";

export const meta: Route.MetaFunction = ({ data: loaded }) =>
  adminMeta(loaded ? `Enquiry from ${loaded.enquiry.name}` : "Enquiry");

function idFrom(params: { id: string }) {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id < 1) throw data({ error: "No such enquiry." }, { status: 404 });
  return id;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const session = await requireAdminPage(request);
  const id = idFrom(params);
  const enquiry = await enquiriesRepository().findById(id);
  if (!enquiry) throw data({ error: "No such enquiry." }, { status: 404 });
  const mails = await deliveryState({ type: "enquiry", id });
  return data({ enquiry, mails, csrfToken: session.csrfToken }, { headers: session.headers });
}

export async function action({ request, params }: Route.ActionArgs) {
  const { form } = await requireAdminAction(request);
  const id = idFrom(params);
  const intent = field(form, "intent");
  if (intent === "retry-mail") return retryMailFromForm(form);
  const repo = enquiriesRepository();
  if (intent === "handle" || intent === "reopen") {
    const updated = intent === "handle" ? await repo.markHandled(id) : await repo.reopen(id);
    if (!updated) return data({ error: "No such enquiry." }, { status: 404 });
    return { notice: intent === "handle" ? "Marked as handled." : "Back in the inbox." };
  }
  return data({ error: "Unknown action." }, { status: 400 });
}

export default function EnquiryDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { enquiry: e, mails, csrfToken } = loaderData;
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
      {actionData && "notice" in actionData && <Notice>{actionData.notice}</Notice>}
      {actionData && "error" in actionData && <Notice tone="bad">{actionData.error}</Notice>}
      <div className="flex flex-wrap items-center gap-3">
        <Badge tone={e.status === "new" ? "warn" : "neutral"}>{e.status === "new" ? "New" : "Handled"}</Badge>
        <Form method="post">
          <CsrfField token={csrfToken} />
          {e.status === "new" ? (
            <button type="submit" name="intent" value="handle" className="btn-primary">
              Mark handled
            </button>
          ) : (
            <button type="submit" name="intent" value="reopen" className="btn-outline">
              Reopen
            </button>
          )}
        </Form>
        <a href={`mailto:${e.email}`} className="back-link">
          Reply by e-mail
        </a>
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
        <MailDeliveryList mails={mails} csrfToken={csrfToken} />
      </Section>
    </>
  );
}
