import { data } from "react-router";
import { LinkNotValid, LinkTooManyTries } from "~/components/client-gallery/private-link-messages";
import { OneOffInvoice } from "~/components/invoice/one-off-invoice";
import { PRIVATE_HEADERS } from "~/server/galleries/client-request.server";
import { loadOneOffPage } from "~/server/invoices/one-off-page.server";
import { readPayRefusal } from "~/server/payments/pay-refusal.server";
import { NOINDEX_NOFOLLOW } from "~/shared/robots";
import type { Route } from "./+types/invoice";

// /invoice/<token>: a one-off invoice's own page (issue 29 §1, docs/decisions/034). Private like
// the booking page: rendered per request, no-store and noindex; the token is checked every time.

export async function loader({ request, params }: Route.LoaderArgs) {
  const page = await loadOneOffPage(request, params.token);
  const headers = new Headers(PRIVATE_HEADERS);
  if (page.retryAfterSeconds) headers.set("Retry-After", String(page.retryAfterSeconds));
  const payRefused = page.data.view === "invoice" ? await readPayRefusal(request, params.token) : null;
  return data({ ...page.data, payRefused }, { status: page.status, headers });
}

// A page route applies its loader's headers only through this export.
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  const merged = new Headers(loaderHeaders);
  for (const [name, value] of Object.entries(PRIVATE_HEADERS)) merged.set(name, value);
  return merged;
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title:
      loaderData?.view === "invoice"
        ? `Invoice: ${loaderData.invoice.label}`
        : loaderData?.view === "limited"
          ? "Too many tries"
          : "Invoice link not valid",
  },
  { name: "robots", content: NOINDEX_NOFOLLOW },
];

export default function InvoicePage({ loaderData, params }: Route.ComponentProps) {
  switch (loaderData.view) {
    case "limited":
      return <LinkTooManyTries what="invoice" contact={loaderData.contact} retryAfter={loaderData.retryAfter} />;
    case "unknown":
      return <LinkNotValid what="invoice" contact={loaderData.contact} />;
    case "invoice":
      return (
        <OneOffInvoice
          data={loaderData}
          payAction={`/invoice/${params.token}/pay`}
          payRefused={loaderData.payRefused}
        />
      );
  }
}
