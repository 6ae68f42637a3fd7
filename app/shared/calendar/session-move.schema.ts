import { z } from "zod";
import { checkboxField } from "~/shared/admin/form-fields";
import { isRealDate } from "~/shared/galleries/gallery-admin-rules";
import { sessionPlaceField, sessionTimeField } from "~/shared/proposals/proposal-form.schema";

// Moving a booked session (/admin/proposals/:id/move, issue 29 §4): the new date, time and place,
// and whether to e-mail the client the new date with a calendar file. Shared by the page and the
// server; the messages stand under each field.

export const MOVE_MESSAGES = {
  notBooked:
    "Only a booked session is moved here. Before the client has signed and paid, change the date in the proposal itself.",
  unchanged: "That is the session as it is now: change the date, the time or the place.",
} as const;

export const SESSION_MOVE_FIELDS = ["sessionDate", "sessionTime", "sessionPlace", "notifyClient"] as const;

/** `today` is Arizona's date ("YYYY-MM-DD"): a session is not moved into the past. */
export const sessionMoveSchema = (today: string) =>
  z.object({
    sessionDate: z
      .string()
      .trim()
      .refine(isRealDate, "Enter the new date, for example 2027-10-16.")
      .refine((d) => !isRealDate(d) || d >= today, "That day has passed (Arizona time): choose today or a later day."),
    sessionTime: sessionTimeField,
    sessionPlace: sessionPlaceField,
    notifyClient: checkboxField,
  });

export type SessionMove = z.output<ReturnType<typeof sessionMoveSchema>>;
