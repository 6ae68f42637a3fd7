import type { PaymentView, PriceView } from "~/components/booking/booking-types";
import type { PhotographerContact } from "~/components/client-gallery/gallery-types";

// What /invoice/<token> shows (issue 29 §1): every amount and date written by the server, in
// integer cents formatted there and Arizona dates.

export type InvoiceStateWord = "Paid" | "Due" | "Overdue" | "Void";

export interface OneOffInvoiceView {
  label: string;
  /** The amount before tax, the sales tax if she added it, the total. */
  price: PriceView;
  /** "March 1, 2027". */
  due: string;
  state: "paid" | "due" | "overdue" | "void";
  stateWord: InvoiceStateWord;
  /** Payments and refunds received, oldest first (label "Payment" or "Refund", due: when). */
  paid: PaymentView[];
  /** What the pay button charges: what is still owed; null when nothing is. */
  owed: string | null;
}

export type OneOffPageData =
  | { view: "limited"; contact: PhotographerContact; retryAfter: string }
  | { view: "unknown"; contact: PhotographerContact }
  | {
      view: "invoice";
      contact: PhotographerContact;
      invoice: OneOffInvoiceView;
      /** A card payment started and not confirmed yet (Stripe's confirmation may take a moment). */
      confirming: boolean;
    };
