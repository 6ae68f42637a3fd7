import type { Kysely, Transaction } from "kysely";
import { clientChangeSummary, clientSchema, statusChangeSchema } from "~/shared/clients/client.schema";
import {
  CLIENT_STATUS_LABELS,
  LOST_REASONS,
  statusChangeRefusal,
  type LostReason,
} from "~/shared/clients/client-status";
import { notFound, refuse, refused, type EditResult } from "../admin/editor/edit-result.server";
import { parseValues } from "../admin/editor/form-values.server";
import { versionedChange, type ChangeOutcome } from "../admin/editor/versioned-save.server";
import { db as sharedDb } from "../db/db.server";
import type { Database } from "../db/schema";
import { addClientEvent } from "./client-events.server";
import { clientColumns, NO_SUCH_CLIENT, readClient, type ClientRecord } from "./client-records.server";

// Changes to a client she makes on its page: the details, and the status by hand. Each is saved
// at the version the page was loaded at (another tab's save first → "reload"), with its timeline
// event and activity entry in the same transaction.

const area = (names: string) => `Client: ${names}`;

/** A versioned change to one client, applied to the client as read inside the transaction. */
function changeClient(
  clientId: number,
  change: { expectedVersion: number; actorEmail: string; db: Kysely<Database> },
  activityArea: string | ((trx: Transaction<Database>) => Promise<string>),
  apply: (trx: Transaction<Database>, client: ClientRecord) => Promise<ChangeOutcome>,
): Promise<EditResult> {
  return versionedChange({
    ...change,
    table: "clients",
    id: clientId,
    area: activityArea,
    async apply(trx) {
      const client = await readClient(clientId, trx);
      if (!client) return refuse(notFound(NO_SUCH_CLIENT));
      return apply(trx, client);
    },
  });
}

export async function saveClientDetails(
  clientId: number,
  input: Record<string, string>,
  expectedVersion: number,
  actorEmail: string,
  db: Kysely<Database> = sharedDb(),
): Promise<EditResult> {
  const parsed = parseValues(clientSchema, input);
  if (!parsed.ok) return parsed.refusal;
  const after = parsed.value;
  return changeClient(clientId, { expectedVersion, actorEmail, db }, area(after.names), async (trx, before) => {
    await trx.updateTable("clients").set(clientColumns(after)).where("id", "=", clientId).execute();
    const summary = clientChangeSummary(before.values, after);
    await addClientEvent(trx, { clientId, kind: "client_edited", summary: `${summary}.` });
    return { summary, notice: "Saved the client's details." };
  });
}

export async function changeClientStatus(
  clientId: number,
  input: Record<string, string>,
  expectedVersion: number,
  actorEmail: string,
  db: Kysely<Database> = sharedDb(),
): Promise<EditResult> {
  const parsed = parseValues(statusChangeSchema, input);
  if (!parsed.ok) return parsed.refusal;
  const { status: to, reason, note } = parsed.value;
  const names = async (trx: Transaction<Database>) => area((await readClient(clientId, trx))?.values.names ?? "");
  return changeClient(clientId, { expectedVersion, actorEmail, db }, names, async (trx, client) => {
    const refusal = statusChangeRefusal(client.status, to);
    if (refusal) return refuse(refused(refusal));
    const lostReason = to === "lost" ? (reason as LostReason) : null;
    await trx.updateTable("clients").set({ status: to, lost_reason: lostReason }).where("id", "=", clientId).execute();
    const from = CLIENT_STATUS_LABELS[client.status];
    const summary = lostReason
      ? `Marked as lost: ${LOST_REASONS[lostReason]}${note ? ` (“${note}”)` : ""}.`
      : `Status changed from ${from} to ${CLIENT_STATUS_LABELS[to]}.`;
    await addClientEvent(trx, { clientId, kind: "status_changed", summary });
    return { summary: summary.slice(0, -1), notice: `Now “${CLIENT_STATUS_LABELS[to]}”.` };
  });
}
