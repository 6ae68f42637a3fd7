import { z } from "zod";
import { checkboxField, textField } from "~/shared/admin/form-fields";
import { defineIntents } from "~/shared/admin/intents";
import { isRealDate } from "~/shared/galleries/gallery-admin-rules";
import { miniSlots } from "../mini-slots";
import { checkTerms, clockField, minutesField, termsShape, TERMS_FIELDS, wholeField } from "./booking-terms.schema";

// A mini-session day's form (/admin/minis/new, /admin/minis/:id; issue 30 §3): the date, place,
// start and end, slot length and gap, an optional limit, the price and deposit, agreement and
// questionnaire, and how long a freed slot waits for the next person on the waitlist. Shared by
// the page and the server.

export const MINI_DAY_FIELDS = [
  "title",
  ...TERMS_FIELDS,
  "date",
  "place",
  "startTime",
  "endTime",
  "slotMinutes",
  "gapMinutes",
  "slotLimit",
  "offerHours",
  "published",
] as const;

export type MiniDayForm = Record<(typeof MINI_DAY_FIELDS)[number], string>;

export const NEW_MINI_DAY_INTENTS = defineIntents(["create"]);
export const MINI_DAY_INTENTS = defineIntents(["save"]);

export const MINI_DAY_MESSAGES = {
  past: "That day has passed (Arizona time): choose today or a later day.",
  booked:
    "Not saved: clients have already booked slots on this day, so its date and times (start, end, slot length and gap) stay as they are. Change the other fields, or cancel those bookings first.",
  inUse:
    "Not deleted: clients have booked this day or joined its waitlist, and their bookings keep it in their history. Unpublish it instead: clients will no longer see it.",
} as const;

export const miniDaySchema = z
  .object({
    title: textField("title", 120, "Enter the day's title, for example Fall Minis at the Desert Botanical Garden."),
    ...termsShape,
    date: z.string().trim().refine(isRealDate, "Enter the date, for example 2027-10-16."),
    place: textField("place", 300, "Enter where the mini-sessions take place."),
    startTime: clockField("start time"),
    endTime: clockField("end time"),
    slotMinutes: minutesField("slot length", 5, 240),
    gapMinutes: minutesField("gap between slots", 0, 120),
    slotLimit: z
      .string()
      .trim()
      .transform((t, ctx) => {
        if (t === "") return null;
        if (!/^\d{1,3}$/.test(t) || Number(t) < 1) {
          ctx.addIssue({ code: "custom", message: "Enter how many slots at most, from 1 to 999, or leave it empty." });
          return null;
        }
        return Number(t);
      }),
    offerHours: wholeField("Enter how many hours a freed slot is kept for the next person, from 1 to 168.", 1, 168),
    published: checkboxField,
  })
  .transform((value, ctx) => {
    checkTerms(value, ctx, value.title);
    if (value.endTime <= value.startTime) {
      ctx.addIssue({ code: "custom", path: ["endTime"], message: "The end time must be after the start time." });
    } else if (miniSlots(slotRules(value)).length === 0) {
      ctx.addIssue({
        code: "custom",
        path: ["slotMinutes"],
        message: "No slot fits between the start and end times: shorten the slot or widen the times.",
      });
    }
    return value;
  });

export type MiniDayValues = z.output<typeof miniDaySchema>;

/** The day's values as the slot rules of app/shared/scheduling/mini-slots.ts. */
export const slotRules = (v: {
  startTime: number;
  endTime: number;
  slotMinutes: number;
  gapMinutes: number;
  slotLimit: number | null;
}) => ({
  startMinute: v.startTime,
  endMinute: v.endTime,
  slotMinutes: v.slotMinutes,
  gapMinutes: v.gapMinutes,
  limit: v.slotLimit,
});
