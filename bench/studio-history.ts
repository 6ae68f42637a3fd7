import type { Insertable } from "kysely";
import type { Database } from "../app/server/db/schema";
import type { ClientEventKind } from "../app/shared/clients/client-events";
import { addDays } from "../app/shared/booking/pricing";
import { at, FULL_STUDIO, type Questionnaire, type StudioPlan } from "./studio-plan";

// The clients' histories for bench/studio-plan.ts: each client's proposal, and for the booked ones
// the signature, the instalments (2–4), the payments, the mails and the timeline events, every row
// dated as it would have happened. Then failed and abandoned checkouts bring the payments, and the
// enquirers' auto-replies the mails, to exactly the promised counts.

type Row<T extends keyof Database> = Insertable<Database[T]> & { id: number };

interface HistoryInput {
  today: string;
  clientCount: number;
  enquiries: ReadonlyArray<Row<"enquiries">>;
  clientEnquiry: (c: number) => Row<"enquiries">;
  content: string;
  schedule: string;
  questionnaires: Questionnaire[];
  scale: number;
}

const STUDIO_EMAIL = "hello@saguarobee.example";
const SESSION_TOTAL_CENTS = 450_000;
const LOST = ["other_photographer", "date_not_available", "over_budget", "no_reply"];

export function planHistory(input: HistoryInput) {
  const { today, clientCount, clientEnquiry, content, schedule, questionnaires, scale } = input;
  const n = (full: number) => Math.max(1, Math.round(full * scale));
  const rows = {
    proposals: [] as StudioPlan["proposals"],
    signatures: [] as StudioPlan["signatures"],
    invoices: [] as StudioPlan["invoices"],
    payments: [] as StudioPlan["payments"],
    outbox: [] as StudioPlan["outbox"],
    events: [] as StudioPlan["events"],
    responses: [] as StudioPlan["responses"],
  };
  const clientRows: Array<Omit<Row<"clients">, "names" | "email">> = [];
  const event = (clientId: number, kind: ClientEventKind, when: string, related?: [string, number]) =>
    rows.events.push({
      id: rows.events.length + 1,
      client_id: clientId,
      kind,
      summary: `${kind.replaceAll("_", " ")} (bench)`,
      related_type: related?.[0] ?? null,
      related_id: related?.[1] ?? null,
      created_at: when,
    });
  const mail = (kind: string, to: string, when: string, related: [string, number]) =>
    rows.outbox.push({
      id: rows.outbox.length + 1,
      kind,
      to_address: to,
      reply_to: null,
      subject: `${kind.replaceAll("-", " ")} — Saguaro Bee Photography`,
      text_body: "Hello,\n\nThank you. Everything is on its way.\n\nMaria\nSaguaro Bee Photography",
      html_body: null,
      related_type: related[0],
      related_id: related[1],
      status: "sent",
      attempts: 1,
      next_attempt_at: when,
      sent_at: when,
      created_at: when,
      lease_until: null,
      last_error: null,
      attachments: null,
    });
  const pay = (p: Omit<Row<"payments">, "id" | "currency" | "note">) => {
    const id = rows.payments.length + 1;
    rows.payments.push({ id, ...p });
    return id;
  };

  for (let c = 0; c < clientCount; c++) {
    const clientId = c + 1;
    const email = `client${clientId}@example.com`;
    const enquiry = clientEnquiry(c);
    const enquiryDay = String(enquiry.created_at).slice(0, 10);
    const booked = c % 5 !== 4;
    // Client 1 is a family photographed every year for ten years; the others have one session.
    const sessions =
      c === 0
        ? Array.from({ length: 10 }, (_, k) => addDays(today, -9 * 365 + k * 365 + 20))
        : [addDays(enquiryDay, 150 + ((c * 37) % 250))];
    const created = at(addDays(enquiryDay, 1));
    event(clientId, "enquiry", String(enquiry.created_at), ["enquiry", enquiry.id]);
    event(clientId, "client_created", created);
    let status: Row<"clients">["status"] = "proposal_sent";
    for (const session of sessions) {
      const proposalId = rows.proposals.length + 1;
      const sent = addDays(session, -160);
      const signed = addDays(session, -150);
      const state = booked ? "booked" : c % 2 ? "sent" : "withdrawn";
      rows.proposals.push({
        id: proposalId,
        client_id: clientId,
        token: `bench-studio-token-${String(proposalId).padStart(6, "0")}-xxxxxxxxxxxxxxxx`,
        status: state,
        title: `Wedding at the Desert Botanical Garden (${proposalId})`,
        session_date: session,
        session_time: proposalId % 3 === 0 ? null : `${String(9 + (proposalId % 9)).padStart(2, "0")}:30`,
        session_place: "Desert Botanical Garden, 1201 N Galvin Pkwy, Phoenix, AZ 85008",
        content,
        schedule,
        tax_rate_millis: 8_600,
        expires_on: addDays(sent, 14),
        sent_at: at(sent),
        viewed_at: at(sent, 90),
        signed_at: booked ? at(signed) : null,
        created_at: at(sent, -60),
        updated_at: at(booked ? signed : sent),
      });
      event(clientId, "proposal_created", at(sent, -60), ["proposal", proposalId]);
      event(clientId, "proposal_sent", at(sent), ["proposal", proposalId]);
      mail("proposal-sent", email, at(sent), ["proposal", proposalId]);
      event(clientId, "proposal_viewed", at(sent, 90), ["proposal", proposalId]);
      if (!booked) {
        status = state === "withdrawn" ? "lost" : "proposal_sent";
        continue;
      }
      status = session < today ? "completed" : "booked";
      const signatureId = rows.signatures.length + 1;
      rows.signatures.push({
        id: signatureId,
        proposal_id: proposalId,
        revision: 1,
        package_key: "full-day",
        contract_text: "# Agreement\n\nSigned.",
        pricing: "{}",
        sha256: "0".repeat(64),
        signer_name: "Anna Ruiz",
        photographer_signature: "Maria Lopez",
        audit: "[]",
        signed_at: at(signed),
      });
      event(clientId, "proposal_signed", at(signed), ["signature", signatureId]);
      event(clientId, "contract_pdf_ready", at(signed, 2), ["signature", signatureId]);
      event(clientId, "booking_confirmed", at(signed, 3), ["proposal", proposalId]);
      mail("booking-confirmed", email, at(signed, 3), ["proposal", proposalId]);
      const instalments = 2 + (proposalId % 3);
      for (let position = 1; position <= instalments; position++) {
        const invoiceId = rows.invoices.length + 1;
        const dueOn = position === 1 ? null : addDays(session, -30 * (instalments - position + 1));
        const overdue = dueOn !== null && dueOn < today && invoiceId % 50 === 7;
        const paid = (dueOn === null || dueOn < today) && !overdue;
        const amount = Math.round(SESSION_TOTAL_CENTS / instalments);
        const paidOn = dueOn ?? signed;
        rows.invoices.push({
          id: invoiceId,
          client_id: clientId,
          proposal_id: proposalId,
          signature_id: signatureId,
          position,
          label: position === 1 ? "Retainer" : position === instalments ? "Balance" : `Instalment ${position}`,
          amount_cents: amount,
          due_on: dueOn,
          status: paid ? "paid" : "open",
          paid_at: paid ? at(paidOn, 30) : null,
          created_at: at(signed, 1),
        });
        event(clientId, "invoice_created", at(signed, 1), ["invoice", invoiceId]);
        if (dueOn !== null && dueOn <= today && invoiceId % 3 === 0) {
          mail("invoice-reminder", email, at(addDays(dueOn, -7)), ["invoice", invoiceId]);
          event(clientId, "reminder_sent", at(addDays(dueOn, -7)), ["invoice", invoiceId]);
        }
        if (!paid) continue;
        // One in four paid outside the site in two parts (a check, then a transfer); the rest by card.
        const parts =
          invoiceId % 4 === 0
            ? [
                { method: "check" as const, cents: Math.floor(amount / 2), provider: null },
                { method: "transfer" as const, cents: amount - Math.floor(amount / 2), provider: null },
              ]
            : [{ method: "card" as const, cents: amount, provider: "test" }];
        for (const [k, part] of parts.entries()) {
          const when = at(paidOn, 30 + k * 1440);
          const paymentId = pay({
            invoice_id: invoiceId,
            client_id: clientId,
            amount_cents: part.cents,
            method: part.method,
            provider: part.provider,
            provider_session_id: part.provider ? `bench-session-${invoiceId}` : null,
            provider_payment_ref: part.provider ? `bench-pi-${invoiceId}` : null,
            status: "paid",
            kind: "payment",
            paid_at: when,
            created_at: when,
          });
          event(clientId, "payment_received", when, ["payment", paymentId]);
          mail("payment-receipt", email, when, ["payment", paymentId]);
          if (part.provider && invoiceId % 40 === 1) {
            const refundAt = at(paidOn, 3 * 1440);
            const refundId = pay({
              invoice_id: invoiceId,
              client_id: clientId,
              amount_cents: 10_000,
              method: "card",
              provider: "test",
              provider_session_id: null,
              provider_payment_ref: `bench-refund-${invoiceId}`,
              status: "paid",
              kind: "refund",
              refund_of: paymentId,
              paid_at: refundAt,
              created_at: refundAt,
            });
            event(clientId, "payment_refunded", refundAt, ["payment", refundId]);
            mail("refund-receipt", email, refundAt, ["payment", refundId]);
          }
        }
      }
      const questionnaire = questionnaires[proposalId % Math.max(1, questionnaires.length)];
      if (questionnaire && proposalId % 5 < 3) {
        const started = at(signed, 2 * 1440);
        const completed = session < addDays(today, 60);
        rows.responses.push({
          id: rows.responses.length + 1,
          proposal_id: proposalId,
          client_id: clientId,
          questionnaire_id: questionnaire.id,
          name: questionnaire.name,
          intro: questionnaire.intro,
          questions: questionnaire.questions,
          answers: answersFor(questionnaire.questions),
          status: completed ? "completed" : "started",
          started_at: started,
          updated_at: started,
          completed_at: completed ? at(addDays(session, -40)) : null,
        });
        event(clientId, "questionnaire_started", started, ["questionnaire", rows.responses.length]);
        if (completed) {
          event(clientId, "questionnaire_completed", at(addDays(session, -40)), [
            "questionnaire",
            rows.responses.length,
          ]);
        }
      }
    }
    event(clientId, "status_changed", rows.events.at(-1)!.created_at as string);
    clientRows.push({
      id: clientId,
      status,
      lost_reason: status === "lost" ? LOST[c % LOST.length]! : null,
      enquiry_id: enquiry.id,
      notes: c % 7 === 0 ? "Prefers texts to calls." : "",
      created_at: created,
      updated_at: rows.events.at(-1)!.created_at as string,
    });
  }
  fillPayments(rows, n(FULL_STUDIO.payments), pay, event);
  fillMails(rows, input.enquiries, n(FULL_STUDIO.mails), mail, scale);
  return { clientRows, rows };
}

