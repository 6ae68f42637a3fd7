import type { Kysely } from "kysely";
import { db as sharedDb } from "../db/db.server";
import type { Database } from "../db/schema";
import { env } from "../env.server";
import { enqueueMail } from "../mail/outbox.server";
import { hitRateLimit } from "../security/rate-limit.server";
import { enquiriesRepository, type Enquiry, type NewEnquiry } from "./enquiries-repository.server";
import { composeAutoReply, composeEnquiryMail } from "./enquiry-mail.server";
import type { EnquiryMessage } from "./enquiry-schema.server";

// Storing an enquiry and queueing its e-mails is one transaction: either the photographer will
// hear about it (the outbox retries until the mail server takes it) or the visitor sees an error.

export interface SubmitOptions {
  siteEmail: string;
  siteName: string;
  autoReply: boolean;
  /** Site-wide auto-replies per clock hour (AUTO_REPLY_MAX_PER_HOUR). */
  autoReplyMaxPerHour: number;
  /** The clock, for tests of the hourly window. */
  now?: Date;
}

export function toNewEnquiry(message: EnquiryMessage): NewEnquiry {
  if (message.kind === "contact") {
    return {
      kind: "contact",
      name: message.name,
      email: message.email,
      dateText: message.date,
      location: message.location,
      message: message.message,
    };
  }
  return {
    kind: "inquiry",
    name: message.name,
    email: message.email,
    phone: message.phone,
    sessionType: message.sessionType,
    dateText: message.dateTimeframe,
    location: message.location,
    howFound: message.howDidYouFind,
    message: message.story,
    additionalNotes: message.additionalNotes,
  };
}

export async function submitEnquiry(
  message: EnquiryMessage,
  options: SubmitOptions = defaultOptions(),
  db: Kysely<Database> = sharedDb(),
): Promise<Enquiry> {
  return db.transaction().execute(async (trx) => {
    const enquiry = await enquiriesRepository(trx).create(toNewEnquiry(message));
    const related = { type: "enquiry", id: enquiry.id };
    const notice = composeEnquiryMail(enquiry, options);
    await enqueueMail({ kind: "enquiry", to: options.siteEmail, replyTo: enquiry.email, ...notice, related }, trx);
    if (options.autoReply && (await autoReplyAllowed(options, trx))) {
      const reply = composeAutoReply(enquiry, options);
      await enqueueMail(
        { kind: "enquiry-auto-reply", to: enquiry.email, replyTo: options.siteEmail, ...reply, related },
        trx,
      );
    }
    return enquiry;
  });
}

/**
 * The site mails whatever address a visitor types: a script could make it mail thousands of
 * strangers. One counter for the whole site (not per address: addresses are free), kept in the
 * database so every instance shares it, and in the enquiry's transaction so a failed enquiry
 * uses up nothing. Past the cap the enquiry is still stored and the photographer still hears of it.
 */
async function autoReplyAllowed(options: SubmitOptions, trx: Kysely<Database>): Promise<boolean> {
  if (options.autoReplyMaxPerHour <= 0) return false;
  const hit = await hitRateLimit(
    "auto-reply",
    "site",
    { max: options.autoReplyMaxPerHour, windowSeconds: 3600, ...(options.now ? { now: options.now } : {}) },
    trx,
  );
  return hit.allowed;
}

function defaultOptions(): SubmitOptions {
  const config = env();
  return {
    siteEmail: config.SITE_EMAIL,
    siteName: config.SITE_NAME,
    autoReply: config.AUTO_REPLY,
    autoReplyMaxPerHour: config.AUTO_REPLY_MAX_PER_HOUR,
  };
}
