import { z } from "zod";
import { checkboxField, textField } from "~/shared/admin/form-fields";
import { defineIntents } from "~/shared/admin/intents";
import { checkTerms, minutesField, optionalText, termsShape, TERMS_FIELDS, wholeField } from "./booking-terms.schema";

// A session type's form (/admin/session-types/new, /admin/session-types/:id; issue 30 §1): what a
// client can book herself, its length and buffers, price and deposit, place, agreement and
// questionnaire, and how late or far ahead a client may book. Shared by the page and the server.

export const SESSION_TYPE_FIELDS = [
  "name",
  ...TERMS_FIELDS,
  "durationMinutes",
  "bufferBeforeMinutes",
  "bufferAfterMinutes",
  "placeKind",
  "place",
  "minNoticeHours",
  "maxDaysAhead",
  "changeNoticeHours",
  "active",
] as const;

export type SessionTypeForm = Record<(typeof SESSION_TYPE_FIELDS)[number], string>;

export const NEW_SESSION_TYPE_INTENTS = defineIntents(["create"]);
export const SESSION_TYPE_INTENTS = defineIntents(["save", "deactivate"]);
/** The list's Move up / Move down of one type (its id in the form's "id"), and a drop ("move-to"). */
export const SESSION_TYPE_LIST_INTENTS = defineIntents(["move-up", "move-down", "move-to"]);

export const sessionTypeSchema = z
  .object({
    name: textField("name", 120, "Enter the session's name, for example Family Session."),
    ...termsShape,
    durationMinutes: minutesField("length", 5, 720),
    bufferBeforeMinutes: minutesField("time before", 0, 240),
    bufferAfterMinutes: minutesField("time after", 0, 240),
    placeKind: z.enum(["fixed", "client"], { error: "Choose where the session takes place." }),
    place: optionalText("place", 300),
    minNoticeHours: wholeField("Enter how many hours ahead a client must book, from 0 to 2,160.", 0, 2160),
    maxDaysAhead: wholeField("Enter how many days ahead a client may book, from 1 to 730.", 1, 730),
    changeNoticeHours: wholeField("Enter how many hours before the session changes stop, from 0 to 2,160.", 0, 2160),
    active: checkboxField,
  })
  .transform((value, ctx) => {
    checkTerms(value, ctx, value.name);
    if (value.place === "") {
      ctx.addIssue({
        code: "custom",
        path: ["place"],
        message:
          value.placeKind === "fixed"
            ? "Enter the address where the session takes place."
            : "Enter the question the client answers, for example Where would you like to meet?",
      });
    }
    return value;
  });

export type SessionTypeValues = z.output<typeof sessionTypeSchema>;

/** Why a session type is not deleted, and what to do instead. */
export const IN_USE_MESSAGE = (n: number) =>
  `Not deleted: ${n === 1 ? "a booking uses" : `${n} bookings use`} this session type, and ${n === 1 ? "it keeps" : "they keep"} its name in their history. Make it inactive instead: clients will no longer see it.`;
