import type { PhotographerContact } from "~/components/client-gallery/gallery-types";
import type { QuestionnaireView } from "~/shared/questionnaires/questionnaire-view";
import type { SessionHoldView } from "~/shared/scheduling/booking-views";

// What the booking page (/book/<token>) receives from its loader (app/server/proposals/
// booking-page.server.ts builds it): every amount and date already in words, so the browser
// carries no pricing code and cannot disagree with the server. Browser-safe: types only.

export interface ProposalHeader {
  title: string;
  /** "Saturday, October 16, 2027 at 4:30 pm (Arizona time)". */
  when: string;
  place: string;
  /** Her message, one string per paragraph. */
  message: string[];
  /** "Friday, December 31, 2099": open until the end of that day, Arizona time. */
  expiresOn: string;
  revision: number;
}

export interface PriceLineView {
  title: string;
  /** "2 × $150.00", or "". */
  detail: string;
  amount: string;
}

export interface PriceView {
  lines: PriceLineView[];
  subtotal: string;
  discount: { label: string; amount: string } | null;
  /** "Sales tax (8.6%)"; null when no tax applies. */
  tax: { label: string; amount: string } | null;
  total: string;
}

export interface PaymentView {
  label: string;
  amount: string;
  /** "Due at signing", "Due Friday, September 16, 2027". */
  due: string;
  /** Set on invoices: "Paid", "Open", "Void". */
  status?: string;
}

export interface OptionView {
  key: string;
  title: string;
  description: string;
  features: string[];
  price: string;
  totals: PriceView;
  /** Null: the schedule needs a session date the proposal lacks (she cannot sign yet). */
  payments: PaymentView[] | null;
}

/** The next instalment to pay once booked (issue 29 §1): what is still owed on it, from the server. */
export interface NextDueView {
  label: string;
  amount: string;
  /** "March 1, 2027", or "now". */
  due: string;
  overdue: boolean;
}

export interface EarlierSignature {
  revision: number;
  signerName: string;
  signedAt: string;
}

export type BookingPageData =
  | { view: "limited"; contact: PhotographerContact; retryAfter: string }
  | { view: "unknown"; contact: PhotographerContact }
  | { view: "updating"; contact: PhotographerContact; title: string; earlier: EarlierSignature | null }
  | { view: "expired"; contact: PhotographerContact; title: string; expiredOn: string }
  | {
      view: "open";
      contact: PhotographerContact;
      proposal: ProposalHeader;
      options: OptionView[];
      selected: string;
      /** The contract merged for `selected`, as HTML. */
      contractHtml: string;
      earlier: EarlierSignature | null;
      /** A self-booked session's hold (issue 30); null when the proposal is not self-booked. */
      sessionHold: SessionHoldView | null;
    }
  | {
      view: "signed";
      contact: PhotographerContact;
      proposal: ProposalHeader;
      signed: EarlierSignature & { packageTitle: string; total: string; drawn: boolean; contractHtml: string };
      invoices: PaymentView[];
      /** The retainer's amount while it is open and payable (the pay button), else null. */
      retainerDue: string | null;
      /** After the retainer: the next instalment to pay (the pay button), or null when nothing is owed. */
      nextDue: NextDueView | null;
      /** The retainer is still open but the proposal expired first: the day it expired. */
      retainerExpiredOn: string | null;
      /** A card payment was started and is not confirmed yet (she may be back from the payment page early). */
      confirming: boolean;
      /** The retainer is paid: "You're booked". */
      booked: boolean;
      /** Once booked, the questionnaire to fill (issue 29 §3), or null when her proposal sends none. */
      questionnaire: QuestionnaireView | null;
      /** A self-booked session's hold until the retainer is paid (issue 30); null otherwise. */
      sessionHold: SessionHoldView | null;
    };
