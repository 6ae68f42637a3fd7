import type { Insertable } from "kysely";
import type { Database } from "../app/server/db/schema";
import { addDays } from "../app/shared/booking/pricing";
import { studioDate } from "../app/shared/galleries/gallery-rules";
import { SAMPLE_CONTENT } from "../tests/integration/booking-fixtures";
import { planHistory } from "./studio-history";

// Ten years of a busy studio (issue 29 §7), as rows with their ids, built in memory and
// deterministic: 5,000 clients (four in five booked, one of them a family photographed every year
// for ten years), 20,000 enquiries (one per client, the rest never booked) with how they found her,
// one proposal per client, schedules of 2–4 instalments, 20,000 payments (card, outside the site,
// refunds, failed and abandoned checkouts), 50,000 mails and the clients' timelines. `scale`
// shrinks every count (the seed's test runs at 1/100). bench/studio-seed.ts inserts them.

export const FULL_STUDIO = { clients: 5_000, enquiries: 20_000, payments: 20_000, mails: 50_000 } as const;

type Rows<T extends keyof Database> = Array<Insertable<Database[T]> & { id: number }>;

export interface StudioPlan {
  enquiries: Rows<"enquiries">;
  clients: Rows<"clients">;
  proposals: Rows<"proposals">;
  signatures: Rows<"proposal_signatures">;
  invoices: Rows<"invoices">;
  payments: Rows<"payments">;
  outbox: Rows<"outbox">;
  events: Rows<"client_events">;
  responses: Array<Omit<Insertable<Database["questionnaire_responses"]>, "id"> & { id: number }>;
  /** The client photographed every year: the longest timeline. */
  longHistoryClientId: number;
  /** What the calendar feed lists today: booked sessions from `pastDays` ago on, open invoices with a due date. */
  expectedFeedEvents(pastDays: number): number;
}

export interface Questionnaire {
  id: number;
  name: string;
  intro: string;
  questions: string;
}

const FIRST = ["Anna", "Zoë", "José", "Maria", "Ben", "Nguyễn", "Olivia", "Liam", "Ava", "Noah"];
const LAST = ["Ruiz", "Nguyen", "Smith", "García", "Johnson", "Yazzie", "Begay", "Lopez", "Kim", "Brown"];
export const HOW_FOUND = [
  "Instagram",
  "Google",
  "A friend's wedding",
  "The Knot",
  "Desert Botanical Garden vendor list",
  "Pinterest",
  "Facebook",
  "Wedding fair in Scottsdale",
  null,
] as const;
const SESSION_TYPES = ["Wedding", "Engagement", "Family", "Newborn", "Elopement"];

/** A time on `date` (YYYY-MM-DD) as an ISO timestamp, `minutes` after 8 am Phoenix (UTC−7). */
export const at = (date: string, minutes = 0) =>
  new Date(Date.parse(`${date}T15:00:00Z`) + minutes * 60_000).toISOString();

export function planStudio(now: Date, questionnaires: Questionnaire[], scale = 1): StudioPlan {
  const n = (full: number) => Math.max(1, Math.round(full * scale));
  const clientCount = n(FULL_STUDIO.clients);
  const today = studioDate(now);
  const first = addDays(today, -10 * 365);
  const content = JSON.stringify(SAMPLE_CONTENT);
  const schedule = JSON.stringify({ retainer: { kind: "percent", basisPoints: 3_000 }, instalments: [] });

  // Enquiries: one per client (the first clientCount), the rest never booked, ten years evenly.
  const enquiryCount = Math.max(clientCount, n(FULL_STUDIO.enquiries));
  const enquiries: StudioPlan["enquiries"] = Array.from({ length: enquiryCount }, (_, i) => {
    const day = addDays(first, Math.floor((i * 3650) / enquiryCount));
    return {
      id: i + 1,
      kind: i % 3 === 0 ? ("contact" as const) : ("inquiry" as const),
      name: `${FIRST[i % 10]} ${LAST[(i * 3) % 10]}`,
      email: `enquiry${i}@example.com`,
      phone: i % 2 ? "602-555-0100" : null,
      session_type: SESSION_TYPES[i % SESSION_TYPES.length]!,
      date_text: "Next spring",
      location: "Phoenix",
      how_found: HOW_FOUND[(i * 7) % HOW_FOUND.length]!,
      message: "We would love to talk about our day at the Desert Botanical Garden.",
      additional_notes: null,
      // The newest dozen wait for her answer.
      status: i >= enquiryCount - 12 ? ("new" as const) : ("handled" as const),
      handled_at: i >= enquiryCount - 12 ? null : at(day, 600),
      created_at: at(day, i % 600),
    };
  });
  // The enquiries that became clients, spread across the ten years.
  const clientEnquiry = (c: number) => enquiries[Math.floor((c * enquiryCount) / clientCount)]!;

  const plan = planHistory({ today, clientCount, enquiries, clientEnquiry, content, schedule, questionnaires, scale });
  const clients: StudioPlan["clients"] = plan.clientRows.map((c) => ({
    ...c,
    names: `${FIRST[c.id % 10]} & ${FIRST[(c.id * 7 + 3) % 10]} ${LAST[(c.id * 3) % 10]}`,
    email: `client${c.id}@example.com`,
  }));
  return {
    enquiries,
    clients,
    ...plan.rows,
    longHistoryClientId: 1,
    expectedFeedEvents: (pastDays) =>
      plan.rows.proposals.filter((p) => p.status === "booked" && p.session_date! >= addDays(today, -pastDays)).length +
      plan.rows.invoices.filter((i) => i.status === "open" && i.due_on).length,
  };
}
