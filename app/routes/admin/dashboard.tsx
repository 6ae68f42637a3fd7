import { data, Link } from "react-router";
import { adminMeta, PageTitle, Section } from "~/components/admin/admin-ui";
import { SaveOutcome } from "~/components/admin/editor/save-outcome";
import { MailDeliveryList } from "~/components/admin/mail-delivery";
import { ActivityList } from "~/components/admin/content/activity-list";
import { BackupStatusSection } from "~/components/admin/backup-status";
import { GoLiveChecklist } from "~/components/admin/content/go-live-checklist";
import { dashboardCounts } from "~/server/admin/dashboard.server";
import { backupStatus } from "~/server/backup/status.server";
import { backupNotice } from "~/server/backup/status-words";
import { latestActivity } from "~/server/content/activity-log.server";
import { goLiveChecklist } from "~/server/content/go-live-checklist.server";
import { editorAction } from "~/server/admin/editor/editor-action.server";
import { requireAdminPage } from "~/server/admin/guard.server";
import { retryMailHandler } from "~/server/admin/mail-actions.server";
import { troubledMail } from "~/server/mail/outbox-store.server";
import { MAIL_INTENTS } from "~/shared/mail/mail-retry.schema";
import type { Route } from "./+types/dashboard";

export const meta: Route.MetaFunction = () => adminMeta("Dashboard");

export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireAdminPage(request);
  const [counts, mails, activity, checklist, backups] = await Promise.all([
    dashboardCounts(),
    troubledMail(),
    latestActivity(10),
    goLiveChecklist(),
    backupStatus(),
  ]);
  return data(
    { counts, mails, activity, checklist, backup: backupNotice(backups, new Date()) },
    { headers: session.headers },
  );
}

export function action({ request }: Route.ActionArgs) {
  return editorAction(request, MAIL_INTENTS, { "retry-mail": retryMailHandler });
}

export default function Dashboard({ loaderData, actionData }: Route.ComponentProps) {
  const { counts, mails, activity, checklist, backup } = loaderData;
  const cards = [
    { label: "New enquiries", value: counts.newEnquiries, to: "/admin/enquiries?status=new" },
    { label: "Reviews waiting", value: counts.waitingReviews, to: "/admin/testimonials?state=waiting" },
    { label: "Orders to fulfil", value: counts.ordersToFulfil, to: "/admin/orders?show=open" },
    {
      label: "Mail retrying or failed",
      value: counts.mailRetrying + counts.mailDead,
      detail: `${counts.mailRetrying} retrying, ${counts.mailDead} failed`,
      to: "#mail",
    },
  ];
  return (
    <>
      <PageTitle lead="What needs your attention today.">Dashboard</PageTitle>
      <SaveOutcome result={actionData} />
      <ul className="grid gap-4 sm:grid-cols-2">
        {cards.map((card) => (
          <li key={card.label}>
            <Link
              to={card.to}
              className="block rounded-lg border border-ink/10 bg-white p-5 transition-colors hover:border-clay"
              data-count={card.label}
            >
              <span className="block font-serif text-5xl text-clay">{card.value}</span>
              <span className="mt-1 block font-medium">{card.label}</span>
              {card.detail && <span className="block text-sm text-ink-soft">{card.detail}</span>}
            </Link>
          </li>
        ))}
      </ul>
      <BackupStatusSection notice={backup} />
      <Section title="Before going live">
        <GoLiveChecklist items={checklist} />
      </Section>
      <div id="mail">
        <Section title="Mail that needs a look">
          {mails.length === 0 ? (
            <p className="text-ink-soft">Every e-mail went out.</p>
          ) : (
            <MailDeliveryList mails={mails} />
          )}
        </Section>
      </div>
      <Section title="Recent changes">
        <ActivityList entries={activity} />
      </Section>
    </>
  );
}
