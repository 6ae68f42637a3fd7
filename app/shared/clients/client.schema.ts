import { z } from "zod";
import { changeSummary } from "~/shared/admin/change-summary";
import { defineIntents } from "~/shared/admin/intents";
import { CLIENT_STATUSES, LOST_REASON_KEYS } from "./client-status";

// The client forms (new client, edit details, change status): their fields, what each accepts
// (the messages are the ones shown under each field) and the activity log's words. Shared by the
// pages and the server.

export interface ClientValues {
  names: string;
  email: string;
  otherEmail: string;
  phone: string;
  notes: string;
}

export const CLIENT_FIELDS = [
  "names",
  "email",
  "otherEmail",
  "phone",
  "notes",
] as const satisfies readonly (keyof ClientValues)[];

const CLIENT_FIELD_WORDS: Record<keyof ClientValues, string> = {
  names: "names",
  email: "e-mail",
  otherEmail: "second e-mail",
  phone: "phone",
  notes: "notes",
};

const EMAIL_MAX = 254;

const emailField = (missing: string) =>
  z
    .string()
    .trim()
    .min(1, missing)
    .max(EMAIL_MAX, "This address is too long.")
    .pipe(z.email("Enter an e-mail address like anna@example.com."));

export const clientSchema = z.object({
  names: z
    .string()
    .trim()
    .min(1, "Enter the couple's or family's names, for example Anna & Ben Ruiz.")
    .max(200, "Keep the names to 200 characters or fewer."),
  email: emailField("Enter their e-mail address: proposals are sent to it."),
  otherEmail: z
    .string()
    .trim()
    .max(EMAIL_MAX, "This address is too long.")
    .refine(
      (v) => v === "" || z.email().safeParse(v).success,
      "Enter a second e-mail address like ben@example.com, or leave it empty.",
    ),
  phone: z
    .string()
    .trim()
    .max(40, "Keep the phone number to 40 characters or fewer.")
    .refine(
      (p) => p === "" || /^[0-9+().\-\s/x]+$/i.test(p),
      "Use digits, spaces and + ( ) - only, e.g. (602) 555-0142.",
    ),
  notes: z.string().trim().max(10_000, "Keep the notes to 10,000 characters or fewer."),
});

/** "Changed the e-mail and phone", for the activity log and the timeline. */
export function clientChangeSummary(before: ClientValues, after: ClientValues): string {
  return changeSummary(
    CLIENT_FIELDS.map((k) => before[k] !== after[k] && CLIENT_FIELD_WORDS[k]),
    "Saved the details without changes",
  );
}

export const STATUS_FIELDS = ["status", "reason", "note"] as const;

/** A change of status by hand; a reason is required when the client is lost. */
export const statusChangeSchema = z
  .object({
    status: z.enum(CLIENT_STATUSES, { error: "Choose the new status." }),
    reason: z.string().trim(),
    note: z.string().trim().max(500, "Keep the note to 500 characters or fewer."),
  })
  .superRefine((value, ctx) => {
    if (value.status !== "lost") return;
    if (!(LOST_REASON_KEYS as string[]).includes(value.reason)) {
      ctx.addIssue({ code: "custom", path: ["reason"], message: "Choose why the client was lost." });
    }
  });

/** The intents of the client screens' forms. */
export const CLIENT_INTENTS = defineIntents(["make-client", "create", "save", "status"]);
