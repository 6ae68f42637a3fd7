import { data } from "react-router";
import { jsonError, readJson, validate } from "~/server/http/json-request.server";
import { clientAddress } from "~/server/security/client-address.server";
import { isBot } from "~/server/security/honeypot";
import { hitRateLimit } from "~/server/security/rate-limit.server";
import { testimonialSubmissionSchema } from "~/server/testimonials/testimonial-input";
import { submitTestimonial } from "~/server/testimonials/submit-testimonial.server";
import type { Route } from "./+types/submit-testimonial";

// POST /functions/v1/submit-testimonial (SPEC.md §7 "Submit testimonial"): JSON with bride_name,
// groom_name, review_text and rating. Stored pending; anything else the client sends is ignored.
export async function action({ request }: Route.ActionArgs) {
  // Counted before the body is read, so a flood of junk is as limited as a flood of reviews.
  const limit = await hitRateLimit("testimonial", clientAddress(request));
  if (!limit.allowed) {
    return jsonError(429, "Too many reviews from this address. Please try again later.", undefined, {
      "Retry-After": String(limit.retryAfterSeconds),
    });
  }
  const body = await readJson(request);
  if (!body.ok) return body.response;
  // A bot is answered as if it succeeded, so it learns nothing; nothing is stored.
  if (isBot(body.value)) return data({ ok: true }, { status: 201 });
  const input = validate(testimonialSubmissionSchema, body.value);
  if (!input.ok) return input.response;
  try {
    await submitTestimonial(input.value);
  } catch (error) {
    // The visitor's review is not stored: say so plainly, keep the detail in the log.
    console.error("submit-testimonial: could not store the review", error);
    return jsonError(503, "Your review could not be saved. Please try again.");
  }
  return data({ ok: true }, { status: 201 });
}

export function loader() {
  return data({ error: "Method not allowed" }, { status: 405, headers: { Allow: "POST" } });
}
