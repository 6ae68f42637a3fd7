import type { Kysely } from "kysely";
import { formatCalendarDate } from "~/shared/booking/merge-fields";
import { formatPrice } from "~/shared/money";
import { addClientEvent } from "../clients/client-events.server";
import { clientLedger } from "../clients/client-ledger.server";
import type { AppDatabase } from "../db/db.server";
import type { InvoiceReminderKind } from "../db/reminders-schema";
import type { Database } from "../db/schema";
import { writeTransaction } from "../db/write-transaction.server";
import { enqueueMail } from "../mail/outbox.server";
import type { OutgoingMail } from "../mail/outbox.server";
import { readClient, type ProposalClient } from "../proposals/proposal-record.server";
import { invoiceReminderMail, proposalReminderMail } from "./reminder-mails.server";
import type { DueInvoiceReminder, DueProposalReminder } from "./reminder-scan.server";

// Sending one reminder: in one transaction, everything it depends on is read again as it is now
// (the invoice still open with that due date, the proposal still unsigned with that expiry, the
// client still getting reminders, something still owed), then its row is inserted and, only if
// that insert wrote a row, the mail and the timeline entry. The row's primary key turns a second
// insert (another instance's sweep, a sweep retried after a crash) into nothing.

export interface ReminderSite {
  /** The site's address, for the booking page's link (SITE_URL). */
  siteUrl: string;
  siteName: string;
  replyTo: string;
}

const bookingPage = (site: ReminderSite, token: string) =>
  `${site.siteUrl.replace(/\/+$/, "")}/book/${encodeURIComponent(token)}`;

/** What the timeline says of each payment reminder. */
const WHEN_WORDS: Record<InvoiceReminderKind, string> = {
  before: "a week before it is due",
  due: "on the day it is due",
  after: "3 days after it was due, unpaid",
};

type Db = Kysely<Database>;

/** The client still gets reminders (not turned off, not lost). */
const remindable = (db: Db, clientId: number) =>
  db
    .selectFrom("clients")
    .select("id")
    .where("id", "=", clientId)
    .where("reminders_off", "=", false)
    .where("status", "!=", "lost")
    .executeTakeFirst();

/**
 * The booking page an invoice is paid on: its proposal's, or for an invoice of no proposal (a
 * one-off), the client's latest signed proposal's. None: there is no page to pay it on.
 */
async function payingProposal(db: Db, clientId: number, proposalId: number | null) {
  // Signed or booked: the page that shows the invoices and pays them (a revised proposal voids them).
  let query = db
    .selectFrom("proposals")
    .select(["token", "photographer_signature"])
    .where("client_id", "=", clientId)
    .where("status", "in", ["signed", "booked"]);
  if (proposalId !== null) query = query.where("id", "=", proposalId);
  return query.orderBy("id", "desc").limit(1).executeTakeFirst();
}

/** A reminder found due, as the transaction that sends it read it. */
interface Reminder {
  clientId: number;
  /** Inserts the reminder's row; false when another sweep inserted it first (sent already). */
  record(trx: Db): Promise<boolean>;
  mail(client: ProposalClient): OutgoingMail;
  summary(client: ProposalClient): string;
  related: { type: "invoice" | "proposal"; id: number };
}

const wrote = (result: { numInsertedOrUpdatedRows?: bigint }) => Number(result.numInsertedOrUpdatedRows ?? 0) > 0;

/** Who a reminder goes to and from. */
const addressed = (client: ProposalClient, site: ReminderSite, photographer: string | null) => ({
  clientNames: client.names,
  to: client.emails,
  siteName: site.siteName,
  replyTo: site.replyTo,
  photographer,
});

