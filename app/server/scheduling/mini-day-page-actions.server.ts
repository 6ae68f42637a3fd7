import type { FieldErrors } from "~/shared/field-errors";
import { MINI_INTENTS } from "~/shared/scheduling/mini-day-intents";
import { database, type AppDatabase } from "../db/db.server";
import { env } from "../env.server";
import { formFields, readClientForm } from "../galleries/client-request.server";
import { wakeOutboxWorker } from "../mail/outbox-worker.server";
import { clientAddress } from "../security/client-address.server";
import { isBot } from "../security/honeypot";
import { hitRateLimit } from "../security/rate-limit.server";
import { miniDaySlots, publishedMiniDay } from "./availability.server";
import { holdMiniSlot } from "./hold-time.server";
import { dayState, miniTimeText } from "./mini-day-page.server";
import { sessionDetailsPath } from "./waitlist-links.server";
import { joinWaitlist, parseWaitlistForm } from "./waitlist.server";

// The two forms of /minis/<slug>: "book this time" (a hold, then the details step) and "join the
// waitlist" (when every slot is taken). Plain POSTs, so they work without JavaScript; every refusal
// is a 4xx with a sentence she understands, and the page shows the slots as they are now.

export type MiniDayActionResult =
  | { status: "redirect"; location: string }
  | { status: "not-found" }
  | {
      status: number;
      form: "hold" | "waitlist";
      message: string;
      fields?: FieldErrors;
      values?: Record<string, string>;
      joined?: { place: number; already: boolean };
    };

// Holds are cheap to ask for and block a slot for 20 minutes: a generous allowance per address
// (a family books two or three), so one script cannot hold a whole day.
const holdLimit = () => ({ max: env().RATE_LIMIT_MAX * 4, windowSeconds: env().RATE_LIMIT_WINDOW_SECONDS });

const tooMany = (form: "hold" | "waitlist", seconds: number): MiniDayActionResult => ({
  status: 429,
  form,
  message: `Too many tries from this address. Please try again in ${Math.ceil(seconds / 60)} minute${seconds > 60 ? "s" : ""}.`,
});

async function hold(request: Request, slug: string, form: FormData, app: AppDatabase, now: Date) {
  const limit = await hitRateLimit("mini-hold", clientAddress(request), { ...holdLimit(), now }, app.db);
  if (!limit.allowed) return tooMany("hold", limit.retryAfterSeconds);
  const start = Number(form.get("start"));
  if (!Number.isSafeInteger(start)) {
    return { status: 400, form: "hold", message: "Please pick one of the times below." } as const;
  }
  const outcome = await holdMiniSlot(slug, start, now, app);
  if (outcome.ok) return { status: "redirect", location: sessionDetailsPath(outcome.token) } as const;
  const free = outcome.alternatives.length > 0;
  if (outcome.reason === "taken") {
    return {
      status: 409,
      form: "hold",
      message: `Sorry, ${miniTimeText(start)} was just taken by someone else. ${free ? "The times still free are below." : "Every spot is now taken: you can join the waitlist below."}`,
    } as const;
  }
  return {
    status: 400,
    form: "hold",
    message: "That time is not offered on this day. Please pick one of the times below.",
  } as const;
}

async function join(request: Request, slug: string, form: FormData, app: AppDatabase, now: Date) {
  const limit = await hitRateLimit("mini-waitlist", clientAddress(request), { now }, app.db);
  if (!limit.allowed) return tooMany("waitlist", limit.retryAfterSeconds);
  const parsed = parseWaitlistForm(form);
  if (!parsed.ok) {
    return {
      status: 400,
      form: "waitlist",
      message: "Please check the fields marked below.",
      fields: parsed.fields,
      values: parsed.values,
    } as const;
  }
  const day = await publishedMiniDay(app.db, slug);
  if (!day) return { status: "not-found" } as const;
  const { state } = dayState(await miniDaySlots(app.db, day, now), now);
  if (state !== "full") {
    return {
      status: 409,
      form: "waitlist",
      message:
        state === "passed"
          ? "This mini-session day has passed."
          : "A spot is free right now: you can book it below instead of waiting.",
    } as const;
  }
  const outcome = await joinWaitlist(app, day, parsed.value, now);
  if (outcome.joined) wakeOutboxWorker();
  return {
    status: outcome.joined ? 200 : 409,
    form: "waitlist",
    message: outcome.joined
      ? `You are on the waitlist. You are number ${outcome.place} on the waitlist. We have sent you an e-mail.`
      : outcome.entry.status === "waiting"
        ? `You are already on the waitlist: you are number ${outcome.place} on the waitlist.`
        : "You are already on the waitlist, and a spot has been offered to you: see the e-mail we sent you.",
    joined: { place: outcome.place, already: !outcome.joined },
  } as const;
}

export async function miniDayAction(
  request: Request,
  slug: string,
  now = new Date(),
  app: AppDatabase = database(),
): Promise<MiniDayActionResult> {
  const form = await readClientForm(request);
  if (!form) return { status: 400, form: "hold", message: "That form could not be read. Please try again." };
  // A bot is answered as if it had joined, and nothing is held, stored or sent.
  if (isBot(formFields(form))) {
    return { status: 200, form: "waitlist", message: "You are on the waitlist.", joined: { place: 1, already: false } };
  }
  const intent = form.get("intent");
  if (intent === MINI_INTENTS.hold) return hold(request, slug, form, app, now);
  if (intent === MINI_INTENTS.waitlist) return join(request, slug, form, app, now);
  return { status: 400, form: "hold", message: "Please pick one of the times below." };
}
