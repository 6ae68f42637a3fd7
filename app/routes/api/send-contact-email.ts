import { data } from "react-router";
import { enquirySchema } from "~/server/enquiries/enquiry-schema.server";
import { submitEnquiry } from "~/server/enquiries/submit-enquiry.server";
import { jsonError, readJson, validate } from "~/server/http/json-request.server";
import { wakeOutboxWorker } from "~/server/mail/outbox-worker.server";
import { clientAddress } from "~/server/security/client-address.server";
import { isBot } from "~/server/security/honeypot";
import { hitRateLimit } from "~/server/security/rate-limit.server";
import type { Route } from "./+types/send-contact-email";

// POST /functions/v1/send-contact-email (SPEC.md §7): the home contact form and the inquiry page.
// Success means the enquiry and its e-mail are stored; the outbox delivers the mail afterwards.

export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed();

  // Every POST counts, valid or not: a flood of junk costs the sender their allowance too.
  const limit = await hitRateLimit("enquiry", clientAddress(request)).catch(storageFailure);
  if (limit instanceof Response) return limit;
  if (!limit.allowed) {
    const minutes = Math.ceil(limit.retryAfterSeconds / 60);
    return jsonError(
      429,
      `Too many messages from this address. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
      undefined,
      { "Retry-After": String(limit.retryAfterSeconds) },
    );
  }

  const body = await readJson(request);
  if (!body.ok) {
    // An oversized body is left unread: close the connection, or a client that reuses it for
    // its next request finds the rest of this upload in the way.
    if (body.response.init?.status === 413) {
      return jsonError(413, "The message is too large.", undefined, { Connection: "close" });
    }
    return body.response;
  }
  // A bot is told it succeeded and learns nothing; nothing is stored or sent.
  if (isBot(body.value)) return data({ ok: true });

  const message = validate(enquirySchema, body.value);
  if (!message.ok) return message.response;

  const stored = await submitEnquiry(message.value).catch(storageFailure);
  if (stored instanceof Response) return stored;
  wakeOutboxWorker();
  return data({ ok: true });
}

export function loader() {
  return methodNotAllowed();
}

/** The database failed us, not the visitor: a 503 without a stack, so they know to try again. */
function storageFailure(error: unknown): Response {
  console.error(`send-contact-email: database unavailable: ${error instanceof Error ? error.message : String(error)}`);
  return Response.json(
    { error: "Your message could not be saved just now. Please try again in a moment." },
    { status: 503 },
  );
}

function methodNotAllowed() {
  return data({ error: "Method not allowed" }, { status: 405, headers: { Allow: "POST" } });
}