/** Reads the reminder (undefined: no longer due) and, if its row is new, queues its mail and timeline entry. */
function sendOnce(app: AppDatabase, read: (trx: Db) => Promise<Reminder | undefined>): Promise<boolean> {
  return writeTransaction(app, async (trx) => {
    const reminder = await read(trx);
    if (!reminder || !(await remindable(trx, reminder.clientId))) return false;
    if (!(await reminder.record(trx))) return false;
    const client = (await readClient(reminder.clientId, trx))!;
    await enqueueMail(reminder.mail(client), trx);
    await addClientEvent(trx, {
      clientId: reminder.clientId,
      kind: "reminder_sent",
      summary: reminder.summary(client),
      related: reminder.related,
    });
    return true;
  });
}

export function sendInvoiceReminder(app: AppDatabase, due: DueInvoiceReminder, site: ReminderSite) {
  return sendOnce(app, async (trx): Promise<Reminder | undefined> => {
    const invoice = await trx
      .selectFrom("invoices")
      .select(["id", "client_id", "proposal_id", "label"])
      .where("id", "=", due.invoiceId)
      .where("status", "=", "open")
      .where("due_on", "=", due.dueOn)
      .executeTakeFirst();
    if (!invoice) return undefined;
    const clientId = Number(invoice.client_id);
    const proposal = await payingProposal(
      trx,
      clientId,
      invoice.proposal_id === null ? null : Number(invoice.proposal_id),
    );
    if (!proposal) return undefined;
    // What is still owed, by the ledger's own sums (a part paid outside the site counts).
    const ledger = await clientLedger(clientId, trx);
    const leftCents = ledger.invoices.find((i) => i.id === Number(invoice.id))?.owedCents ?? 0;
    if (leftCents <= 0) return undefined;
    const id = Number(invoice.id);
    return {
      clientId,
      related: { type: "invoice", id },
      record: async (db) =>
        wrote(
          await db
            .insertInto("invoice_reminders")
            .values({ invoice_id: id, kind: due.kind, due_on: due.dueOn })
            .onConflict((oc) => oc.columns(["invoice_id", "kind", "due_on"]).doNothing())
            .executeTakeFirst(),
        ),
      mail: (client) =>
        invoiceReminderMail({
          ...addressed(client, site, proposal.photographer_signature),
          invoiceId: id,
          kind: due.kind,
          label: invoice.label,
          leftCents,
          dueOn: due.dueOn,
          link: bookingPage(site, proposal.token),
        }),
      summary: (client) =>
        `Payment reminder sent to ${client.emails.join(" and ")} ${WHEN_WORDS[due.kind]}: ` +
        `“${invoice.label}”, ${formatPrice(leftCents)}, due ${formatCalendarDate(due.dueOn)}.`,
    };
  });
}

export function sendProposalReminder(app: AppDatabase, due: DueProposalReminder, site: ReminderSite) {
  return sendOnce(app, async (trx): Promise<Reminder | undefined> => {
    const proposal = await trx
      .selectFrom("proposals")
      .select(["id", "client_id", "title", "token", "photographer_signature"])
      .where("id", "=", due.proposalId)
      .where("status", "=", "sent")
      .where("expires_on", "=", due.expiresOn)
      .executeTakeFirst();
    if (!proposal) return undefined;
    const id = Number(proposal.id);
    return {
      clientId: Number(proposal.client_id),
      related: { type: "proposal", id },
      record: async (db) =>
        wrote(
          await db
            .insertInto("proposal_reminders")
            .values({ proposal_id: id, expires_on: due.expiresOn })
            .onConflict((oc) => oc.columns(["proposal_id", "expires_on"]).doNothing())
            .executeTakeFirst(),
        ),
      mail: (client) =>
        proposalReminderMail({
          ...addressed(client, site, proposal.photographer_signature),
          proposalId: id,
          title: proposal.title,
          expiresOn: due.expiresOn,
          link: bookingPage(site, proposal.token),
        }),
      summary: (client) =>
        `Reminder sent to ${client.emails.join(" and ")}: the proposal “${proposal.title}” is not signed yet ` +
        `and closes on ${formatCalendarDate(due.expiresOn)}.`,
    };
  });
}
