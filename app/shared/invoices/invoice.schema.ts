import { z } from "zod";
import { checkboxField, idField } from "~/shared/admin/form-fields";
import { defineIntents } from "~/shared/admin/intents";
import { priceField } from "~/shared/content/investment.schema";
import { isRealDate } from "~/shared/galleries/gallery-admin-rules";

// The invoice page's forms (/admin/invoices/:id, issue 29 §1): a payment made outside the site, a
// refund, a new due date, void; and the one-off invoice, sent from the client's page (its own
// page is /invoice/<token>: decision 034). Shared by the pages and the server; the messages are the ones shown under each
// field. Amounts she types are read as whole cents and checked again on the server against what is
// owed or was paid.

export const INVOICE_INTENTS = defineIntents(["record-payment", "refund", "move-due", "void"]);

/** The client's page: "Send an invoice" (a one-off invoice). */
export const ONE_OFF_INTENTS = defineIntents(["send-invoice"]);
export const ONE_OFF_FIELDS = ["label", "amount", "taxed", "dueOn"] as const;

export const OUTSIDE_METHODS = ["cash", "check", "transfer"] as const;
export const OUTSIDE_METHOD_WORDS = { cash: "Cash", check: "Check", transfer: "Bank transfer" } as const;

const dateField = (missing: string) =>
  z
    .string()
    .trim()
    .min(1, missing)
    .refine((v) => v === "" || isRealDate(v), "Enter a real date, for example 2027-03-15.");

const amountField = (missing: string) =>
  z
    .string()
    .trim()
    .min(1, missing)
    .pipe(priceField)
    .refine((cents) => cents > 0, "Enter an amount above $0.");

const noteField = z.string().trim().max(500, "Keep the note to 500 characters or fewer.");

export const paymentSchema = z.object({
  amount: amountField("Enter the amount she received, for example 1500 or 1,500.00."),
  method: z.enum(OUTSIDE_METHODS, "Choose how it was paid: cash, check or bank transfer."),
  paidOn: dateField("Enter the day it was paid."),
  note: noteField,
});

export const refundSchema = z.object({
  paymentId: idField("Choose the payment to refund."),
  amount: amountField("Enter the amount to give back, for example 200 or 200.00."),
  /** provider: through Stripe (card payments); outside: she gave it back herself. */
  how: z.enum(["provider", "outside"], "Choose how the money goes back."),
  note: noteField,
});

export const moveSchema = z.object({
  dueOn: dateField("Enter the new due date."),
  shiftLater: checkboxField,
});

export const oneOffSchema = z.object({
  label: z
    .string()
    .trim()
    .min(1, "Say what the invoice is for, for example “Extra hour of coverage”.")
    .max(120, "Keep the description to 120 characters or fewer.")
    .refine((t) => !/[<>]/.test(t), "The description cannot contain < or >."),
  amount: amountField("Enter the amount before tax, for example 350 or 350.00."),
  taxed: checkboxField,
  dueOn: dateField("Enter the day it is due."),
});
