import { z } from "zod";
import { defineIntents } from "~/shared/admin/intents";

// The client page's reminders switch (issue 29 §2): its intent, field and what it accepts,
// shared by the form (app/components/admin/clients/client-reminders-form.tsx) and its action
// (app/server/reminders/reminder-switch.server.ts).

export const REMINDER_INTENTS = defineIntents(["reminders"]);

export const REMINDER_FIELDS = ["reminders"] as const;

/** The checkbox: "on" when ticked, absent (read as "") when not; anything else is refused. */
export const reminderSwitchSchema = z.object({
  reminders: z
    .enum(["", "on"], { error: "Tick the box to send reminders, or clear it to stop them, then save." })
    .transform((v) => v === "on"),
});

/** What the page and the timeline say of the switch. */
export const REMINDER_WORDS = {
  on: "Reminders are on: the site e-mails this client for you.",
  off: "Reminders are off: the site sends this client no reminders; you remind them yourself.",
  turnedOn: "Turned automatic reminders on for this client.",
  turnedOff: "Turned automatic reminders off for this client: no payment or proposal reminders will be sent.",
} as const;
