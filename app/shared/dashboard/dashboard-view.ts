import type { SourceCount } from "./enquiry-sources";
import type { MonthKey } from "./studio-months";

// What the dashboard's loader hands its page (issue 29 §5): plain figures, every one counted or
// summed by the database (app/server/dashboard/). Money is integer cents.

export interface MonthlySeries {
  /** The last twelve Arizona months, oldest first; each series has one value per month. */
  months: MonthKey[];
  enquiries: number[];
  bookings: number[];
  /** Session payments less refunds. */
  receivedSessions: number[];
  /** Shop orders paid. */
  receivedShop: number[];
}

export interface OwedInvoice {
  invoiceId: number;
  clientId: number;
  clientNames: string;
  label: string;
  /** "YYYY-MM-DD"; null: due at signing. */
  dueOn: string | null;
  owedCents: number;
}

export interface OwedGroup {
  totalCents: number;
  count: number;
  /** The first few; the total and count include them all. */
  invoices: OwedInvoice[];
}

export interface MoneyDue {
  today: string;
  dueSoon: OwedGroup;
  overdue: OwedGroup;
}

export interface UpcomingSession {
  proposalId: number;
  clientId: number;
  clientNames: string;
  title: string;
  sessionDate: string;
  sessionTime: string | null;
  place: string;
}

export interface EnquiryConversion {
  enquiries: number;
  booked: number;
  /** Whole percent; null with no enquiries. */
  percent: number | null;
}

export interface DashboardView {
  series: MonthlySeries;
  due: MoneyDue;
  sessions: UpcomingSession[];
  sources: (SourceCount & { label: string })[];
  conversion: EnquiryConversion;
}
