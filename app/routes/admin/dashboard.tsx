import { data, Link } from "react-router";
import { adminMeta, PageTitle, Section } from "~/components/admin/admin-ui";
import { SaveOutcome } from "~/components/admin/editor/save-outcome";
import { MailDeliveryList } from "~/components/admin/mail-delivery";
import { ActivityList } from "~/components/admin/content/activity-list";
import { BackupStatusSection } from "~/components/admin/backup-status";
import { GoLiveChecklist } from "~/components/admin/content/go-live-checklist";
import { BusinessCharts } from "~/components/admin/dashboard/business-charts";
import { BusinessFigures } from "~/components/admin/dashboard/business-figures";
import { EnquirySources } from "~/components/admin/dashboard/enquiry-sources";
import { MoneyOwed } from "~/components/admin/dashboard/money-owed";
import { SessionsAhead } from "~/components/admin/dashboard/sessions-ahead";
import { dashboardCounts } from "~/server/admin/dashboard.server";
import { dashboardFigures } from "~/server/dashboard/dashboard-figures.server";
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
  const [counts, figures, mails, activity, checklist, backups] = await Promise.all([
    dashboardCounts(),
    dashboardFigures(),
    troubledMail(),
    latestActivity(10),
    goLiveChecklist(),
    backupStatus(),
  ]);
  return data(
    { counts, figures, mails, activity, checklist, backup: backupNotice(backups, new Date()) },
    { headers: session.headers },
  );
}

export function action({ request }: Route.ActionArgs) {
  return editorAction(request, MAIL_INTENTS, { "retry-mail": retryMailHandler });
}

export default function Dashboard({ loaderData, actionData }: Route.ComponentProps) {
  const { counts, figures, mails, activity, checklist, backup } = loaderData;
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
      <PageTitle lead="What needs your attention today, and how the studio is doing (Arizona time).">
        Dashboard
      </PageTitle>
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
      <section aria-labelledby="business-heading" className="mt-8">
        <h2 id="business-heading" className="mb-4 text-2xl">
          The business
        </h2>
        <BusinessFigures view={figures} />
      </section>
      <div id="money-owed">
        <Section title="Money owed">
          <MoneyOwed due={figures.due} />
        </Section>
      </div>
      <Section title="Sessions coming up">
        <SessionsAhead sessions={figures.sessions} />
        <p className="mt-4">
          <Link to="/admin/schedule" className="font-medium underline underline-offset-4">
            See your schedule
          </Link>
        </p>
      </Section>
      <Section title="The last 12 months">
        <BusinessCharts series={figures.series} />
      </Section>
      <div id="sources">
        <Section title="How did they find you?">
          <EnquirySources sources={figures.sources} conversion={figures.conversion} />
        </Section>
      </div>
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
