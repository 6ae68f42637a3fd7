import { z } from "zod";
import { env } from "../env.server";
import { clientAddress } from "../security/client-address.server";
import { hitRateLimit } from "../security/rate-limit.server";
import { holdSessionTime } from "./hold-time.server";
import type { TimeButton } from "~/shared/scheduling/booking-views";
import { timeButtons } from "./booking-pages.server";
import { clockWords, slotWords } from "~/shared/scheduling/slot-words";

// A time button's POST on /book-a-session/<slug>: hold it, or say at once why not with the times
// still free. Limited per address like a checkout (a client may try a few taken times; a script
// may not hold every evening of the month).

const startSchema = z.coerce.number().int().min(0).max(1e9);

export type HoldAnswer =
  | { kind: "held"; token: string }
  | { kind: "refused"; status: 400 | 404 | 409 | 429; message: string; alternatives: TimeButton[] };

export async function holdFromForm(request: Request, slug: string, now = new Date()): Promise<HoldAnswer> {
  const limit = await hitRateLimit("session-hold", clientAddress(request), {
    max: env().PAYMENT_RATE_LIMIT_MAX,
    windowSeconds: 600,
  });
  if (!limit.allowed)
    return {
      kind: "refused",
      status: 429,
      message: "Too many tries from your connection. Please wait a few minutes and try again.",
      alternatives: [],
    };
  const form = await request.formData().catch(() => null);
  const start = startSchema.safeParse(form?.get("start"));
  if (!start.success)
    return { kind: "refused", status: 400, message: "Please choose one of the times below.", alternatives: [] };
  const outcome = await holdSessionTime(slug, start.data, now);
  if (outcome.ok) return { kind: "held", token: outcome.token };
  const alternatives = timeButtons(outcome.alternatives, true);
  if (outcome.reason === "taken")
    return {
      kind: "refused",
      status: 409,
      message: `Sorry — someone has just booked ${clockWords(start.data)}. These times are still free:`,
      alternatives,
    };
  return {
    kind: "refused",
    status: alternatives.length > 0 ? 409 : 404,
    message: `Sorry — ${slotWords(start.data)} cannot be booked online. These times are free:`,
    alternatives,
  };
}