/** Failed and abandoned card checkouts, one invoice after another, until the payments number `target`. */
function fillPayments(
  rows: { invoices: StudioPlan["invoices"]; payments: StudioPlan["payments"] },
  target: number,
  pay: (p: Omit<Row<"payments">, "id" | "currency" | "note">) => number,
  event: (clientId: number, kind: ClientEventKind, when: string, related?: [string, number]) => void,
) {
  if (rows.payments.length > target) throw new Error(`${rows.payments.length} payments, more than ${target}`);
  for (let k = 0; rows.payments.length < target; k++) {
    const invoice = rows.invoices[(k * 7) % rows.invoices.length]!;
    const failed = k % 2 === 0;
    const when = String(invoice.created_at);
    const id = pay({
      invoice_id: invoice.id,
      client_id: invoice.client_id,
      amount_cents: invoice.amount_cents,
      method: "card",
      provider: "test",
      provider_session_id: `bench-attempt-${k}`,
      status: failed ? "failed" : "pending",
      kind: "payment",
      paid_at: null,
      created_at: when,
    });
    event(invoice.client_id, failed ? "payment_failed" : "payment_started", when, ["payment", id]);
  }
}

/**
 * Each enquiry's notice to her, then auto-replies to the enquirers, until the mails number `target`;
 * the last few left failed or retrying, for the dashboard's "mail that needs a look".
 */
