import { redirect } from "react-router";
import { env } from "../env.server";
import { readBodyLimited } from "../http/json-request.server";
import { clientAddress } from "../security/client-address.server";
import { LINK_TOKEN } from "../security/private-link.server";
import { hitRateLimit } from "../security/rate-limit.server";
import type { CheckoutStarter } from "./invoice-checkout.server";
import type { TypedCodes } from "./invoice-codes.server";
import { refusalLocation } from "./pay-refusal.server";
import { paymentProvider } from "./provider.server";

// A pay button's POST from a client's private page (/book/:token/pay, /invoice/:token/pay). The
// link's token is the only key; the form's fields are read (within a size limit) and only its
// codes are used (a coupon, a gift card: decision 052), checked by the server; the amount is the
// ledger's. The client goes to the provider's checkout, or back to her page when
// nothing is due.

const MAX_FORM_BYTES = 16 * 1024;

function plainAnswer(status: number, message: string, headers: Record<string, string> = {}) {
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

interface PayFromLink {
  /** Starts the checkout for this token: what the ledger says is owed, or why not. */
  start: CheckoutStarter;
  /** The client's page, where she goes back when nothing is due. */
  page: string;
  /** What a malformed link is told. */
  invalidLink: string;
}

export async function payFromLink(request: Request, token: string, { start, page, invalidLink }: PayFromLink) {
  if (request.method !== "POST") return plainAnswer(405, "Method not allowed", { Allow: "POST" });
  // Generous: a client may retry a few times, a script may not hammer the provider.
  const limit = await hitRateLimit("payment", clientAddress(request), {
    max: env().PAYMENT_RATE_LIMIT_MAX,
    windowSeconds: 600,
  });
  if (!limit.allowed) {
    return plainAnswer(429, "Too many payment attempts. Please wait a few minutes and try again.", {
      "Retry-After": String(limit.retryAfterSeconds),
      Connection: "close",
    });
  }
  if (!LINK_TOKEN.test(token)) return plainAnswer(404, invalidLink, { Connection: "close" });
  const body = await readBodyLimited(request, MAX_FORM_BYTES);
  if (body === null) return plainAnswer(413, "The form is too large.");

  const started = await start(token, paymentProvider(), undefined, undefined, typedCodes(body));
  if (started.kind === "checkout")
    return redirect(started.url, { status: 303, headers: { "Cache-Control": "no-store" } });
  if (started.kind === "nothing-due") return redirect(page, 303);
  // A browser's form goes back to her page, which shows why (a code used up, a card with nothing
  // left…) above the form; anything else gets the words alone.
  if (wantsPage(request)) return redirect(await refusalLocation(page, token, started.message), 303);
  return plainAnswer(started.status, started.message);
}

const wantsPage = (request: Request) => (request.headers.get("accept") ?? "").includes("text/html");

/** The typed codes of the pay form (urlencoded); anything else in it is ignored. */
function typedCodes(body: Buffer): TypedCodes {
  const form = new URLSearchParams(body.toString("utf8"));
  const field = (name: string) => (form.get(name) ?? "").slice(0, 64);
  return { coupon: field("coupon"), giftCard: field("giftCard") };
}

/** GET on a pay route: it only takes the button's POST. */
export const payGet = () => plainAnswer(405, "Method not allowed", { Allow: "POST" });
