import type { Kysely } from "kysely";
import { CLIENT_EVENT_KINDS, CLIENT_EVENT_RELATED_TYPES, type TimelineEvent } from "~/shared/clients/client-events";
import { addDays } from "~/shared/booking/pricing";
import { studioDate } from "~/shared/galleries/gallery-rules";
import { recordFromUrl } from "../admin/editor/route-params.server";
import { readSalesTaxRateMillis } from "../content/site-settings.server";
import { db as sharedDb, toIso } from "../db/db.server";
import type { Database } from "../db/schema";
import { clientLedger, clientProposals } from "./client-ledger.server";
import { NO_SUCH_CLIENT, readClient, type ClientRecord } from "./client-records.server";

// The client a page is about (/admin/clients/:id and its edit page), or that page's 404; and
// everything the client's page shows: details, status, proposals, money and the timeline.

/** The client named by the URL, or the page's 404 in its own words. */
export function clientFromUrl(idText: string | undefined, db: Kysely<Database> = sharedDb()): Promise<ClientRecord> {
  return recordFromUrl(idText, NO_SUCH_CLIENT, (id) => readClient(id, db));
}

const known = <T extends string>(list: readonly T[], value: string | null): T | null =>
  value !== null && (list as readonly string[]).includes(value) ? (value as T) : null;

/** Newest first; a kind or related type this version does not know is shown as a plain note. */
export async function clientTimeline(clientId: number, db: Kysely<Database> = sharedDb()): Promise<TimelineEvent[]> {
  const rows = await db
    .selectFrom("client_events")
    .select(["id", "kind", "summary", "related_type", "related_id", "created_at"])
    .where("client_id", "=", clientId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map((r) => {
    const relatedType = known(CLIENT_EVENT_RELATED_TYPES, r.related_type);
    return {
      id: Number(r.id),
      kind: known(CLIENT_EVENT_KINDS, r.kind) ?? "note",
      summary: r.summary,
      related: relatedType && r.related_id !== null ? { type: relatedType, id: Number(r.related_id) } : null,
      at: toIso(r.created_at),
    };
  });
}

/** "Send an invoice" starts due in two weeks (Arizona), with the site's tax rate named by its box. */
const INVOICE_DAYS = 14;

export async function clientPage(idText: string | undefined, now = new Date()) {
  const client = await clientFromUrl(idText);
  const [proposals, ledger, timeline, taxMillis] = await Promise.all([
    clientProposals(client.id),
    clientLedger(client.id),
    clientTimeline(client.id),
    readSalesTaxRateMillis(),
  ]);
  const newInvoice = { dueOn: addDays(studioDate(now), INVOICE_DAYS), taxPercent: taxMillis / 1000 };
  return { client, proposals, ledger, timeline, newInvoice };
}