function fillMails(
  rows: { outbox: StudioPlan["outbox"] },
  enquiries: ReadonlyArray<Row<"enquiries">>,
  target: number,
  mail: (kind: string, to: string, when: string, related: [string, number]) => void,
  scale: number,
) {
  if (rows.outbox.length > target) throw new Error(`${rows.outbox.length} mails, more than ${target}`);
  for (let k = 0; rows.outbox.length < target; k++) {
    const enquiry = enquiries[k % enquiries.length]!;
    const [kind, to] = k < enquiries.length ? ["enquiry", STUDIO_EMAIL] : ["enquiry-auto-reply", enquiry.email];
    mail(kind, to, String(enquiry.created_at), ["enquiry", enquiry.id]);
  }
  const dead = Math.max(1, Math.round(10 * scale));
  const retrying = Math.max(1, Math.round(3 * scale));
  for (const [k, row] of rows.outbox.slice(-(dead + retrying)).entries()) {
    row.status = k < dead ? "dead" : "pending";
    row.attempts = k < dead ? 8 : 2;
    row.sent_at = null;
    row.last_error = "550 mailbox unavailable";
    // Retried tomorrow: the server's outbox worker leaves it alone while the benchmark runs.
    if (k >= dead) row.next_attempt_at = new Date(Date.now() + 86_400_000).toISOString();
  }
}

function answersFor(questions: string): string {
  const answers: Record<string, string | string[]> = {};
  for (const q of JSON.parse(questions) as Array<{ key: string; kind: string; choices: string[] }>) {
    if (q.kind === "date") answers[q.key] = "2026-04-18";
    else if (q.kind === "time") answers[q.key] = "16:30";
    else if (q.kind === "single_choice" && q.choices[0]) answers[q.key] = q.choices[0];
    else if (q.kind === "multiple_choice") answers[q.key] = q.choices.slice(0, 2);
    else answers[q.key] = "Our grandparents will be there; golden hour portraits by the cacti, please.";
  }
  return JSON.stringify(answers);
}
