import { sql } from "kysely";
import type { AppDatabase } from "../app/server/db/db.server";
import { bookingVisitor, insertSentProposal, signFields } from "../tests/integration/booking-fixtures";
import { median } from "./lighthouse";

// Issue 28 §7: `clients` clients sign and pay at once against the built server. Each, from an
// address of her own, opens her booking page, posts the signing form as the page does, presses
// "Pay the retainer" (POST /book/:token/pay) and confirms on the test checkout. Then the rows are
// counted: one signature per proposal, one paid payment per retainer, every proposal booked.

export interface LatencyFigures {
  requests: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

export interface BookingLoadResults {
  clients: number;
  seconds: number;
  sign: LatencyFigures;
  payStart: LatencyFigures;
  payConfirm: LatencyFigures;
  /** Every request of the three kinds together. */
  all: LatencyFigures;
  rows: { signatures: number; paidPayments: number; paidRetainers: number; booked: number; duplicates: number };
}

/** The nearest-rank percentile (of 50 samples, p99 is the slowest but none). */
function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

function figures(times: number[]): LatencyFigures {
  const sorted = [...times].sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    requests: sorted.length,
    p50Ms: round(median(sorted)),
    p99Ms: round(percentile(sorted, 99)),
    maxMs: round(sorted.at(-1) ?? Number.NaN),
  };
}

async function timed(request: () => Promise<Response>, expected: number[], what: string) {
  const started = performance.now();
  const res = await request();
  const ms = performance.now() - started;
  await res.arrayBuffer();
  if (!expected.includes(res.status)) throw new Error(`${what} answered ${res.status}`);
  return { res, ms };
}

/** One client's part: open, sign, start paying, confirm. Returns the three timings. */
async function bookOne(baseUrl: string, token: string, email: string) {
  const visitor = bookingVisitor(baseUrl);
  await (await visitor.get(`/book/${token}`)).arrayBuffer();
  const sign = await timed(() => visitor.post(`/book/${token}`, signFields()), [303], "signing");
  const start = await timed(() => visitor.post(`/book/${token}/pay`, {}), [303], "pay");
  const checkout = new URL(start.res.headers.get("location") ?? "", baseUrl);
  if (!checkout.pathname.startsWith("/test-checkout/payment/")) throw new Error(`pay went to ${checkout}`);
  const confirm = await timed(
    () => visitor.post(checkout.pathname + checkout.search, { email, intent: "pay" }),
    [302, 303],
    "the test checkout's confirmation",
  );
  return { sign: sign.ms, payStart: start.ms, payConfirm: confirm.ms };
}

const count = async (app: AppDatabase, query: ReturnType<typeof sql<{ n: number | string }>>) =>
  Number((await query.execute(app.db)).rows[0]?.n ?? Number.NaN);

export async function runBookingLoad(
  app: AppDatabase,
  baseUrl: string,
  clients: number,
  log: (line: string) => void,
): Promise<BookingLoadResults> {
  const sent = [];
  for (let i = 0; i < clients; i += 1) {
    const email = `client${i + 1}@example.com`;
    sent.push({ ...(await insertSentProposal(app.db, { email })), email });
  }
  log(`${clients} sent proposals; ${clients} clients sign and pay at once`);
  const started = performance.now();
  const timings = await Promise.all(sent.map((s) => bookOne(baseUrl, s.token, s.email)));
  const seconds = Math.round((performance.now() - started) / 100) / 10;

  const ids = sql.join(sent.map((s) => sql`${s.proposalId}`));
  const rows = {
    signatures: await count(app, sql`select count(*) as n from proposal_signatures where proposal_id in (${ids})`),
    paidPayments: await count(
      app,
      sql`select count(*) as n from payments p join invoices i on i.id = p.invoice_id
          where i.proposal_id in (${ids}) and p.status = 'paid'`,
    ),
    paidRetainers: await count(
      app,
      sql`select count(*) as n from invoices where proposal_id in (${ids}) and position = 1 and status = 'paid'`,
    ),
    booked: await count(app, sql`select count(*) as n from proposals where id in (${ids}) and status = 'booked'`),
    // A proposal with more than one signature, or an invoice paid more than once.
    duplicates: await count(
      app,
      sql`select count(*) as n from (
            select proposal_id as k from proposal_signatures where proposal_id in (${ids})
              group by proposal_id having count(*) > 1
            union all
            select p.invoice_id as k from payments p join invoices i on i.id = p.invoice_id
              where i.proposal_id in (${ids}) and p.status = 'paid' group by p.invoice_id having count(*) > 1
          ) as d`,
    ),
  };
  const pick = (k: "sign" | "payStart" | "payConfirm") => timings.map((t) => t[k]);
  return {
    clients,
    seconds,
    sign: figures(pick("sign")),
    payStart: figures(pick("payStart")),
    payConfirm: figures(pick("payConfirm")),
    all: figures([...pick("sign"), ...pick("payStart"), ...pick("payConfirm")]),
    rows,
  };
}
