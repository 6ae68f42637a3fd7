import type { Generated } from "kysely";
import type { Created, Timestamp, Timestamped, WithId } from "./row-types";

// Migration 0021: the booking tables (issue 28, docs/decisions/032-booking.md), kept apart from
// schema.ts so each file stays readable. `Database` in schema.ts lists them.

export type ClientStatus = "new" | "proposal_sent" | "booked" | "completed" | "lost";

export interface ClientsTable extends WithId, Timestamped {
  version: Generated<number>;
  names: string;
  email: string;
  other_email: string | null;
  phone: string | null;
  notes: Generated<string>;
  status: Generated<ClientStatus>;
  lost_reason: string | null;
  enquiry_id: number | null;
  /** Migration 0026: she turned the automatic reminders off for this client. */
  reminders_off: Generated<boolean>;
}

export interface ClientEventsTable extends WithId, Created {
  client_id: number;
  kind: string;
  summary: string;
  related_type: string | null;
  related_id: number | null;
}

export type ServiceSection = "wedding_package" | "wedding_add_on" | "family_package" | "additional_service";

export interface ServicesTable extends WithId, Timestamped {
  section: ServiceSection;
  position: number;
  title: string;
  subtitle: Generated<string>;
  description: Generated<string>;
  /** JSON: ["line", …]. */
  features: Generated<string>;
  price_cents: number;
  price_unit: Generated<string>;
  price_is_from: Generated<boolean>;
  taxable: Generated<boolean>;
  links_to_album_project: Generated<boolean>;
  /** Migration 0027: the questionnaire a proposal for this service sends by default. */
  questionnaire_id: number | null;
}

export interface ContractTemplatesTable extends WithId, Timestamped {
  version: Generated<number>;
  name: string;
  body: string;
  is_sample: Generated<boolean>;
}

export type ProposalStatus = "draft" | "sent" | "signed" | "booked" | "withdrawn";

export interface ProposalsTable extends WithId, Timestamped {
  client_id: number;
  token: string;
  version: Generated<number>;
  revision: Generated<number>;
  status: Generated<ProposalStatus>;
  title: string;
  session_date: string | null;
  session_time: string | null;
  session_place: Generated<string>;
  /** JSON: ProposalContent (app/shared/booking/proposal-content.ts). */
  content: string;
  /** JSON: PaymentSchedule (app/shared/booking/pricing.ts). */
  schedule: string;
  tax_rate_millis: Generated<number>;
  contract_template_id: number | null;
  contract_body: Generated<string>;
  message: Generated<string>;
  expires_on: string;
  photographer_signature: string | null;
  photographer_signed_at: Timestamp | null;
  sent_at: Timestamp | null;
  viewed_at: Timestamp | null;
  /** Migration 0023: the revision viewed_at belongs to, and where that first view came from. */
  viewed_revision: number | null;
  viewed_ip: string | null;
  viewed_user_agent: string | null;
  /** Migration 0027: the questionnaire chosen for this proposal; see questionnaire_chosen. */
  questionnaire_id: number | null;
  /** Whether she chose (questionnaire_id, or none when null); false: the package's service decides. */
  questionnaire_chosen: Generated<boolean>;
  signed_at: Timestamp | null;
  /** Migration 0029: how long the session takes; null: its whole day is busy for self-booking. */
  session_minutes: number | null;
}

export interface ProposalSignaturesTable extends WithId {
  proposal_id: number;
  revision: number;
  package_key: string;
  contract_text: string;
  /** JSON: PricedProposal (app/shared/booking/pricing.ts) of the chosen package. */
  pricing: string;
  sha256: string;
  signer_name: string;
  drawn_signature: string | null;
  photographer_signature: string;
  /** JSON: [{ step, at, ip, userAgent }]. */
  audit: string;
  signed_ip: string | null;
  signed_user_agent: string | null;
  signed_at: Generated<Timestamp>;
  pdf_key: string | null;
}

export type InvoiceStatus = "open" | "paid" | "void";

export interface InvoicesTable extends WithId, Created {
  client_id: number;
  proposal_id: number | null;
  signature_id: number | null;
  position: number;
  label: string;
  amount_cents: number;
  tax_cents: Generated<number>;
  due_on: string | null;
  status: Generated<InvoiceStatus>;
  paid_at: Timestamp | null;
  /** Migration 0024: a one-off invoice's own link; null for a proposal's instalments. */
  token: string | null;
}

export type PaymentMethod = "card" | "cash" | "check" | "transfer";
export type PaymentStatus = "pending" | "paid" | "failed";
/** Migration 0024: a refund is its own row, with a positive amount, netted by the ledger. */
export type PaymentKind = "payment" | "refund";

export interface PaymentsTable extends WithId, Created {
  invoice_id: number;
  client_id: number;
  amount_cents: number;
  currency: Generated<string>;
  method: PaymentMethod;
  provider: string | null;
  provider_session_id: string | null;
  status: Generated<PaymentStatus>;
  note: Generated<string>;
  paid_at: Timestamp | null;
  /** Migration 0024 (docs/decisions/034-ledger.md). */
  kind: Generated<PaymentKind>;
  refund_of: number | null;
  provider_payment_ref: string | null;
  receipt_key: string | null;
  /** Migration 0038 (decision 052): a coupon's code and what it took off this payment's invoice. */
  coupon_code: Generated<string | null>;
  /** Credited to the invoice with the payment, not money received; includes discount_tax_cents. */
  discount_cents: Generated<number>;
  /** The sales tax the discount removed (the tax on what the coupon took off). */
  discount_tax_cents: Generated<number>;
  gift_card_code: Generated<string | null>;
  /** The part of amount_cents a gift card paid; the provider charges amount_cents − this. */
  gift_card_cents: Generated<number>;
}

export interface BookingTables {
  clients: ClientsTable;
  client_events: ClientEventsTable;
  services: ServicesTable;
  contract_templates: ContractTemplatesTable;
  proposals: ProposalsTable;
  proposal_signatures: ProposalSignaturesTable;
  invoices: InvoicesTable;
  payments: PaymentsTable;
}
