import { Link, useSearchParams } from "react-router";
import { adminMeta, Notice, PageTitle, Section } from "~/components/admin/admin-ui";
import { CopyAddress } from "~/components/admin/calendar/copy-address";
import { editorLoader } from "~/server/admin/editor/editor-handlers.server";
import { calendarPageData } from "~/server/calendar/calendar-admin.server";
import type { Route } from "./+types/calendar";

// Her calendar (issue 29 §4, docs/decisions/035-calendar-feed.md): the private feed's address to
// copy, how to subscribe to it in Google Calendar and Apple Calendar, and a way to replace it.

export const meta: Route.MetaFunction = () => adminMeta("Your calendar");

export function loader({ request }: Route.LoaderArgs) {
  return editorLoader(request, () => calendarPageData());
}

export default function CalendarScreen({ loaderData }: Route.ComponentProps) {
  const { url, webcal } = loaderData;
  const [search] = useSearchParams();
  return (
    <div className="max-w-2xl">
      <PageTitle lead="Your booked sessions and the days payments are due, in the calendar app you already use. It updates by itself: a moved session or a paid invoice changes there too.">
        Your calendar
      </PageTitle>
      {search.has("replaced") && (
        <Notice>
          Replaced: the old address no longer works. Add the new one below to your calendar app, and remove the old
          calendar there.
        </Notice>
      )}
      <Section title="The address">
        <CopyAddress url={url} />
        <p className="mt-4 text-sm">
          Each session shows the client, the place and the package, at its Arizona time. Each open invoice shows as an
          all-day &ldquo;Payment due&rdquo; on its due date, and disappears once paid. Sessions older than a year are
          left out.
        </p>
      </Section>
      <Section title="Google Calendar">
        <ol className="list-decimal space-y-2 pl-5">
          <li>
            Copy the address above. On a computer, open{" "}
            <a href="https://calendar.google.com/" className="underline underline-offset-4">
              calendar.google.com
            </a>{" "}
            (Google&apos;s phone app cannot add a calendar by address; once added, it shows there too).
          </li>
          <li>On the left, next to &ldquo;Other calendars&rdquo;, click + and choose &ldquo;From URL&rdquo;.</li>
          <li>Paste the address and click &ldquo;Add calendar&rdquo;.</li>
        </ol>
        <p className="mt-3 text-sm text-ink-soft">
          Google reads the calendar again every few hours, so a change can take up to a day to show there.
        </p>
      </Section>
      <Section title="Apple Calendar (iPhone, iPad, Mac)">
        <p>
          On your iPhone, iPad or Mac,{" "}
          <a href={webcal} className="font-medium underline underline-offset-4">
            subscribe with one tap
          </a>{" "}
          and confirm. Or by hand:
        </p>
        <ul className="mt-3 list-disc space-y-2 pl-5">
          <li>
            <strong>iPhone or iPad:</strong> Settings → Apps → Calendar → Calendar Accounts → Add Account → Other → Add
            Subscribed Calendar; paste the address, tap Next, then Save.
          </li>
          <li>
            <strong>Mac:</strong> in Calendar, File → New Calendar Subscription…; paste the address, click Subscribe,
            and choose &ldquo;Every hour&rdquo; under Auto-refresh.
          </li>
        </ul>
      </Section>
      <Section title="Replace the address">
        <p>
          If the address got into the wrong hands (a shared screen, a forwarded e-mail), make a new one. The old address
          stops working at once; you then add the new one to your calendar apps.
        </p>
        <p className="mt-4">
          <Link to="/admin/calendar/replace" className="btn-outline">
            Replace the address…
          </Link>
        </p>
      </Section>
    </div>
  );
}
