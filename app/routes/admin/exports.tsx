import { data, Form } from "react-router";
import { adminMeta, Notice, PageTitle, Section } from "~/components/admin/admin-ui";
import { fieldsOf } from "~/components/admin/editor/editor-field";
import { requireAdminPage } from "~/server/admin/guard.server";
import { exportsPageData, type PeriodDownloads } from "~/server/exports/exports-page.server";
import type { Route } from "./+types/exports";

// For her accountant (issue 29 §6, docs/decisions/040): every payment and refund, and a summary per
// month, as CSV files for a year or from month to month. A period it cannot read answers 400.

export const meta: Route.MetaFunction = () => adminMeta("For your accountant");

export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireAdminPage(request);
  const { status, ...page } = exportsPageData(new URL(request.url).searchParams, new Date());
  return data(page, { status, headers: session.headers });
}

const FILE_WORDS = {
  "payments.csv": "Every payment and refund",
  "monthly-summary.csv": "Monthly summary",
} as const;

function Downloads({ period }: { period: PeriodDownloads }) {
  return (
    <div className="mt-4 first:mt-0">
      <h3 className="text-lg font-medium">{period.title}</h3>
      <ul className="mt-2 flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {period.files.map((file) => (
          <li key={file.kind}>
            <a href={file.href} download={file.fileName} className="btn-outline w-full sm:w-auto">
              {FILE_WORDS[file.kind]} <span className="sr-only">for {period.title},</span> (CSV)
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

export default function ExportsScreen({ loaderData }: Route.ComponentProps) {
  const { ready, chosen, values, errors } = loaderData;
  const refused = Object.keys(errors).length > 0;
  const field = fieldsOf(values, errors);
  return (
    <div className="max-w-2xl">
      <PageTitle lead="The money your studio received and gave back, as files your accountant can open in Excel, Numbers or Google Sheets. Download them here and send them on.">
        For your accountant
      </PageTitle>
      {refused && <Notice tone="bad">That period could not be read: see the message under the field.</Notice>}
      {chosen && (
        <Section title="Your chosen period">
          <Downloads period={chosen} />
        </Section>
      )}
      <Section title="Ready to download">
        {ready.map((period) => (
          <Downloads key={period.title} period={period} />
        ))}
      </Section>
      <Section title="Another period">
        <Form method="get" key={`year-${values.year}`} className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="sm:w-48">
            {field("year", "A whole year", undefined, { inputProps: { inputMode: "numeric", placeholder: "2026" } })}
          </div>
          <button type="submit" className="btn-primary">
            Show the files
          </button>
        </Form>
        <Form method="get" key={`months-${values.from}-${values.to}`} className="mt-6 grid gap-3 sm:grid-cols-2">
          {field("from", "From the month", "For example 2026-01.", { type: "month" })}
          {field("to", "To the month (included)", "For example 2026-03.", { type: "month" })}
          <p className="sm:col-span-2">
            <button type="submit" className="btn-primary">
              Show the files
            </button>
          </p>
        </Form>
      </Section>
      <Section title="What is in the files">
        <ul className="list-disc space-y-2 pl-5">
          <li>
            <strong>Every payment and refund</strong>: one line each, with the date and time in Arizona time, the
            client, what it was for, how it was paid (card, cash, check or bank transfer), the card payment&apos;s
            reference, the amount and the part of it that is sales tax. Refunds are negative amounts, so a column adds
            up to what you kept. Print and album orders from your shop are included, marked &ldquo;Shop sale&rdquo;; a
            refunded order shows twice, once when paid and once when refunded.
          </li>
          <li>
            <strong>Monthly summary</strong>: one line per month with the money received, refunded and kept, and the
            sales tax collected, for bookings and the shop apart and together, then the total.
          </li>
          <li>
            <strong>Sales tax</strong>: when a client pays part of an invoice, the tax in that payment is the same share
            of the invoice&apos;s tax, rounded to the cent; once an invoice is paid in full, its payments add up to
            exactly its tax. The shop does not charge sales tax yet, so its tax is 0.00.
          </li>
          <li>
            Months are Arizona months: a payment at 8 p.m. on February 28 belongs to February. Only money actually
            received counts: started or failed card payments are left out.
          </li>
        </ul>
      </Section>
    </div>
  );
}
