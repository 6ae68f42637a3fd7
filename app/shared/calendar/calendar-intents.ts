import { defineIntents } from "~/shared/admin/intents";

// The intents of her calendar's screens (issue 29 §4): the page's and the server's one list.

export const CALENDAR_INTENTS = defineIntents(["replace"]);
export const SESSION_MOVE_INTENTS = defineIntents(["move"]);

/** Her feed's address for a secret. */
export const calendarFeedUrl = (siteUrl: string, secret: string) => `${siteUrl}/calendar/${secret}.ics`;
