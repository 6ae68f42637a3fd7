import { redirect } from "react-router";
import { env } from "~/server/env.server";
import { readBodyLimited } from "~/server/http/json-request.server";
import { startInvoiceCheckout } from "~/server/payments/invoice-checkout.server";
import { paymentProvider } from "~/server/payments/provider.server";
import { clientAddress } from "~/server/security/client-address.server";
import { hitRateLimit } from "~/server/security/rate-limit.server";
import type { Route } from "./+types/pay";

// POST /book/:token/pay: "Pay the retainer". The link's token is the only key; the form's fields
// are read and ignored (the amount is the invoice row's), and the client is sent to the provider's
// checkout, or back to her booking page when nothing is due.

/** 32 random bytes in base64url are 43 characters: anything far from that is not a link. */
const TOKEN = /^[A-Za-z0-9_-]{32,64}$/;
const MAX_FORM_BYTES = 16 * 1024;

function plain(status: number, message: string, headers: Record<string, string> = {}) {
  return new Response(`${message}\n`, {
    status,
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex, nofollow",
      ...headers,
    },
  });
}

export async function action({ request, params }: Route.ActionArgs) {
  if (request.method !== "POST") return plain(405, "Method not allowed", { Allow: "POST" });
  // Generous: a client may retry a few times, a script may not hammer the provider.
  const limit = await hitRateLimit("payment", clientAddress(request), {
    max: env().PAYMENT_RATE_LIMIT_MAX,
    windowSeconds: 600,
  });
  if (!limit.allowed) {
    return plain(429, "Too many payment attempts. Please wait a few minutes and try again.", {
      "Retry-After": String(limit.retryAfterSeconds),
      Connection: "close",
    });
  }
  if (!TOKEN.test(params.token)) return plain(404, "This booking link is not valid.", { Connection: "close" });
  if ((await readBodyLimited(request, MAX_FORM_BYTES)) === null) return plain(413, "The form is too large.");

  const started = await startInvoiceCheckout(params.token, paymentProvider());
  if (started.kind === "checkout")
    return redirect(started.url, { status: 303, headers: { "Cache-Control": "no-store" } });
  if (started.kind === "nothing-due") return redirect(`/book/${params.token}`, 303);
  return plain(started.status, started.message);
}

export function loader() {
  return plain(405, "Method not allowed", { Allow: "POST" });
}
