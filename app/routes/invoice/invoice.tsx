import { data } from "react-router";
import { LinkNotValid, LinkTooManyTries } from "~/components/client-gallery/private-link-messages";
import { OneOffInvoice } from "~/components/invoice/one-off-invoice";
import { PRIVATE_HEADERS } from "~/server/galleries/client-request.server";
import { loadOneOffPage } from "~/server/invoices/one-off-page.server";
import { applyCodesFromLink, previewOneOffCodes } from "~/server/payments/apply-codes.server";
import { readPayRefusal } from "~/server/payments/pay-refusal.server";
import { NOINDEX_NOFOLLOW } from "~/shared/robots";
import type { Route } from "./+types/invoice";

// /invoice/<token>: a one-off invoice's own page (issue 29 §1, docs/decisions/034). Private like
// the booking page: rendered per request, no-store and noindex; the token is checked every time.
// Its one POST is the pay form's Apply button (decision 052): what the typed codes take off.

export async function loader({ request, params }: Route.LoaderArgs) {
  const page = await loadOneOffPage(request, params.token);
  const headers = new Headers(PRIVATE_HEADERS);
  if (page.retryAfterSeconds) headers.set("Retry-After", String(page.retryAfterSeconds));
  const payRefused = page.data.view === "invoice" ? await readPayRefusal(request, params.token) : null;
  return data({ ...page.data, payRefused }, { status: page.status, headers });
}

export function action({ request, params }: Route.ActionArgs) {
  return applyCodesFromLink(request, params.token, {
    preview: (token, typed) => previewOneOffCodes(token, typed),
    invalidLink: "This invoice link is not valid.",
  });
}

// A page route applies its loader's and action's headers only through this export.
export function headers({ loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  const merged = new Headers(loaderHeaders);
  const retryAfter = actionHeaders.get("Retry-After") ?? loaderHeaders.get("Retry-After");
  if (retryAfter) merged.set("Retry-After", retryAfter);
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

export default function InvoicePage({ loaderData, actionData, params }: Route.ComponentProps) {
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
          applyAction={`/invoice/${params.token}`}
          applied={actionData?.apply ?? null}
          payRefused={loaderData.payRefused}
        />
      );
  }
}
