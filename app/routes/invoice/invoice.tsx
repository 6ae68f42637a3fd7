import { data } from "react-router";
import { LinkNotValid, LinkTooManyTries } from "~/components/client-gallery/private-link-messages";
import { OneOffInvoice } from "~/components/invoice/one-off-invoice";
import { loadOneOffPage } from "~/server/invoices/one-off-page.server";
import { applyCodesFromLink, previewOneOffCodes } from "~/server/payments/apply-codes.server";
import { readPayRefusal } from "~/server/payments/pay-refusal.server";
import { privateHeaders, privatePageHeaders } from "../private-page-headers.server";
import { privatePageMeta } from "../private-page-meta";
import type { Route } from "./+types/invoice";

// /invoice/<token>: a one-off invoice's own page (issue 29 §1, docs/decisions/034). Private like
// the booking page: rendered per request, no-store and noindex; the token is checked every time.
// Its one POST is the pay form's Apply button (decision 052): what the typed codes take off.

export async function loader({ request, params }: Route.LoaderArgs) {
  const page = await loadOneOffPage(request, params.token);
  const payRefused = page.data.view === "invoice" ? await readPayRefusal(request, params.token) : null;
  return data({ ...page.data, payRefused }, { status: page.status, headers: privateHeaders(page.retryAfterSeconds) });
}

export function action({ request, params }: Route.ActionArgs) {
  return applyCodesFromLink(request, params.token, {
    preview: (token, typed) => previewOneOffCodes(token, typed),
    invalidLink: "This invoice link is not valid.",
  });
}

// A page route applies its loader's and action's headers only through this export.
export const headers: Route.HeadersFunction = privatePageHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  privatePageMeta(
    loaderData?.view === "invoice"
      ? `Invoice: ${loaderData.invoice.label}`
      : loaderData?.view === "limited"
        ? "Too many tries"
        : "Invoice link not valid",
  );

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
