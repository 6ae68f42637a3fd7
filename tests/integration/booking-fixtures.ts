import crypto from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "~/server/db/schema";
import type { PaymentSchedule, ProposalContent } from "~/shared/booking/proposal-content";

// Clients and proposals made straight in the database, for the tests of the booking page, signing
// and paying, which need a sent proposal without going through the admin's editor.

export const SAMPLE_CONTENT: ProposalContent = {
  packages: [
    {
      key: "full-day",
      serviceId: null,
      title: "Full Day Coverage",
      description: "Up to 10 hours",
      features: ["Two photographers"],
      priceCents: 450_000,
      taxable: true,
    },
    {
      key: "half-day",
      serviceId: null,
      title: "Half Day Coverage",
      description: "Up to 5 hours",
      features: ["One photographer"],
      priceCents: 280_000,
      taxable: true,
    },
  ],
  extras: [
    {
      key: "album",
      kind: "add_on",
      serviceId: null,
      title: "Signature Album",
      description: "",
      unitCents: 60_000,
      quantity: 1,
      taxable: true,
    },
  ],
  discount: null,
};

export const SAMPLE_SCHEDULE: PaymentSchedule = {
  retainer: { kind: "percent", basisPoints: 3_000 },
  instalments: [{ kind: "days_before", days: 30 }],
};

export const SAMPLE_CONTRACT = [
  "# Wedding photography agreement",
  "",
  "Between {photographer} and {client_names}, for {session_date} at {session_place}.",
  "",
  "Package: {package}. Total {total}; retainer {retainer}.",
  "",
  "{schedule}",
].join("\n");

export interface SentProposal {
  clientId: number;
  proposalId: number;
  token: string;
}

/** A client with a sent proposal (two packages, an add-on, 30 % retainer, balance 30 days before). */
export async function insertSentProposal(
  db: Kysely<Database>,
  options: {
    expiresOn?: string;
    taxRateMillis?: number;
    sessionDate?: string;
    email?: string;
    content?: ProposalContent;
  } = {},
): Promise<SentProposal> {
  const client = await db
    .insertInto("clients")
    .values({ names: "Anna & Ben Ruiz", email: options.email ?? "anna@example.com", status: "proposal_sent" })
    .returning("id")
    .executeTakeFirstOrThrow();
  const token = crypto.randomBytes(32).toString("base64url");
  const now = new Date().toISOString();
  const proposal = await db
    .insertInto("proposals")
    .values({
      client_id: client.id,
      token,
      status: "sent",
      title: "Your wedding at the Desert Botanical Garden",
      session_date: options.sessionDate ?? "2027-10-16",
      session_time: "16:30",
      session_place: "Desert Botanical Garden, Phoenix",
      content: JSON.stringify(options.content ?? SAMPLE_CONTENT),
      schedule: JSON.stringify(SAMPLE_SCHEDULE),
      tax_rate_millis: options.taxRateMillis ?? 8_600,
      contract_body: SAMPLE_CONTRACT,
      expires_on: options.expiresOn ?? "2099-12-31",
      photographer_signature: "Maria Lopez",
      photographer_signed_at: now,
      sent_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return { clientId: client.id, proposalId: proposal.id, token };
}

let nextAddress = 0;

/**
 * Requests to /book/<token> from one address of their own (the test server runs with TRUST_PROXY,
 * so X-Forwarded-For is the visitor's address): the wrong-link throttle of one test never touches
 * another's, and the audit trail's address is known.
 */
export function bookingVisitor(baseUrl: string, userAgent = "BookingTest/1.0 (iPhone)") {
  nextAddress += 1;
  const address = `198.51.100.${nextAddress}`;
  const headers = { "x-forwarded-for": address, "user-agent": userAgent };
  return {
    address,
    userAgent,
    get: (path: string) => fetch(baseUrl + path, { redirect: "manual", headers }),
    post: (path: string, fields: Record<string, string>) =>
      fetch(baseUrl + path, {
        method: "POST",
        redirect: "manual",
        headers: { ...headers, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(fields),
      }),
  };
}

/** A valid signing form for the sample proposal: the half-day package, consent, a name. */
export const signFields = (overrides: Record<string, string> = {}): Record<string, string> => ({
  option: "half-day",
  revision: "1",
  consent: "yes",
  name: "Anna Ruiz",
  signature: "",
  ...overrides,
});
