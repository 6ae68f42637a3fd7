import { defineIntents } from "~/shared/admin/intents";

// "Retry now" on a mail that is waiting for its next attempt or has given up: the button of every
// mail list (the dashboard, an enquiry, an order), handled the same way by each page's action.

export const MAIL_INTENTS = defineIntents(["retry-mail"]);
