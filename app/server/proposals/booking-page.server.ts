import type { Kysely } from "kysely";
import type { BookingPageData, EarlierSignature } from "~/components/booking/booking-types";
import type { PricedProposal } from "~/shared/booking/pricing";
import { formatCalendarDate } from "~/shared/booking/merge-fields";
import { isExpired, studioDate } from "~/shared/galleries/gallery-rules";
import { formatPrice } from "~/shared/money";
import { siteSettings } from "~/server/content/page-settings.server";
import { addClientEvent } from "../clients/client-events.server";
import { database, type AppDatabase } from "../db/db.server";
import type { Database } from "../db/schema";
import { writeTransaction } from "../db/write-transaction.server";
import { waitInWords } from "../galleries/client-limits.server";
import { visitorAddress } from "../security/client-address.server";
import { priceChoice, proposalContent } from "./booking-choice.server";
import { openBookingLink, type BookingProposal, type SignatureRow } from "./booking-link.server";
import { bookingInstalments, nextDueView, pendingPayment } from "./booking-instalments.server";
import { arizonaDateTime, invoiceView, optionView, proposalHeader } from "./booking-views.server";
import { renderContractHtml } from "./contract-html.server";
import { bookingQuestionnaire } from "../questionnaires/booking-questionnaire.server";
import { sessionHoldOf } from "../scheduling/session-hold.server";

// The client's booking page (/book/<token>, issue 28 §5): what the link opens to, in words, and the
// first view of each revision recorded for the audit trail and the client's timeline.

/** One step of a signature's audit trail: when, from which address, with which browser. */
export interface AuditStep {
  at: string;
  ip: string;
  userAgent: string;
}

export function requestAudit(request: Request, now: Date): AuditStep {
  return {
    at: now.toISOString(),
    ip: visitorAddress(request),
    userAgent: (request.headers.get("user-agent") ?? "").slice(0, 500),
  };
}

/**
 * Records the first view of the proposal's current revision (viewed_at, where from, a timeline
 * event); later views change nothing. One conditional update, so two first views at once record one.
 */
export async function markViewed(trx: Kysely<Database>, found: BookingProposal, step: AuditStep): Promise<void> {
  const revision = Number(found.row.revision);
  const result = await trx
    .updateTable("proposals")
    .set({ viewed_at: step.at, viewed_revision: revision, viewed_ip: step.ip, viewed_user_agent: step.userAgent })
    .where("id", "=", found.row.id)
    .where("revision", "=", revision)
    .where("status", "=", "sent")
    .where((eb) => eb.or([eb("viewed_revision", "is", null), eb("viewed_revision", "<>", revision)]))
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) return;
  await addClientEvent(trx, {
    clientId: found.row.client_id,
    kind: "proposal_viewed",
    summary: `${found.clientNames} opened the proposal “${found.row.title}” (version ${revision}).`,
    related: { type: "proposal", id: found.row.id },
  });
}

const earlierOf = (signature: SignatureRow | undefined): EarlierSignature | null =>
  signature
    ? {
        revision: Number(signature.revision),
        signerName: signature.signer_name,
        signedAt: arizonaDateTime(signature.signed_at),
      }
    : null;

export interface BookingPage {
  status: 200 | 404 | 410 | 429;
  data: BookingPageData;
  retryAfterSeconds?: number;
}

/** The page for this request; `option`: the package she picked (?option=), else the first. */
export async function loadBookingPage(
  request: Request,
  token: string,
  option: string | null,
  app: AppDatabase = database(),
  now = new Date(),
): Promise<BookingPage> {
  const [opened, settings] = await Promise.all([openBookingLink(request, token, app, now), siteSettings()]);
  const contact = { email: settings.email, siteName: settings.siteName };
  switch (opened.state) {
    case "limited":
      return {
        status: 429,
        retryAfterSeconds: opened.retryAfterSeconds,
        data: { view: "limited", contact, retryAfter: waitInWords(opened.retryAfterSeconds) },
      };
    case "unknown":
      return { status: 404, data: { view: "unknown", contact } };
    case "updating":
      return {
        status: 200,
        data: { view: "updating", contact, title: opened.row.title, earlier: earlierOf(opened.signature) },
      };
    case "expired":
      return {
        status: 410,
        data: {
          view: "expired",
          contact,
          title: opened.row.title,
          expiredOn: formatCalendarDate(opened.row.expires_on),
        },
      };
    case "open": {
      if (opened.row.viewed_revision === null || Number(opened.row.viewed_revision) !== Number(opened.row.revision)) {
        await writeTransaction(app, (trx) => markViewed(trx, opened, requestAudit(request, now)));
      }
      const signedOn = studioDate(now);
      const choices = proposalContent(opened.row).packages.map((pkg) => ({
        pkg,
        choice: priceChoice(opened.row, opened.clientNames, pkg.key, signedOn)!,
      }));
      const selected = choices.find((c) => c.pkg.key === option) ?? choices[0]!;
      return {
        status: 200,
        data: {
          view: "open",
          contact,
          proposal: proposalHeader(opened.row),
          options: choices.map((c) => optionView(c.pkg, c.choice)),
          selected: selected.pkg.key,
          contractHtml: renderContractHtml(selected.choice.contractText),
          earlier: earlierOf(opened.signature),
          sessionHold: await sessionHoldOf(app.db, Number(opened.row.id), now),
        },
      };
    }
    case "signed": {
      const { signature } = opened;
      const { invoices, next } = await bookingInstalments(app.db, signature.id, now);
      const retainer = invoices.find((i) => i.position === 1);
      const retainerOpen = retainer !== undefined && retainer.sums.state !== "paid" && retainer.status !== "paid";
      // An expired proposal cannot be paid (issue 28 §6): the pay route refuses it, so the page says so.
      const expired = isExpired(opened.row.expires_on, now);
      const pending = next ? await pendingPayment(app.db, next.id) : undefined;
      const pricing = JSON.parse(signature.pricing) as PricedProposal;
      // A self-booked time that went to someone else after its hold lapsed cannot be paid for.
      const sessionHold =
        opened.row.status === "booked" ? null : await sessionHoldOf(app.db, Number(opened.row.id), now);
      const payable = sessionHold?.state !== "taken";
      return {
        status: 200,
        data: {
          view: "signed",
          contact,
          proposal: proposalHeader(opened.row),
          signed: {
            ...earlierOf(signature)!,
            packageTitle: pricing.lines[0]?.title ?? signature.package_key,
            total: formatPrice(pricing.totalCents),
            drawn: signature.drawn_signature !== null,
            contractHtml: renderContractHtml(signature.contract_text),
          },
          invoices: invoices.map((i) => invoiceView(i, i.sums)),
          retainerDue: retainerOpen && !expired && payable ? formatPrice(retainer.sums.owedCents) : null,
          nextDue: retainerOpen || !next ? null : nextDueView(next),
          retainerExpiredOn: retainerOpen && expired ? formatCalendarDate(opened.row.expires_on) : null,
          confirming: pending !== undefined,
          booked: opened.row.status === "booked",
          // Issue 29 §3: once booked, the questionnaire her proposal sends (?questionnaire= after a post).
          questionnaire:
            opened.row.status === "booked"
              ? await bookingQuestionnaire(
                  app.db,
                  opened.row,
                  signature.package_key,
                  new URL(request.url).searchParams.get("questionnaire"),
                )
              : null,
          sessionHold,
        },
      };
    }
  }
}
